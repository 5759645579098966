/**
 * `<input type="date">` and `<input type="time">` hold the reader's local day and time, while the
 * API stores UTC instants: these convert between the two for every form with a date and a time.
 */

export function toLocalInputs(iso: string | null): { date: string; time: string } {
  if (iso === null) return { date: '', time: '' };
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    // Years before 1000 keep four digits: a date input refuses "1-01-01".
    date: `${String(d.getFullYear()).padStart(4, '0')}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** ISO UTC, or null when no date is given; a date without a time means 9:00 that day. */
export function fromLocalInputs(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (day === null) return null;
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  const local = new Date(2000, 0, 1);
  // setFullYear, not the Date constructor: that reads years 0–99 as 1900–1999 (0001 → 1901).
  local.setFullYear(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  local.setHours(
    clock === null ? 9 : Number(clock[1]),
    clock === null ? 0 : Number(clock[2]),
    0,
    0,
  );
  return local.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
