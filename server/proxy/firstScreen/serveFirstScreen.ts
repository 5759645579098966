import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, createGzip, type Gzip } from 'node:zlib';
import type { Logger } from '../../http/logger';
import { acceptsGzip } from '../compressedFiles';
import type { FirstScreenDrawer } from './drawFirstScreen';
import { pageLanguage } from './pageLanguage';
import {
  firstScreenHead,
  firstScreenRoot,
  splitTemplate,
  stylesheetsOf,
  undrawnRoot,
  type PageTemplate,
} from './pageParts';
import type { PageStyles } from './pageStyles';
import type { FirstScreenFiles } from './screenFiles';

export interface FirstScreenPages extends FirstScreenDrawer {
  /** The files of the screen a path shows; undefined for a path that shows none. */
  filesOf: (pathname: string) => FirstScreenFiles | undefined;
  styles: PageStyles;
}

/**
 * Sends index.html with its screen drawn in: the head at once (the browser starts on the styles
 * and code), then `#root` with the screen and its data when drawn, or with the frame as index.html
 * has it when the screen could not be drawn in time. Answers `false`, having sent nothing, when
 * the page is not one to draw (no screen at that address, a template without the frame's marks):
 * index.html then goes as it is.
 */
export async function serveFirstScreen(
  pages: FirstScreenPages,
  template: string,
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
  log: Logger,
): Promise<boolean> {
  const url = req.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  const files = pages.filesOf(pathname);
  const parts = files === undefined ? undefined : splitTemplate(template);
  if (files === undefined || parts === undefined || !(await pages.draws(pathname))) return false;
  const language = pageLanguage(req.headers);
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  res.writeHead(200, {
    ...headers,
    // Drawn from the account's data: never stored by a shared cache, asked again every time.
    'cache-control': 'private, no-cache',
    vary: 'Accept-Encoding, Cookie, Accept-Language',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  const out = gzip ? createGzip({ level: 6 }) : res;
  if (gzip) out.pipe(res);
  out.write(firstScreenHead(parts, language, files));
  // A gzip stream's flush is done on the thread pool, and its bytes reach the socket only when the
  // event loop next takes the result: a drawing started now would hold them back until it ended
  // (the browser then got the head, and began on the styles and code, only with the screen).
  if (gzip) await flushed(out as Gzip);
  void finish(pages, parts, stylesheetsOf(parts, files), url, language, out, log);
  return true;
}

function flushed(gzip: Gzip): Promise<void> {
  return new Promise((resolve) => gzip.flush(constants.Z_SYNC_FLUSH, resolve));
}

async function finish(
  pages: FirstScreenPages,
  parts: PageTemplate,
  stylesheets: readonly string[],
  url: string,
  language: 'en' | 'de',
  out: NodeJS.WritableStream,
  log: Logger,
): Promise<void> {
  const root = await drawnRoot(pages, parts, stylesheets, url, language).catch((error: unknown) => {
    log.warn('drawing a first screen failed', { error: String(error) });
    return undefined;
  });
  out.end(root ?? undrawnRoot(parts, stylesheets));
}

async function drawnRoot(
  pages: FirstScreenPages,
  parts: PageTemplate,
  stylesheets: readonly string[],
  url: string,
  language: 'en' | 'de',
): Promise<string | undefined> {
  const drawn = await pages.draw(url, language);
  if (drawn === undefined) return undefined;
  // The page's own classes too (the head's and the body's around `#root`).
  const styles = await pages.styles.criticalFor(stylesheets, parts.head + drawn.html + parts.rest);
  return firstScreenRoot(parts, drawn.html, drawn.state, styles);
}
