import type { Attack } from './attack';
import { headerAttacks } from './headerAttacks';
import { hostAttacks } from './hostAttacks';
import { originAttacks } from './originAttacks';
import { pathAttacks } from './pathAttacks';
import { protocolAttacks, smugglingAttacks } from './protocolAttacks';

export type { Attack } from './attack';

/** The attacks on the proxy, by kind, in the order the fault suite runs them. */
export function proxyAttacks(token: string): Attack[] {
  return [
    ...hostAttacks,
    ...originAttacks,
    ...pathAttacks,
    ...protocolAttacks,
    ...headerAttacks(token),
    ...smugglingAttacks,
  ];
}
