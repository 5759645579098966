import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCollection } from '../../api/cache';
import { useApiClient } from '../../api/client/ApiClientProvider';
import {
  getRecordSuperTag,
  setRecordSuperTag,
  type SetRecordSuperTagArgs,
} from '../../api/superTags';
import type { RecordSuperTag } from '#xml/superTag';
import type { SuperTagRow } from './superTagRows';
import { isSuperTagRowsKey } from './superTagRowsQuery';

/**
 * Saves a value edited in the SuperTag table. After the PUT the record's SuperTag is read back
 * (one small request) and put into every cached page of the table that shows the record, so the
 * cell shows what the server now holds at once; the lists then refetch in the background. For
 * deals that refetch is a whole scan of the deals, which the cell need not wait for. If the read
 * back fails, the save still succeeded: then the cell waits for the refetch instead.
 */
export function useSaveSuperTagValue() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: SetRecordSuperTagArgs): Promise<RecordSuperTag | null> => {
      await setRecordSuperTag(client, args);
      try {
        return (await getRecordSuperTag(client, args)).value;
      } catch {
        return null;
      }
    },
    onSuccess: (saved, { record, name }) => {
      if (saved === null) return invalidateCollection(queryClient, record.collection);
      queryClient.setQueriesData<SuperTagRow[]>(
        { predicate: (query) => isSuperTagRowsKey(query.queryKey, record.collection, name) },
        (rows) => rows?.map((row) => (row.id === record.id ? { ...row, applied: saved } : row)),
      );
      void invalidateCollection(queryClient, record.collection);
      return undefined;
    },
  });
}
