const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** ISO UTC without milliseconds (`2009-03-17T20:16:35Z`), the form the codec and the store use. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** `days` whole days (may be negative) from `now`, at `hour`:`minute` UTC. */
export function daysFrom(now: Date, days: number, hour: number, minute = 0): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return isoSeconds(midnight + days * DAY_MS + hour * HOUR_MS + minute * 60_000);
}
