import { gzipSync } from 'node:zlib';
import { basicAuthorization } from '../../server/http/basicAuth';
import { benchPorts, startProduct } from '../browser/product';

/** What holds the paint of a page the proxy drew: its inline styles and any stylesheet it links. */
export interface DrawnPage {
  /** False when every try came undrawn (the drawing failed, or was late): the frame's sheets. */
  drawn: boolean;
  /** Gzipped (level 9) KB of the page's render-blocking styles: inline, and linked without `media`. */
  blockingKb: number;
  /** Of which inline (the rules the drawn elements use: server/proxy/firstScreen/criticalCss.ts). */
  inlineKb: number;
}

const TOKEN = 'bench-bundle-token-8d1f02c6e4b7a935';
/** A page past the proxy's drawing budget comes undrawn: asked again after a pause, this often. */
const TRIES = 4;

/** Demo records whose pages stand for the screens at `/companies/:id` and the like. */
const RECORD_SCREENS: Record<string, string> = {
  '/companies/:id': 'companies',
  '/people/:id': 'people',
  '/deals/:id': 'deals',
  '/communications/:id': 'communications',
};

/**
 * Starts the product on the demo data and loads the page of each address (a route pattern, with
 * a demo record for `:id`) as a browser would: per address, what blocks its paint, or null when
 * the proxy does not draw it (a screen it leaves to the browser, an address with no record).
 */
export async function measureDrawnPages(
  addresses: readonly string[],
): Promise<Map<string, DrawnPage | null>> {
  const [port = 0, servicePort = 0] = await benchPorts('BUNDLE_PORT', 2);
  const product = await startProduct({ port, servicePort, token: TOKEN, seed: 'demo' });
  try {
    const pages = new Map<string, DrawnPage | null>();
    for (const address of addresses) {
      const path = await pathOf(address, servicePort);
      pages.set(address, path === null ? null : await drawnPage(`${product.url}${path}`));
    }
    return pages;
  } finally {
    await product.stop();
  }
}

async function pathOf(address: string, servicePort: number): Promise<string | null> {
  if (!address.includes(':')) return address;
  const collection = RECORD_SCREENS[address];
  if (collection === undefined) return null;
  const answer = await fetch(`http://127.0.0.1:${servicePort}/service/${collection}.xml?limit=1`, {
    headers: { authorization: basicAuthorization(TOKEN) },
  });
  const id = /<id type="integer">(\d+)<\/id>/.exec(await answer.text())?.[1];
  return id === undefined ? null : address.replace(':id', id);
}

async function drawnPage(url: string): Promise<DrawnPage | null> {
  let html = '';
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    html = await (await fetch(url, { headers: { 'accept-encoding': 'gzip' } })).text();
    if (!html.includes('<html lang="en" data-first-screen>')) return null;
    if (html.includes('id="crm-first-screen"')) return blockingStyles(html, url, true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return blockingStyles(html, url, false);
}

async function blockingStyles(html: string, url: string, drawn: boolean): Promise<DrawnPage> {
  const inline = /<style id="crm-first-screen-styles">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\smedia=/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)![1]!);
  const files = await Promise.all(
    linked.map(async (href) => (await fetch(new URL(href, url))).arrayBuffer()),
  );
  const inlineKb = gzipKb(Buffer.from(inline));
  return {
    drawn,
    inlineKb,
    blockingKb: files.reduce((sum, file) => sum + gzipKb(Buffer.from(file)), inlineKb),
  };
}

const gzipKb = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length / 1024;
