import type { Router } from '../http/router';
import { registerContactCommunicationRoutes } from './communications/ofContact';
import { registerParticipantRoutes } from './communications/participants';
import { registerCommunicationRecordRoutes } from './communications/records';

/** Communications (api.md "Communications"), their participants, and the communications of a contact. */
export function registerCommunicationRoutes(router: Router): void {
  registerCommunicationRecordRoutes(router);
  registerParticipantRoutes(router);
  registerContactCommunicationRoutes(router);
}
