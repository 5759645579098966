import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, createGzip, type Gzip } from 'node:zlib';
import type { Logger } from '../../http/logger';
import { acceptsGzip } from '../compressedFiles';
import { codeAfterPaint } from './codeAfterPaint';
import type { FirstScreenDrawer } from './drawFirstScreen';
import { pageLanguage } from './pageLanguage';
import {
  firstScreenHead,
  firstScreenRoot,
  reuseCheck,
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
 * Sends index.html with its screen drawn in: the head at once (the browser starts on the
 * styles), then `#root` with the screen and its data when drawn, or with the frame as index.html
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
  // (the browser then got the head, and began on the styles, only with the screen).
  if (gzip) await flushed(out as Gzip);
  const flush = gzip ? () => flushed(out as Gzip) : () => Promise.resolve();
  void finish(pages, parts, files, url, language, { out, flush }, log);
  return true;
}

function flushed(gzip: Gzip): Promise<void> {
  return new Promise((resolve) => gzip.flush(constants.Z_SYNC_FLUSH, resolve));
}

/** The page's body as it goes out: `flush` sends what was written so far (through gzip too). */
interface PageOut {
  out: NodeJS.WritableStream;
  flush: () => Promise<void>;
}

async function finish(
  pages: FirstScreenPages,
  parts: PageTemplate,
  files: FirstScreenFiles,
  url: string,
  language: 'en' | 'de',
  { out, flush }: PageOut,
  log: Logger,
): Promise<void> {
  const stylesheets = stylesheetsOf(parts, files);
  const root = await drawnRoot(pages, stylesheets, parts, url, language).catch((error: unknown) => {
    log.warn('drawing a first screen failed', { error: String(error) });
    return undefined;
  });
  if (root === undefined) return void out.end(undrawnRoot(parts, stylesheets, files.modules));
  const code = codeAfterPaint(parts.entry, files.modules);
  if (root.stillSame === undefined) return void out.end(root.html + code + parts.rest);
  // An earlier drawing: its screen goes now, to be painted while its reads are sent again; the
  // page ends once they are, saying how they came out, before its code starts.
  out.write(root.html);
  await flush();
  out.end(reuseCheck(await root.stillSame) + code + parts.rest);
}

/** `#root` with the drawn screen; `stillSame` as the drawing has it (`DrawnPage`). */
async function drawnRoot(
  pages: FirstScreenPages,
  stylesheets: readonly string[],
  parts: PageTemplate,
  url: string,
  language: 'en' | 'de',
): Promise<{ html: string; stillSame?: Promise<boolean> } | undefined> {
  const drawn = await pages.draw(url, language);
  if (drawn === undefined) return undefined;
  // The page's own classes too (the head's and the body's around `#root`).
  const styles = await pages.styles.criticalFor(stylesheets, parts.head + drawn.html + parts.rest);
  const html = firstScreenRoot(drawn.html, drawn.state, styles);
  return drawn.stillSame === undefined ? { html } : { html, stillSame: drawn.stillSame };
}
