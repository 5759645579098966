import { addParticipant, removeParticipant } from '#api/communications';
import { deleteComment, createComment } from '#api/comments';
import { createCompany, deleteCompany, updateCompany } from '#api/companies';
import type { ApiClient } from '#api/client/client';
import { isApiError } from '#api/client/apiError';
import { addDealRelatedContact, removeDealRelatedContact, updateDeal } from '#api/deals';
import { createLocation, deleteLocation } from '#api/locations';
import { createPerson, deletePerson, updatePerson } from '#api/people';
import type { ContactCollection } from '#api/records';
import { setRecordSuperTag } from '#api/superTags';
import { addTags, removeTag } from '#api/tags';
import { addTodoRelatedContact, removeTodoRelatedContact } from '#api/todos';
import type { CompanyWrite } from '#xml/company';
import type { PersonWrite } from '#xml/person';
import type { ContactFields, ContactRef, MergeStep } from './mergeSteps';

/** Turns a step's ContactRef into an id (a re-created record's new id once it exists). */
export type ResolveContact = (ref: ContactRef) => number;

const companyWrite = ({ name, notes, smallImage, largeImage }: ContactFields): CompanyWrite =>
  withoutUndefined({ name, notes, smallImage, largeImage });

const personWrite = (fields: ContactFields): PersonWrite => {
  const { firstName, lastName, title, notes, smallImage, largeImage, companyId } = fields;
  return withoutUndefined({ firstName, lastName, title, notes, smallImage, largeImage, companyId });
};

function withoutUndefined<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Sends one step's request. Resolves with the id the request created (a comment, a re-created
 * record), else null. Each step is one request but a person re-created with an employer deleted
 * meanwhile (422), which is created again without it.
 */
export async function runStep(
  client: ApiClient,
  collection: ContactCollection,
  step: MergeStep,
  resolve: ResolveContact,
): Promise<number | null> {
  switch (step.kind) {
    case 'updateContact': {
      const id = resolve(step.contact);
      if (collection === 'companies')
        await updateCompany(client, { id, input: companyWrite(step.fields) });
      else await updatePerson(client, { id, input: personWrite(step.fields) });
      return null;
    }
    case 'setEmployer':
      await updatePerson(client, {
        id: step.personId,
        input: { companyId: resolve(step.company) },
      });
      return null;
    case 'setDealWith':
      await updateDeal(client, { id: step.dealId, input: { dealWithId: resolve(step.contact) } });
      return null;
    case 'addDealContact':
      await addDealRelatedContact(client, { id: step.dealId, contactId: resolve(step.contact) });
      return null;
    case 'removeDealContact':
      await removeDealRelatedContact(client, { id: step.dealId, contactId: resolve(step.contact) });
      return null;
    case 'addTodoContact':
      await addTodoRelatedContact(client, { id: step.todoId, contactId: resolve(step.contact) });
      return null;
    case 'removeTodoContact':
      await removeTodoRelatedContact(client, { id: step.todoId, contactId: resolve(step.contact) });
      return null;
    case 'addParticipant':
    case 'removeParticipant': {
      const send = step.kind === 'addParticipant' ? addParticipant : removeParticipant;
      await send(client, {
        id: step.communicationId,
        contactId: resolve(step.contact),
        role: step.role,
      });
      return null;
    }
    case 'addTags':
      await addTags(client, {
        record: { collection, id: resolve(step.contact) },
        names: step.names,
      });
      return null;
    case 'removeTag':
      await removeTag(client, {
        record: { collection, id: resolve(step.contact) },
        name: step.name,
      });
      return null;
    case 'setSuperTag':
      await setRecordSuperTag(client, {
        record: { collection, id: resolve(step.contact) },
        name: step.name,
        values: step.values,
      });
      return null;
    case 'addLocation':
      await createLocation(client, { collection, id: resolve(step.contact), input: step.location });
      return null;
    case 'deleteLocation':
      await deleteLocation(client, { collection, id: resolve(step.contact), label: step.label });
      return null;
    case 'addComment':
      return createComment(client, {
        record: { collection, id: resolve(step.contact) },
        input: { comment: step.text },
      });
    case 'deleteComment':
      await deleteComment(client, step.commentId);
      return null;
    case 'deleteContact':
      await (collection === 'companies' ? deleteCompany : deletePerson)(client, step.id);
      return null;
    case 'createContact':
      if (collection === 'companies') return createCompany(client, companyWrite(step.fields));
      return createPersonKeepingWhatExists(client, personWrite(step.fields));
  }
}

async function createPersonKeepingWhatExists(
  client: ApiClient,
  input: PersonWrite,
): Promise<number> {
  try {
    return await createPerson(client, input);
  } catch (error) {
    if (!(isApiError(error) && error.status === 422 && input.companyId != null)) throw error;
    return createPerson(client, { ...input, companyId: null });
  }
}
