import { useQueryClient } from '@tanstack/react-query';
import { detailKey, invalidateCollection } from '../../api/cache';
import { getDeal, updateDeal } from '../../api/deals';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { Deal } from '#xml/deal';
import { ConflictDialogForm, type EditableField } from '../../components/ConflictDialogForm';
import type { FieldValues } from '../../lib/editMerge';
import { browserLocale } from '../../lib/currency';
import { amountForEditing, parseAmountInput } from '../../components/dealForm/amountInput';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import type { Translate } from '#i18n/catalogue';
import type { english } from './messages.en';

type DealTextField = 'title' | 'description' | 'amount';

/** The editor's fields, labelled in the current language. */
const fields = (t: Translate<typeof english>): readonly EditableField<DealTextField>[] => [
  { key: 'title', label: t('editor.title'), missing: t('editor.missingTitle') },
  {
    key: 'amount',
    label: t('editor.amount'),
    check: (text) => {
      const parsed = parseAmountInput(text, browserLocale());
      return 'problem' in parsed ? parsed.problem : undefined;
    },
  },
  { key: 'description', label: t('editor.description'), multiline: true },
];

function amountOrNull(text: string): string | null {
  const parsed = parseAmountInput(text, browserLocale());
  return 'problem' in parsed ? null : parsed.amount;
}

function valuesOf(deal: Deal): FieldValues<DealTextField> {
  return {
    title: deal.title,
    description: deal.description,
    amount: amountForEditing(deal.amount, browserLocale()),
  };
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
  const t = useT(dealMessages);
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (
    <ConflictDialogForm<DealTextField, Deal>
      texts={{
        edit: t('editor.edit', { title: deal.title }),
        savedMeanwhile: t('editor.savedMeanwhile', { title: deal.title }),
        saved: t('editor.saved', { title: deal.title }),
        savedMerged: t('editor.savedMerged', { title: deal.title }),
        deletedMeanwhile: t('editor.deletedMeanwhile', { title: deal.title }),
      }}
      fields={fields(t)}
      initial={valuesOf(deal)}
      etag={etag}
      detailKey={detailKey('deals', deal.id)}
      patch={(value, values) => ({
        ...value,
        title: values.title.trim(),
        description: values.description,
        amount: amountOrNull(values.amount) ?? value.amount,
      })}
      save={async (values, ifMatch) => {
        const parsed = parseAmountInput(values.amount, browserLocale());
        // The form's check has shown the problem at the field; this only narrows the type.
        if ('problem' in parsed) throw new Error(parsed.problem);
        const amount = parsed.amount;
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
