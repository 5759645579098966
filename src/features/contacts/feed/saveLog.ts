import type { CommunicationWrite } from '#xml/communication';
import { addParticipant, createCommunication, deleteCommunication } from '#api/communications';
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
}

/** Creates the communication, then its participants; throws only when the communication was not created. */
export async function saveLog(
  client: ApiClient,
  input: CommunicationWrite,
  participants: readonly DraftParticipant[],
): Promise<SavedLog> {
  const id = await createCommunication(client, input);
  return { id, failures: await addParticipants(client, id, participants) };
}

/** Undoes a half-made log: the communication goes, its participants with it. */
export const removeLog = (client: ApiClient, id: number): Promise<void> =>
  deleteCommunication(client, id);
