import type { Communication } from '#xml/communication';

/**
 * Whether a communication is still to come at `nowMs`: the record's feed lists it as planned,
 * else in its history. Compared as instants, not as text: the service writes whole seconds
 * ("…:30Z") and the browser's clock has milliseconds ("…:30.123Z"), and as text the first sorts
 * after the second, so a communication logged that very second was neither past nor shown.
 */
export function isUpcoming(communication: Pick<Communication, 'date'>, nowMs: number): boolean {
  return communication.date !== null && Date.parse(communication.date) > nowMs;
}
