import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * The floor each screen is measured against: a static copy of the console's own rendered DOM
 * (scripts and script preloads removed, the same stylesheets and inline styles kept), served
 * gzipped by a plain `node:http` server, with the console's CSS files from `dist/`.
 */

/** The page as the console rendered it, without anything that would run. */
export function renderedCopy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const node of copy.querySelectorAll(
      'script, link[rel="modulepreload"], link[rel="preload"][as="script"]',
    ))
      node.remove();
    return `<!doctype html>\n${copy.outerHTML}`;
  });
}

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface StaticFloor {
  /** Where the copy is served from now on. */
  url: (path: string) => string;
  /** Serves `html` at `path` (replacing what was there). */
  put: (path: string, html: string) => void;
  close: () => Promise<void>;
}

/** The server, on 127.0.0.1:`port`; files other than pages come from `distDir` (never scripts). */
export async function startStaticFloor(port: number, distDir: string): Promise<StaticFloor> {
  const pages = new Map<string, Buffer>();
  const files = new Map<string, Buffer | null>();
  const compressed = async (path: string): Promise<Buffer | null> => {
    if (!files.has(path)) {
      const file = normalize(join(distDir, path));
      const allowed = file.startsWith(distDir) && TYPES[extname(file)] !== undefined;
      files.set(path, allowed ? gzipSync(await readFile(file).catch(() => Buffer.alloc(0))) : null);
    }
    return files.get(path) ?? null;
  };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const page = pages.get(path);
    const send = (body: Buffer, type: string) => {
      response.writeHead(200, {
        'content-type': type,
        'content-encoding': 'gzip',
        'content-length': body.length,
        'cache-control': 'no-store',
      });
      response.end(body);
    };
    if (page !== undefined) return send(page, 'text/html; charset=utf-8');
    void compressed(path).then((body) => {
      if (body === null || body.length === 0) {
        response.writeHead(404).end();
        return;
      }
      send(body, TYPES[extname(path)]!);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    put: (path, html) => void pages.set(path, gzipSync(html)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
