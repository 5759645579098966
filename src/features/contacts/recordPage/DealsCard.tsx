import { useCallback, useMemo, useState } from 'react';
import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CONTACT_DEALS_LIMIT, dealQueries, type ContactDeals } from '#api/deals';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { Deal } from '#xml/deal';
import type { DealStage } from '#xml/dealStage';
import { LazyNewDealModal } from '#components/dealForm/LazyNewDealModal';
import { useFormatAmount } from '#hooks/useCurrency';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { recordPageMessages } from './messages';
import { RelatedCard } from './RelatedCard';
import { stageName } from '#lib/stageName';

/** Statuses that end a deal by default (the classic four's won and lost ones). */
const CLASSIC_CLOSED: ReadonlySet<string> = new Set(['won', 'lost', 'failure']);

/** The account's closed stages (won or lost kinds), lower case; the classic ones until known. */
export function closedStages(stages: readonly DealStage[] | undefined): ReadonlySet<string> {
  if (stages === undefined) return CLASSIC_CLOSED;
  return new Set(
    stages.filter((stage) => stage.kind !== 'open').map((stage) => stage.name.toLowerCase()),
  );
}

export const isOpenDeal = (deal: Deal, closed: ReadonlySet<string> = CLASSIC_CLOSED): boolean =>
  !closed.has(deal.status.toLowerCase());

/** Open deals first, then closed ones; the newest first within each. */
export function dealsInCardOrder(
  deals: readonly Deal[],
  closed: ReadonlySet<string> = CLASSIC_CLOSED,
): Deal[] {
  return [...deals].sort(
    (a, b) => Number(isOpenDeal(b, closed)) - Number(isOpenDeal(a, closed)) || b.id - a.id,
  );
}

/** The status a deal started here gets: Pending when the account has it, else its first open one. */
function startStatus(statuses: readonly string[] | undefined, closed: ReadonlySet<string>): string {
  const list = statuses ?? [];
  return (
    list.find((status) => status.toLowerCase() === 'pending') ??
    list.find((status) => !closed.has(status.toLowerCase())) ??
    'Pending'
  );
}

/** The deals a company or person is the party of or related to; "+" starts one with them. */
export function DealsCard({ contactId, contactName }: { contactId: number; contactName: string }) {
  const t = useT(recordPageMessages);
  const client = useApiClient();
  const stages = useQuery(dealQueries.stages(client));
  const closed = useMemo(() => closedStages(stages.data), [stages.data]);
  const inCardOrder = useCallback(
    (found: ContactDeals) => ({ ...found, deals: dealsInCardOrder(found.deals, closed) }),
    [closed],
  );
  const query = useQuery({ ...dealQueries.ofContact(client, contactId), select: inCardOrder });
  const statuses = useQuery(dealQueries.statuses(client));
  const [newDealStatus, setNewDealStatus] = useState<string | null>(null);
  return (
    <>
      <RelatedCard
        title={t('deals.title')}
        errorTitle={t('deals.error')}
        showAllText={(count) => t('deals.showAll', { number: count })}
        query={query}
        itemsOf={(found) => found.deals}
        countOf={(found) =>
          found.complete
            ? formatNumber(found.deals.length)
            : t('card.atLeast', { number: formatNumber(found.deals.length) })
        }
        emptyText={t('deals.empty')}
        add={{
          label: t('deals.add', { name: contactName }),
          onClick: () => setNewDealStatus(startStatus(statuses.data, closed)),
        }}
        footnote={(found) =>
          !found.complete && (
            <Text size="xs" c="dimmed">
              {t('deals.firstOnly', { limit: formatNumber(CONTACT_DEALS_LIMIT) })}
            </Text>
          )
        }
      >
        {(deal) => <DealItem key={deal.id} deal={deal} closed={closed} />}
      </RelatedCard>
      <LazyNewDealModal
        status={newDealStatus}
        contact={{ id: contactId, name: contactName }}
        onClose={() => setNewDealStatus(null)}
        // The card lists it once the deals' queries refresh after the create.
        onCreated={() => setNewDealStatus(null)}
      />
    </>
  );
}

function DealItem({ deal, closed }: { deal: Deal; closed: ReadonlySet<string> }) {
  const t = useT(recordPageMessages);
  const formatAmount = useFormatAmount();
  const open = isOpenDeal(deal, closed);
  return (
    <List.Item>
      <Anchor component={Link} to={`/deals?deal=${deal.id}`} size="sm" fw={500}>
        {deal.title === '' ? t('deals.untitled', { id: deal.id }) : deal.title}
      </Anchor>
      <Group gap={6} mt={2}>
        <Badge size="sm" variant="light" color={open ? 'blue' : 'gray'} tt="none">
          {deal.status === '' ? t('deals.noStatus') : stageName(deal.status)}
        </Badge>
        <Text size="sm">{formatAmount(deal.amount)}</Text>
        {deal.assignedTo !== '' && (
          <Text size="sm" c="dimmed">
            · {deal.assignedTo}
          </Text>
        )}
      </Group>
    </List.Item>
  );
}
