import { useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { ContactCollection } from '#api/records';
import { QueryState } from '#components/QueryState';
import { ScreenHeader } from '#components/ScreenHeader';
import type { DuplicateGroup, DuplicateReason } from './duplicateGroups';
import { KeptMerges } from './KeptMerges';
import { MAX_MERGED_RECORDS } from './mergePlan';
import { duplicateScanQuery } from './mergeQueries';
import { DUPLICATE_SCAN_LIMIT } from './scanDuplicates';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { mergeMessages } from './messages';

const reasonText = (reason: DuplicateReason) =>
  mergeMessages.t(`duplicates.reason.${reason.kind}`, { value: reason.value });

/**
 * Groups of companies, or of people, that may be the same: their normalised name (case, accents,
 * punctuation and legal forms aside), an e-mail or a website match. The account is read page by
 * page, at most DUPLICATE_SCAN_LIMIT records, and the screen says how many it compared.
 */
export function DuplicatesPage() {
  const t = useT(mergeMessages);
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const collection: ContactCollection = params.get('kind') === 'people' ? 'people' : 'companies';
  const query = useQuery(duplicateScanQuery(client, collection));
  const companies = collection === 'companies';
  return (
    <Stack gap="md">
      <ScreenHeader title={t('duplicates.title')} />
      <KeptMerges />
      <SegmentedControl
        aria-label={t('duplicates.compareLabel')}
        value={collection}
        onChange={(value) => setParams(value === 'people' ? { kind: 'people' } : {})}
        data={[
          { value: 'companies', label: t('duplicates.companies') },
          { value: 'people', label: t('duplicates.people') },
        ]}
        maw={320}
      />
      <QueryState
        query={query}
        errorTitle={t(companies ? 'duplicates.errorCompanies' : 'duplicates.errorPeople')}
        loading={<Skeleton height={160} />}
      >
        {(scan) => (
          <Stack gap="md">
            <Text size="sm" aria-live="polite">
              {t(companies ? 'duplicates.comparedCompanies' : 'duplicates.comparedPeople', {
                scanned: formatNumber(scan.scanned),
                count: scan.groups.length,
              })}
              {!scan.complete &&
                t('duplicates.more', { limit: formatNumber(DUPLICATE_SCAN_LIMIT) })}
            </Text>
            {scan.groups.map((group) => (
              <GroupCard
                key={group.records.map((r) => r.id).join('-')}
                group={group}
                collection={collection}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function GroupCard({
  group,
  collection,
}: {
  group: DuplicateGroup;
  collection: ContactCollection;
}) {
  const t = useT(mergeMessages);
  const navigate = useNavigate();
  const [picked, setPicked] = useState<number[]>(() =>
    group.records.slice(0, MAX_MERGED_RECORDS).map((r) => r.id),
  );
  const first = group.records[0]!;
  const headingId = `duplicates-${collection}-${first.id}`;
  const canMerge = picked.length >= 2 && picked.length <= MAX_MERGED_RECORDS;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {t('duplicates.groupTitle', { first: first.label, more: group.records.length - 1 })}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {group.reasons.map(reasonText).join('; ')}
        </Text>
        <Stack gap={4}>
          {group.records.map((record) => (
            <Group key={record.id} gap="xs" wrap="nowrap">
              <Checkbox
                aria-label={t('duplicates.pick', { label: record.label, id: record.id })}
                checked={picked.includes(record.id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setPicked((current) =>
                    on ? [...current, record.id] : current.filter((id) => id !== record.id),
                  );
                }}
              />
              <Anchor
                component={Link}
                to={`/${collection}/${record.id}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {record.label}
              </Anchor>
              <Text size="xs" c="dimmed">
                #{record.id}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group>
          <Button
            size="sm"
            disabled={!canMerge}
            onClick={() =>
              void navigate(`/duplicates/merge?kind=${collection}&ids=${picked.join(',')}`)
            }
          >
            {t(
              collection === 'companies' ? 'duplicates.mergeCompanies' : 'duplicates.mergePeople',
              {
                count: picked.length,
              },
            )}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
