import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { invalidateCollection } from '../../api/cache';
import { useDeleteCompany } from '../../api/companies';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { Company } from '../../api/xml/company';
import { showUndoDelete } from '../../components/undoToast';
import { recreateCompany } from './recreateContact';

/**
 * Deletes a company at once (a real DELETE, nothing deferred) and offers Undo, which creates it
 * again by a new POST with the same fields, then its locations, tags and comments.
 */
export function useDeleteCompanyWithUndo() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteCompany();

  async function deleteCompany(company: Company): Promise<void> {
    await remove.mutateAsync(company.id);
    showUndoDelete({
      what: `Company “${company.name}”`,
      restore: async () => {
        const id = await recreateCompany(client, company);
        await invalidateCollection(queryClient, 'companies');
        return id;
      },
      openRestored: (id) => void navigate(`/companies/${id}`),
    });
  }

  return { deleteCompany, isPending: remove.isPending };
}
