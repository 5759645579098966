import { useState } from 'react';
import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CONTACT_DEALS_LIMIT, dealQueries, type ContactDeals } from '#api/deals';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { Deal } from '#xml/deal';
import { NewDealModal } from '#components/dealForm/NewDealModal';
import { useFormatAmount } from '#hooks/useCurrency';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { recordPageMessages } from './messages';
import { RelatedCard } from './RelatedCard';

/** Statuses that end a deal (the API's defaults); any other status counts as open. */
const CLOSED = new Set(['won', 'lost', 'failure']);

export const isOpenDeal = (deal: Deal): boolean => !CLOSED.has(deal.status.toLowerCase());

/** Open deals first, then closed ones; the newest first within each. */
export function dealsInCardOrder(deals: readonly Deal[]): Deal[] {
  return [...deals].sort((a, b) => Number(isOpenDeal(b)) - Number(isOpenDeal(a)) || b.id - a.id);
}

/** The status a deal started here gets: Pending when the account has it, else its first open one. */
function startStatus(statuses: readonly string[] | undefined): string {
  const list = statuses ?? [];
  return (
    list.find((status) => status.toLowerCase() === 'pending') ??
    list.find((status) => !CLOSED.has(status.toLowerCase())) ??
    'Pending'
  );
}

/** The deals a company or person is the party of or related to; "+" starts one with them. */
export function DealsCard({ contactId, contactName }: { contactId: number; contactName: string }) {
  const t = useT(recordPageMessages);
  const client = useApiClient();
  const query = useQuery({
    ...dealQueries.ofContact(client, contactId),
    select: (found: ContactDeals) => ({ ...found, deals: dealsInCardOrder(found.deals) }),
  });
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
          onClick: () => setNewDealStatus(startStatus(statuses.data)),
        }}
        footnote={(found) =>
          !found.complete && (
            <Text size="xs" c="dimmed">
              {t('deals.firstOnly', { limit: formatNumber(CONTACT_DEALS_LIMIT) })}
            </Text>
          )
        }
      >
        {(deal) => <DealItem key={deal.id} deal={deal} />}
      </RelatedCard>
      <NewDealModal
        status={newDealStatus}
        contact={{ id: contactId, name: contactName }}
        onClose={() => setNewDealStatus(null)}
        // The card lists it once the deals' queries refresh after the create.
        onCreated={() => setNewDealStatus(null)}
      />
    </>
  );
}

function DealItem({ deal }: { deal: Deal }) {
  const t = useT(recordPageMessages);
  const formatAmount = useFormatAmount();
  const open = isOpenDeal(deal);
  return (
    <List.Item>
      <Anchor component={Link} to={`/deals?deal=${deal.id}`} size="sm" fw={500}>
        {deal.title === '' ? t('deals.untitled', { id: deal.id }) : deal.title}
      </Anchor>
      <Group gap={6} mt={2}>
        <Badge size="sm" variant="light" color={open ? 'blue' : 'gray'} tt="none">
          {deal.status === '' ? t('deals.noStatus') : deal.status}
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
