import { Anchor, Badge, Table } from '@mantine/core';
import type { Deal } from '#xml/deal';
import { ChangedBadge } from '../../components/ChangedBadge';
import { ContactLink } from '../../components/ContactLink';
import { useFormatAmount } from '../../hooks/useCurrency';
import { nameCellLinkProps } from '../../lib/nameCellLink';
import { ListTable } from '#components/ListTable';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { stageName } from '#lib/stageName';
import type { StageKind } from '#xml/dealStage';
import { HydrateLater } from '#components/takeOver/HydrateLater';

/** A status's colour by its stage's kind; a status the account no longer has is grey. */
const KIND_COLORS: Readonly<Record<StageKind, string>> = {
  open: 'blue',
  won: 'green',
  lost: 'red',
};

const statusColor = (kind: StageKind | undefined) =>
  kind === undefined ? 'gray' : KIND_COLORS[kind];

/** The deals list's table: the title opens the deal's panel, "With" links to the contact. */
export function DealsTable({
  deals,
  busy,
  labelledBy,
  onOpen,
  changed,
  kinds,
}: {
  deals: readonly Deal[];
  /** Each stage's kind, by its name in lower case. */
  kinds: ReadonlyMap<string, StageKind>;
  changed: ReadonlySet<number>;
  busy: boolean;
  labelledBy: string;
  onOpen: (id: number) => void;
}) {
  const formatAmount = useFormatAmount();
  const t = useT(dealMessages);
  return (
    <ListTable labelledBy={labelledBy} busy={busy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('table.title')}</Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t('table.with')}
          </Table.Th>
          <Table.Th scope="col">{t('table.status')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('table.amount')}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="md">
            {t('table.assignedTo')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {deals.map((deal) => (
          <HydrateLater key={deal.id}>
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                <Anchor
                  component="button"
                  type="button"
                  fw={500}
                  onClick={() => onOpen(deal.id)}
                  {...nameCellLinkProps(deal.title)}
                >
                  {deal.title === '' ? t('deal.untitled', { id: deal.id }) : deal.title}
                </Anchor>
                {changed.has(deal.id) && <ChangedBadge />}
              </Table.Th>
              <Table.Td visibleFrom="sm">
                {deal.dealWithId === null ? (
                  deal.dealWith
                ) : (
                  <ContactLink contact={{ id: deal.dealWithId, name: deal.dealWith }} />
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={statusColor(kinds.get(deal.status.toLowerCase()))}>
                  {stageName(deal.status)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAmount(deal.amount)}
              </Table.Td>
              <Table.Td visibleFrom="md">{deal.assignedTo}</Table.Td>
            </Table.Tr>
          </HydrateLater>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
