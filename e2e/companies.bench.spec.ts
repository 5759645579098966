import { expect, test, uniqueName, type ServiceApi } from './fixtures';

/**
 * Issue 4's benchmark: time from navigation to rows shown on the companies list at 1,000 and at
 * 10,000 companies, for the first page, a deep page, a name search and a page sorted by name
 * (Z to A, so the service must order all matches), with the 10k/1k ratio of each measured in the
 * same run. Seeding 10,000 records takes a while and fills the shared e2e database, so it runs
 * only when asked: `npm run bench:console` (CRM_BENCH=1). The home screen (`/`) is timed at both
 * sizes too: to its to-dos and to its pipeline figures.
 */
test.skip(process.env['CRM_BENCH'] !== '1', 'benchmark: set CRM_BENCH=1 to run it');

async function seed(
  serviceApi: ServiceApi,
  prefix: string,
  from: number,
  to: number,
): Promise<void> {
  const batch = 25;
  for (let start = from; start < to; start += batch) {
    const names = Array.from(
      { length: Math.min(batch, to - start) },
      (_, n) => `${prefix} ${String(start + n).padStart(5, '0')}`,
    );
    await Promise.all(names.map((name) => serviceApi.createCompany(name)));
  }
}

test('the companies list shows rows quickly at 1k and 10k companies', async ({
  page,
  serviceApi,
}) => {
  test.setTimeout(600_000);
  const prefix = uniqueName('Bench');
  const table = page.getByRole('table', { name: 'Companies' });
  // Milliseconds per measurement, by label, for each size.
  const timings = new Map<string, Map<number, number>>();
  const record = (label: string, size: number, ms: number) =>
    timings.set(label, (timings.get(label) ?? new Map<number, number>()).set(size, ms));
  const measure = async (label: string, size: number, url: string, expectedFirst: string) => {
    const started = Date.now();
    await page.goto(url);
    await expect(table.getByRole('rowheader').first()).toHaveText(expectedFirst, {
      timeout: 30_000,
    });
    record(label, size, Date.now() - started);
  };

  for (const size of [1_000, 10_000]) {
    await seed(serviceApi, prefix, size === 1_000 ? 0 : 1_000, size);
    const enc = encodeURIComponent(prefix);
    const last = `${prefix} ${String(size - 1).padStart(5, '0')}`;
    await measure('first page of the search', size, `/companies?name=${enc}`, `${prefix} 00000`);
    await measure(
      'last page of the search (offset size - 20)',
      size,
      `/companies?name=${enc}&offset=${size - 20}&limit=20`,
      `${prefix} ${String(size - 20).padStart(5, '0')}`,
    );
    await measure('search for one name', size, `/companies?name=${encodeURIComponent(last)}`, last);
    await measure(
      'first page of the search sorted Z to A',
      size,
      `/companies?name=${enc}&sort=-name`,
      last,
    );
    // Typing a search on the loaded list: the page stays responsive and shows the match.
    const started = Date.now();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(`${prefix} 00001`);
    await expect(table.getByRole('rowheader')).toHaveText([`${prefix} 00001`], { timeout: 30_000 });
    record(
      'typed search to rows (includes the 350 ms pause before searching)',
      size,
      Date.now() - started,
    );
    // The home screen (issue 20): navigation to its to-dos and to its pipeline figures.
    const homeStarted = Date.now();
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Due today' }).locator('[aria-busy="true"]'),
    ).toHaveCount(0, { timeout: 30_000 });
    record('home screen to its to-dos', size, Date.now() - homeStarted);
    await expect(
      page.getByRole('region', { name: 'Pipeline' }).getByRole('group', { name: 'Open deals' }),
    ).toBeVisible({ timeout: 30_000 });
    record('home screen to its pipeline figures', size, Date.now() - homeStarted);
  }
  const lines = [...timings].map(([label, bySize]) => {
    const small = bySize.get(1_000) ?? NaN;
    const large = bySize.get(10_000) ?? NaN;
    return `${label}: 1k ${small} ms, 10k ${large} ms, ratio ${(large / small).toFixed(2)}`;
  });
  console.log(`Companies list benchmark (navigation to rows shown)\n  ${lines.join('\n  ')}`);
});
