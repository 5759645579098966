import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { invalidateCollection } from '../../api/cache';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { useDeletePerson } from '../../api/people';
import { fullName, type Person } from '../../api/xml/person';
import { showUndoDelete } from '../../components/undoToast';
import { recreatePerson } from '../companies/recreateContact';

/** A person's display name, or "Person #7" when both names are empty. */
export function personTitle(person: Pick<Person, 'id' | 'firstName' | 'lastName'>): string {
  const name = fullName(person);
  return name === '' ? `Person #${person.id}` : name;
}

/** Deletes a person at once and offers Undo, which creates them again by new requests. */
export function useDeletePersonWithUndo() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeletePerson();

  async function deletePerson(person: Person): Promise<void> {
    await remove.mutateAsync(person.id);
    showUndoDelete({
      what: personTitle(person),
      restore: async () => {
        const id = await recreatePerson(client, person);
        await invalidateCollection(queryClient, 'people');
        return id;
      },
      openRestored: (id) => void navigate(`/people/${id}`),
    });
  }

  return { deletePerson, isPending: remove.isPending };
}
