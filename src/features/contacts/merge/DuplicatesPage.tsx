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

const REASON_TEXT: Readonly<Record<DuplicateReason['kind'], string>> = {
  name: 'same name',
  email: 'same e-mail',
  website: 'same website',
};

const nouns = { companies: 'companies', people: 'people' } as const;

/**
 * Groups of companies, or of people, that may be the same: their normalised name (case, accents,
 * punctuation and legal forms aside), an e-mail or a website match. The account is read page by
 * page, at most DUPLICATE_SCAN_LIMIT records, and the screen says how many it compared.
 */
export function DuplicatesPage() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const collection: ContactCollection = params.get('kind') === 'people' ? 'people' : 'companies';
  const query = useQuery(duplicateScanQuery(client, collection));
  return (
    <Stack gap="md">
      <ScreenHeader title="Possible duplicates" />
      <KeptMerges />
      <SegmentedControl
        aria-label="Records to compare"
        value={collection}
        onChange={(value) => setParams(value === 'people' ? { kind: 'people' } : {})}
        data={[
          { value: 'companies', label: 'Companies' },
          { value: 'people', label: 'People' },
        ]}
        maw={320}
      />
      <QueryState
        query={query}
        errorTitle={`Could not compare the ${nouns[collection]}`}
        loading={<Skeleton height={160} />}
      >
        {(scan) => (
          <Stack gap="md">
            <Text size="sm" aria-live="polite">
              Compared {scan.scanned.toLocaleString('en')} {nouns[collection]}: {scan.groups.length}{' '}
              {scan.groups.length === 1 ? 'group' : 'groups'} of possible duplicates.
              {!scan.complete &&
                ` The account has more: only the first ${DUPLICATE_SCAN_LIMIT.toLocaleString('en')} were compared.`}
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
          {first.label} and {group.records.length - 1} more
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {group.reasons.map((r) => `${REASON_TEXT[r.kind]} “${r.value}”`).join('; ')}
        </Text>
        <Stack gap={4}>
          {group.records.map((record) => (
            <Group key={record.id} gap="xs" wrap="nowrap">
              <Checkbox
                aria-label={`Merge ${record.label} (#${record.id})`}
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
            Merge {picked.length} {nouns[collection]}…
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
