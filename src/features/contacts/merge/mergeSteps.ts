import type { Location } from '#xml/location';
import type { ParticipantRole } from '#xml/participant';
import type { SuperTagWrite } from '#xml/superTag';

/**
 * A contact a step acts on: one that exists (`id`), or the copy an undo re-creates of a record
 * the merge deleted (`recreatedFrom`: the deleted id), whose new id is known only once its
 * create step has run (MergeJob.recreated).
 */
export type ContactRef = { id: number } | { recreatedFrom: number };

/** The fields of a company or person that a merge chooses one value of, as the write sends them. */
export interface ContactFields {
  name?: string;
  firstName?: string;
  lastName?: string;
  title?: string;
  notes?: string;
  smallImage?: string | null;
  largeImage?: string | null;
  companyId?: number | null;
}

/**
 * One API call of a merge or of its undo. Plain data (kept in localStorage as JSON), so a job
 * that stopped can be run on from the step it stopped at in another tab or after a reload.
 */
export type MergeStep =
  | { kind: 'updateContact'; contact: ContactRef; fields: ContactFields }
  | { kind: 'setEmployer'; personId: number; company: ContactRef }
  | { kind: 'setDealWith'; dealId: number; contact: ContactRef }
  | { kind: 'addDealContact'; dealId: number; contact: ContactRef }
  | { kind: 'removeDealContact'; dealId: number; contact: ContactRef }
  | { kind: 'addTodoContact'; todoId: number; contact: ContactRef }
  | { kind: 'removeTodoContact'; todoId: number; contact: ContactRef }
  | { kind: 'addParticipant'; communicationId: number; contact: ContactRef; role: ParticipantRole }
  | {
      kind: 'removeParticipant';
      communicationId: number;
      contact: ContactRef;
      role: ParticipantRole;
    }
  | { kind: 'addTags'; contact: ContactRef; names: string[] }
  | { kind: 'removeTag'; contact: ContactRef; name: string }
  | { kind: 'setSuperTag'; contact: ContactRef; name: string; values: SuperTagWrite }
  | { kind: 'addLocation'; contact: ContactRef; location: Omit<Location, 'id'> }
  | { kind: 'deleteLocation'; contact: ContactRef; label: string }
  /** Resolves with the new comment's id (kept in MergeJob.results, for the undo to delete it). */
  | { kind: 'addComment'; contact: ContactRef; text: string }
  | { kind: 'deleteComment'; commentId: number }
  | { kind: 'deleteContact'; id: number }
  /** Resolves with the new record's id, which `{ recreatedFrom: deletedId }` then means. */
  | { kind: 'createContact'; deletedId: number; fields: ContactFields };
