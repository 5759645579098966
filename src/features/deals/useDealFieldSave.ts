import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { detailKey } from '../../api/cache';
import { useUpdateDeal } from '../../api/deals';
import { isConflict } from '../../api/client/apiError';
import type { DealWrite } from '#xml/deal';
import { errorMessage } from '../../lib/errorMessage';
import { dealMessages } from './messages';

/**
 * Saves one field of a deal (status, contact, assignee) guarded by the ETag it was shown with.
 * A 412 reloads the deal and says so, instead of overwriting someone else's change.
 */
/** The fields saved one at a time, each named in the notices. */
type DealField = 'status' | 'contact' | 'assignee';

export function useDealFieldSave(dealId: number, etag: string | null) {
  const update = useUpdateDeal();
  const queryClient = useQueryClient();
  async function save(input: DealWrite, what: DealField): Promise<boolean> {
    try {
      await update.mutateAsync({ id: dealId, input, ifMatch: etag ?? undefined });
      notifications.show({ color: 'green', message: dealMessages.t(`save.saved.${what}`) });
      return true;
    } catch (error) {
      if (isConflict(error)) {
        await queryClient.invalidateQueries({ queryKey: detailKey('deals', dealId) });
        notifications.show({
          color: 'orange',
          title: dealMessages.t(`save.notSaved.${what}`),
          message: dealMessages.t('save.conflict'),
          autoClose: 10_000,
        });
      } else {
        notifications.show({
          color: 'red',
          title: dealMessages.t(`save.notSaved.${what}`),
          message: errorMessage(error),
          autoClose: 10_000,
        });
      }
      return false;
    }
  }
  return { save, saving: update.isPending };
}
