/**
 * The first Intl object of a kind loads its ICU data for the locale: 8–25 ms each for a date
 * format, a currency format and a collator in Chromium on a loaded two-core machine, after which
 * the same kinds cost about 0.2 ms (measured side by side, cold and warmed, issue 31). Made here,
 * each in a task of its own while the first screen's data is on its way, that cost leaves the
 * screen's first render, whose tasks are the ones the user waits on.
 */
export function warmIntl(
  locale: string,
  schedule: (step: () => void) => void = (step) => void setTimeout(step, 0),
): void {
  const steps: (() => unknown)[] = [
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1),
    () => new Intl.Collator(undefined, { sensitivity: 'base' }).compare('a', 'b'),
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'),
  ];
  const next = (index: number): void => {
    if (index >= steps.length) return;
    schedule(() => {
      try {
        steps[index]!();
      } catch {
        // A locale this browser's Intl refuses: the console's own formatting falls back later.
      }
      next(index + 1);
    });
  };
  next(0);
}
