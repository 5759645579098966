import { useState } from 'react';
import { Badge, Button, Divider, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Deal } from '#xml/deal';
import { useFormatAmount } from '../../hooks/useCurrency';
import { RecordTagsEditor } from '../../components/RecordTagsEditor';
import { RecordSuperTags } from '../../components/superTags/RecordSuperTags';
import { AssigneeSelect } from '../../components/dealForm/AssigneeSelect';
import { ContactPicker } from '../../components/ContactPicker';
import { DealTextEditor } from './DealTextEditor';
import { useDealFieldSave } from './useDealFieldSave';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { stageName } from '#lib/stageName';

export interface DealFactsProps {
  deal: Deal;
  etag: string | null;
  statuses: readonly string[];
  headingOrder: 1 | 2;
}

/**
 * What a deal is, each part editable where it is shown: title, amount, status, description, its
 * party, assignee, tags and SuperTags (the deals panel's top and the deal page's side column).
 * `headingOrder`: 1 on the deal's own page, 2 in the panel (under the drawer's title).
 */
export function DealFacts({ deal, etag, statuses, headingOrder }: DealFactsProps) {
  const [editing, setEditing] = useState(false);
  const { save, saving } = useDealFieldSave(deal.id, etag);
  const formatAmount = useFormatAmount();
  const t = useT(dealMessages);
  const title = deal.title === '' ? t('deal.untitled', { id: deal.id }) : deal.title;
  const statusOptions = statuses.map((status) => ({
    value: status.toLowerCase(),
    label: stageName(status),
  }));
  if (!statusOptions.some((option) => option.value === deal.status.toLowerCase()))
    statusOptions.push({ value: deal.status.toLowerCase(), label: stageName(deal.status) });

  return (
    <Stack gap="md">
      {editing ? (
        <DealTextEditor deal={deal} etag={etag} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={headingOrder} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Button
              variant="default"
              size="xs"
              style={{ flexShrink: 0 }}
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
              data-shortcut="edit"
            >
              {t('facts.edit')}
            </Button>
          </Group>
          <Group gap="sm">
            <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatAmount(deal.amount)}
            </Text>
            <Badge variant="light">{stageName(deal.status)}</Badge>
          </Group>
          <Text
            size="sm"
            c={deal.description === '' ? 'dimmed' : undefined}
            style={{ whiteSpace: 'pre-wrap' }}
          >
            {deal.description === '' ? t('facts.noDescription') : deal.description}
          </Text>
        </Stack>
      )}
      <NativeSelect
        label={t('facts.status')}
        value={deal.status.toLowerCase()}
        data={statusOptions}
        disabled={saving}
        onChange={(event) => {
          const next =
            statuses.find((status) => status.toLowerCase() === event.currentTarget.value) ??
            event.currentTarget.value;
          void save({ status: next }, 'status');
        }}
      />
      <ContactPicker
        kind="any"
        label={t('facts.dealWith')}
        placeholder={t('facts.searchContacts')}
        value={deal.dealWithId === null ? '' : String(deal.dealWithId)}
        valueLabel={deal.dealWith}
        onChange={(id) => void save({ dealWithId: id === '' ? null : Number(id) }, 'contact')}
      />
      <Stack gap={2}>
        <AssigneeSelect
          value=""
          emptyLabel={
            deal.assignedTo === ''
              ? t('facts.nobody')
              : t('facts.current', { name: deal.assignedTo })
          }
          onChange={(email) => email !== '' && void save({ assignedTo: email }, 'assignee')}
        />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={headingOrder === 1 ? 2 : 3} size="h5">
          {t('facts.tags')}
        </Title>
        <RecordTagsEditor record={{ collection: 'deals', id: deal.id }} tags={deal.tags} />
      </Stack>
      <Divider />
      <RecordSuperTags kind="deal" id={deal.id} />
    </Stack>
  );
}
