import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from '@playwright/test';
import { decodeCommunicationList } from '#xml/communication';
import { decodeCompanyList } from '#xml/company';
import { decodeDealList } from '#xml/deal';
import { decodePersonList } from '#xml/person';
import { parseXml, type XmlElement } from '#xml/tree';
import { basicAuthorization } from '../server/http/basicAuth';
import { benchPorts, launchChromium, projectRoot, startProduct } from './browser/product';
import { benchCompany, benchDeal, postRecords } from './browser/seed';
import { measureLoad, type ContentMark, type LoadFigures } from './vitals/measureLoad';
import { renderedCopy, startStaticFloor, type StaticFloor } from './vitals/staticFloor';
import {
  FIRST_SCREEN_OUTCOMES,
  type FirstScreenOutcome,
} from '../server/proxy/firstScreen/drawFirstScreen';
import {
  EXTRA_RECORDS,
  LONG_TASK_GOAL_MS,
  RATES,
  RATIO_GOAL,
  ROUNDS,
  SCREENS,
  TOKEN,
  VIEWPORT,
  out,
  verdict,
  type Rate,
  type DemoIds,
  type Screen,
} from './vitals/settings';

/**
 * `npm run bench:vitals`: each screen's largest contentful paint in the console divided by that
 * of a static copy of the same screen (its own rendered DOM, no scripts, same CSS, gzip, a plain
 * `node:http` server: the floor), side by side in one run, in Chromium, cold cache each load, at
 * normal CPU and at 4× CPU throttling, on the demo data and on the demo data plus
 * VITALS_RECORDS companies and as many deals; and the longest task at normal CPU from navigation
 * to settled. What the lines say and how they are made: docs/benchmarks.md.
 */

interface Row {
  screen: string;
  data: string;
  /** Console LCP ÷ static LCP: min of each side's loads divided, and medians divided. */
  ratios: Record<Rate, { min: number; median: number }>;
  /** Median time the static page's LCP element was shown in the console at 4×, ms. */
  contentShown4: number | null;
  longestTask: { median: number; max: number };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number): string => `${Math.round(value)} ms`;
const slug = (text: string): string => text.replace(/[^a-z0-9]+/gi, '-');

/** The proxy's count of first screens by outcome (its `/metrics`). */
async function drawings(consoleUrl: string): Promise<Record<FirstScreenOutcome, number>> {
  const text = await (await fetch(new URL('/metrics', consoleUrl))).text();
  const count = (outcome: FirstScreenOutcome) =>
    Number(
      new RegExp(`^crm_proxy_first_screens_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(
        text,
      )?.[1] ?? 0,
    );
  return Object.fromEntries(
    FIRST_SCREEN_OUTCOMES.map((outcome) => [outcome, count(outcome)]),
  ) as Record<FirstScreenOutcome, number>;
}

/** The id of the first record `collection` lists (`companies`, `people`, ...). */
async function firstId(
  servicePort: number,
  collection: string,
  decodeList: (root: XmlElement) => readonly { id: number }[],
): Promise<number> {
  const response = await fetch(
    `http://127.0.0.1:${servicePort}/service/${collection}.xml?limit=1`,
    { headers: { authorization: basicAuthorization(TOKEN) } },
  );
  if (!response.ok) throw new Error(`GET ${collection}.xml: ${response.status}`);
  const first = decodeList(parseXml(await response.text()))[0];
  if (first === undefined) throw new Error(`the demo data holds none of ${collection}`);
  return first.id;
}

async function demoIds(servicePort: number): Promise<DemoIds> {
  return {
    company: await firstId(servicePort, 'companies', decodeCompanyList),
    person: await firstId(servicePort, 'people', decodePersonList),
    deal: await firstId(servicePort, 'deals', decodeDealList),
    communication: await firstId(servicePort, 'communications', decodeCommunicationList),
  };
}

const describe = (mark: ContentMark | null): string =>
  mark === null ? '(removed)' : `${mark.tag}: ${mark.text}`;

/** The console's loads and the static copy's at one rate, alternating. */
async function measureRate(
  browser: Browser,
  urls: { console: string; floor: string },
  rate: Rate,
  mark: ContentMark | null,
): Promise<{ console: LoadFigures[]; floor: LoadFigures[] }> {
  const loads = { console: [] as LoadFigures[], floor: [] as LoadFigures[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each side goes first in every other round, so neither always meets a quieter machine.
    const sides = [
      async () => loads.console.push(await measureLoad(browser, urls.console, { rate, mark })),
      async () => loads.floor.push(await measureLoad(browser, urls.floor, { rate })),
    ];
    if (round % 2 === 1) sides.reverse();
    for (const side of sides) await side();
  }
  return loads;
}

async function measureScreen(
  browser: Browser,
  floor: StaticFloor,
  consoleUrl: string,
  data: string,
  screen: Screen,
): Promise<Row> {
  const floorPath = `/${slug(data)}/${slug(screen.name)}`;
  const urls = { console: consoleUrl, floor: floor.url(floorPath) };
  // Not counted: a console load the static copy is made from, then one of the copy, whose LCP
  // element is the content the console's loads watch for.
  await measureLoad(browser, consoleUrl, {
    rate: 1,
    prepare: async (page) => floor.put(floorPath, await renderedCopy(page)),
  });
  const mark = (await measureLoad(browser, urls.floor, { rate: 1 })).lcpElement;
  const row: Row = {
    screen: screen.name,
    data,
    ratios: {} as Row['ratios'],
    contentShown4: null,
    longestTask: { median: 0, max: 0 },
  };
  for (const rate of RATES) {
    const drawingsBefore = await drawings(consoleUrl);
    const loads = await measureRate(browser, urls, rate, mark);
    const drawingsAfter = await drawings(consoleUrl);
    const [consoleLcp, staticLcp] = [loads.console, loads.floor].map((side) =>
      side.map((load) => load.lcp),
    ) as [number[], number[]];
    const ratio = {
      min: Math.min(...consoleLcp) / Math.min(...staticLcp),
      median: median(consoleLcp) / median(staticLcp),
    };
    row.ratios[rate] = ratio;
    const shownTimes = loads.console.flatMap((load) =>
      load.contentShown === null ? [] : [load.contentShown],
    );
    const shown = shownTimes.length === 0 ? null : median(shownTimes);
    if (rate === 4) row.contentShown4 = shown;
    let tasks = '';
    if (rate === 1) {
      const longest = loads.console.map((load) => load.longestTask);
      row.longestTask = { median: median(longest), max: Math.max(...longest) };
      tasks = `; longest task median ${ms(row.longestTask.median)}, max ${ms(row.longestTask.max)} (goal ≤ ${LONG_TASK_GOAL_MS} ms: ${verdict(row.longestTask.median <= LONG_TASK_GOAL_MS)})`;
    }
    out(
      `${screen.name}, ${data}, ${rate}× CPU: LCP console ÷ static min ${ratio.min.toFixed(2)} / median ${ratio.median.toFixed(2)} (goal ≤ ${RATIO_GOAL[rate]}: ${verdict(ratio.median <= RATIO_GOAL[rate])}); ` +
        `LCP median console ${ms(median(consoleLcp))}, static ${ms(median(staticLcp))}; ` +
        `content shown median ${shown === null ? 'never' : `${ms(shown)} (÷ static LCP ${(shown / median(staticLcp)).toFixed(2)})`}${tasks}`,
    );
    const [consoleElement, staticElement] = [loads.console, loads.floor].map((side) =>
      describe(side[side.length - 1]!.lcpElement),
    );
    if (consoleElement !== staticElement)
      out(`  LCP element: console “${consoleElement}”, static “${staticElement}”`);
    // The console's pages above: how the proxy drew them (a page is drawn again only when its
    // data has changed; reused, its reads were sent again and got the same answers).
    out(
      `  pages drawn by the proxy: ${FIRST_SCREEN_OUTCOMES.map((outcome) => `${drawingsAfter[outcome] - drawingsBefore[outcome]} ${outcome}`).join(', ')}`,
    );
  }
  return row;
}

function printTable(rows: readonly Row[]): void {
  const pair = ({ min, median: middle }: { min: number; median: number }) =>
    `${min.toFixed(1)} / ${middle.toFixed(1)}`;
  out('');
  out(
    `| screen | data | LCP ÷ static, 1× (min / median; goal ≤ ${RATIO_GOAL[1]}) | 4× (goal ≤ ${RATIO_GOAL[4]}) | content shown at 4× (median) | longest task at 1× (median; goal ≤ ${LONG_TASK_GOAL_MS} ms) |`,
  );
  out('|---|---|---|---|---|---|');
  for (const row of rows)
    out(
      `| ${row.screen} | ${row.data} | ${pair(row.ratios[1])} | ${pair(row.ratios[4])} | ${row.contentShown4 === null ? 'never' : `${(row.contentShown4 / 1000).toFixed(1)} s`} | ${ms(row.longestTask.median)} |`,
    );
  const met = rows.filter(
    (row) =>
      row.ratios[1].median <= RATIO_GOAL[1] &&
      row.ratios[4].median <= RATIO_GOAL[4] &&
      row.longestTask.median <= LONG_TASK_GOAL_MS,
  ).length;
  out(`screens meeting every goal: ${met} of ${rows.length}`);
}

async function main(): Promise<void> {
  const [port = 0, servicePort = 0, floorPort = 0] = await benchPorts('VITALS_PORT', 3);
  const started = performance.now();
  const product = await startProduct({ port, servicePort, token: TOKEN, seed: 'demo' });
  const floor = await startStaticFloor(floorPort, join(projectRoot, 'dist'));
  const browser = await launchChromium();
  try {
    out(
      `bench:vitals: Chromium ${browser.version()}, ${VIEWPORT.width}×${VIEWPORT.height}, ${ROUNDS} cold loads of each side per screen, data size and CPU rate (VITALS_ROUNDS)`,
    );
    const ids = await demoIds(servicePort);
    const rows: Row[] = [];
    const large = `demo + ${EXTRA_RECORDS} companies + ${EXTRA_RECORDS} deals`;
    for (const data of ['demo', large]) {
      if (data === large) {
        const seeding = performance.now();
        await postRecords(servicePort, TOKEN, 'companies', EXTRA_RECORDS, benchCompany);
        await postRecords(servicePort, TOKEN, 'deals', EXTRA_RECORDS, benchDeal);
        out(
          `(added ${EXTRA_RECORDS} companies and ${EXTRA_RECORDS} deals through the API in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
        );
      }
      for (const screen of SCREENS)
        rows.push(
          await measureScreen(browser, floor, `${product.url}${screen.path(ids)}`, data, screen),
        );
    }
    printTable(rows);
    out(`(whole run ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await browser.close();
    await floor.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
