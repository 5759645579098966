import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { detailKey } from '../../api/cache';
import { useUpdateDeal } from '../../api/deals';
import { isConflict } from '../../api/client/apiError';
import type { DealWrite } from '#xml/deal';
import { errorMessage } from '../../lib/errorMessage';

/**
 * Saves one field of a deal (status, contact, assignee) guarded by the ETag it was shown with.
 * A 412 reloads the deal and says so, instead of overwriting someone else's change.
 */
export function useDealFieldSave(dealId: number, etag: string | null) {
  const update = useUpdateDeal();
  const queryClient = useQueryClient();
  async function save(input: DealWrite, what: string): Promise<boolean> {
    try {
      await update.mutateAsync({ id: dealId, input, ifMatch: etag ?? undefined });
      notifications.show({ color: 'green', message: `Saved the ${what}` });
      return true;
    } catch (error) {
      if (isConflict(error)) {
        await queryClient.invalidateQueries({ queryKey: detailKey('deals', dealId) });
        notifications.show({
          color: 'orange',
          title: `The ${what} was not saved`,
          message:
            'Someone else changed this deal meanwhile. It has been reloaded: check it and try again.',
          autoClose: 10_000,
        });
      } else {
        notifications.show({
          color: 'red',
          title: `The ${what} was not saved`,
          message: errorMessage(error),
          autoClose: 10_000,
        });
      }
      return false;
    }
  }
  return { save, saving: update.isPending };
}
