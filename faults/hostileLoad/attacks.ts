import type { Attack } from './attack';
import {
  emptyCdataAttack,
  emptyCommentsAttack,
  manyElementsAttack,
  oversizedTextAttack,
  processingInstructionsAttack,
} from './bodyAttacks';
import { crossSiteGetAttack, longNameSearchAttack, wrongTokenBurstAttack } from './requestAttacks';
import {
  heldUploadsProxyAttack,
  heldUploadsServiceAttack,
  idleConnectionsProxyAttack,
  idleConnectionsServiceAttack,
} from './socketAttacks';

/** Issue 27's attacks, in the order the fault suite and `npm run bench:hostile` run them. */
export const HOSTILE_ATTACKS: readonly Attack[] = [
  emptyCommentsAttack,
  emptyCdataAttack,
  processingInstructionsAttack,
  manyElementsAttack,
  longNameSearchAttack,
  oversizedTextAttack,
  heldUploadsProxyAttack,
  heldUploadsServiceAttack,
  idleConnectionsProxyAttack,
  idleConnectionsServiceAttack,
  wrongTokenBurstAttack,
  crossSiteGetAttack,
];
