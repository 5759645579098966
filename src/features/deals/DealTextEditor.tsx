import { useQueryClient } from '@tanstack/react-query';
import { detailKey, invalidateCollection } from '../../api/cache';
import { getDeal, updateDeal } from '../../api/deals';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { Deal } from '#xml/deal';
import { ConflictDialogForm, type EditableField } from '../../components/ConflictDialogForm';
import type { FieldValues } from '../../lib/editMerge';
import { formatAmount } from '../../lib/formatAmount';
import { parseAmountInput } from '../../components/dealForm/amountInput';

type DealTextField = 'title' | 'description' | 'amount';

const FIELDS: readonly EditableField<DealTextField>[] = [
  { key: 'title', label: 'Title', required: true },
  { key: 'amount', label: 'Amount' },
  { key: 'description', label: 'Description', multiline: true },
];

function valuesOf(deal: Deal): FieldValues<DealTextField> {
  return { title: deal.title, description: deal.description, amount: deal.amount };
}

/** Edits the deal's title, amount and description (optimistic, with the conflict dialog on 412). */
export function DealTextEditor({
  deal,
  etag,
  onDone,
}: {
  deal: Deal;
  etag: string | null;
  onDone: () => void;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (
    <ConflictDialogForm<DealTextField, Deal>
      subject={`deal “${deal.title}”`}
      fields={FIELDS}
      initial={valuesOf(deal)}
      etag={etag}
      detailKey={detailKey('deals', deal.id)}
      patch={(value, values) => ({
        ...value,
        title: values.title.trim(),
        description: values.description,
        amount: parseAmountInput(values.amount) ?? value.amount,
      })}
      save={async (values, ifMatch) => {
        const amount = parseAmountInput(values.amount);
        if (amount === null)
          throw new Error(
            `“${values.amount}” is not an amount: write it like ${formatAmount('1250.00').replace(/,/g, '')}`,
          );
        await updateDeal(client, {
          id: deal.id,
          input: { title: values.title.trim(), description: values.description, amount },
          ifMatch,
        });
        // The board and the lists show the title and amount too.
        void invalidateCollection(queryClient, 'deals');
      }}
      loadCurrent={async () => {
        const current = await getDeal(client, deal.id);
        return { values: valuesOf(current.value), etag: current.etag };
      }}
      onDone={onDone}
    />
  );
}
