import type { CommunicationWrite } from '#xml/communication';
import { addParticipant, createCommunication, deleteCommunication } from '#api/communications';
import { ApiError } from '#api/client/apiError';
import type { ApiClient } from '#api/client/client';
import type { DraftParticipant } from './logKinds';

/**
 * Writing a logged call, meeting, e-mail or note: the API creates the communication first and
 * adds each participant with its own request, so a save can stop half-way. What failed is handed
 * back for the dialog to retry, or the communication removed, rather than left half-made.
 */

export interface ParticipantFailure {
  participant: DraftParticipant;
  error: unknown;
}

/** Adds each participant in turn (the service serialises writes anyway); the ones that failed. */
export async function addParticipants(
  client: ApiClient,
  communicationId: number,
  participants: readonly DraftParticipant[],
): Promise<ParticipantFailure[]> {
  const failures: ParticipantFailure[] = [];
  for (const participant of participants) {
    try {
      await addParticipant(client, {
        id: communicationId,
        contactId: participant.contactId,
        role: participant.role,
      });
    } catch (error) {
      failures.push({ participant, error });
    }
  }
  return failures;
}

export interface SavedLog {
  id: number;
  failures: ParticipantFailure[];
  /** A meeting kept as a note: the server (a classic one) has no meeting type. */
  asNote: boolean;
}

/** A classic server's answer to a type it does not know: a 422 naming the ctype, nothing created. */
function refusedType(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 422 &&
    error.messages.some((message) => /ctype/i.test(message))
  );
}

/**
 * Creates the communication, then its participants; throws only when the communication was not
 * created. A meeting the server refuses as a type (a classic server) is created again as a note.
 */
export async function saveLog(
  client: ApiClient,
  input: CommunicationWrite,
  participants: readonly DraftParticipant[],
): Promise<SavedLog> {
  let id: number;
  let asNote = false;
  try {
    id = await createCommunication(client, input);
  } catch (error) {
    if (input.ctype !== 'meeting' || !refusedType(error)) throw error;
    id = await createCommunication(client, { ...input, ctype: 'note' });
    asNote = true;
  }
  return { id, failures: await addParticipants(client, id, participants), asNote };
}

/** Undoes a half-made log: the communication goes, its participants with it. */
export const removeLog = (client: ApiClient, id: number): Promise<void> =>
  deleteCommunication(client, id);
