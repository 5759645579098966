import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { HttpError, notFound } from '../http/httpError';
import { sendError } from '../http/sendError';
import type { Logger } from '../http/logger';
import { acceptsGzip, createGzipCache, isCompressible, warmGzipCache } from './compressedFiles';
import type { RequestTarget } from './pathGuard';
import { serveFirstScreen, type FirstScreenPages } from './firstScreen/serveFirstScreen';
import { codeAfterPaint } from './firstScreen/codeAfterPaint';

/**
 * Serves the built console (`dist/`). Hashed `/assets/*` are cached for a year; everything else is
 * revalidated (ETag) so a rebuild shows at once. Paths that name no file and look like a route
 * (not under /assets, and no extension when at the top level) get index.html: the SPA's router
 * takes it from there.
 */
export type ServeStatic = (
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
) => void;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Mantine writes inline `style` attributes and `<style>` tags, hence `'unsafe-inline'` for styles
 * only. Scripts are same-origin, plus the exact hashes of any inline script in index.html.
 */
export function consoleContentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '') || (match[2] ?? '') === '') continue;
    hashes.push(
      createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64'),
    );
  }
  return hashes;
}

interface IndexPage {
  mtimeMs: number;
  body: Buffer;
  text: string;
  etag: string;
  csp: string;
  /** The CSP of a page with its first screen drawn in (serveFirstScreen.ts). */
  drawnCsp: string;
}

/** `firstScreens`: pages whose screen the proxy draws into them (firstScreen/); none without. */
export function createStaticHandler(
  distDir: string,
  log: Logger,
  firstScreens?: Promise<FirstScreenPages | undefined>,
): ServeStatic {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  const baseCsp = consoleContentSecurityPolicy();
  const gzipOf = createGzipCache();
  void warmGzipCache(gzipOf, root);
  let index: IndexPage | undefined;

  /** index.html is kept in memory with its CSP, re-read when a rebuild changes it. */
  async function loadIndex(): Promise<IndexPage> {
    const info = await stat(indexPath).catch(() => undefined);
    if (!info?.isFile())
      throw new HttpError(404, [
        'The console is not built yet: run `npm run build` (npm start does it for you)',
      ]);
    if (index?.mtimeMs !== info.mtimeMs) {
      const body = await readFile(indexPath);
      const text = body.toString('utf8');
      index = {
        mtimeMs: info.mtimeMs,
        body,
        text,
        etag: etagOf(body.length, info.mtimeMs),
        csp: consoleContentSecurityPolicy(inlineScriptHashes(text)),
        // A drawn page also carries the script starting its code after the paint (a constant
        // text, so one hash whatever its entry).
        drawnCsp: consoleContentSecurityPolicy(inlineScriptHashes(text + codeAfterPaint(''))),
      };
    }
    return index;
  }

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    target: RequestTarget,
  ): Promise<void> {
    const { segments } = target;
    const isAsset = segments[0] === 'assets';
    // Dotfiles are never part of a build: a top-level one or one among the assets is a 404.
    // Deeper, a leading dot belongs to a name in a console route (/tags/.NET%20developers).
    const dotted = segments.some((segment) => segment.startsWith('.'));
    if (dotted && (isAsset || segments[0]!.startsWith('.'))) throw notFound();
    // A decoded `/` or `\` (sent as %2F or %5C) belongs to a name in a console route such as
    // /tags/a%2Fb: it never names a directory, so such a path is no file.
    const holdsName = dotted || segments.some((segment) => /[/\\]/.test(segment));
    if (holdsName && isAsset) throw notFound();
    const file = segments.length === 0 || holdsName ? indexPath : join(root, ...segments);
    if (!file.startsWith(root + sep)) throw notFound();

    if (file !== indexPath) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        // Text files go gzipped to a browser that takes it (every browser does); the compressed
        // form is another representation, with its own validator.
        const gzipped = acceptsGzip(req.headers['accept-encoding'])
          ? await gzipOf(file, info.size, info.mtimeMs)
          : undefined;
        const etag = etagOf(info.size, info.mtimeMs, gzipped === undefined ? '' : '-gzip');
        writeHeaders(res, 200, {
          'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'content-length': String(gzipped?.length ?? info.size),
          'cache-control': isAsset ? IMMUTABLE : REVALIDATE,
          etag,
          'last-modified': new Date(info.mtimeMs).toUTCString(),
          'content-security-policy': baseCsp,
          ...(gzipped === undefined ? {} : { 'content-encoding': 'gzip' }),
        });
        if (isCompressible(file)) {
          const vary = res.getHeader('vary');
          res.setHeader(
            'vary',
            vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`,
          );
        }
        if (notModified(req, res, etag)) return;
        if (req.method === 'HEAD') return void res.end();
        if (gzipped !== undefined) return void res.end(gzipped);
        createReadStream(file)
          .on('error', (error) => {
            log.error(`reading ${file} failed`, error);
            res.destroy();
          })
          .pipe(res);
        return;
      }
      // A missing asset or top-level file (/robots.txt) is a 404: answering HTML there would hide a
      // broken build. Deeper, a dot belongs to a name in a console route (/tags/v1.2): the page.
      if (isAsset || (segments.length === 1 && extname(segments[0] ?? '') !== '')) throw notFound();
    }

    const page = await loadIndex();
    const drawing = req.method === 'GET' ? await firstScreens : undefined;
    const headers = {
      'content-type': CONTENT_TYPES['.html']!,
      'content-security-policy': page.csp,
    };
    const drawnHeaders = { ...headers, 'content-security-policy': page.drawnCsp };
    if (drawing && (await serveFirstScreen(drawing, page.text, req, res, drawnHeaders, log)))
      return;
    writeHeaders(res, 200, {
      ...headers,
      'content-length': String(page.body.length),
      'cache-control': REVALIDATE,
      etag: page.etag,
    });
    if (notModified(req, res, page.etag)) return;
    res.end(req.method === 'HEAD' ? undefined : page.body);
  }

  return (req, res, target) => {
    serve(req, res, target).catch((error: unknown) => sendError(res, error, log));
  };
}

function etagOf(size: number, mtimeMs: number, variant = ''): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${variant}"`;
}

/** Sets the headers without sending them yet: a 304 needs the same validators but no body headers. */
function writeHeaders(res: ServerResponse, status: number, headers: Record<string, string>): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

function notModified(req: IncomingMessage, res: ServerResponse, etag: string): boolean {
  const tags = req.headers['if-none-match'];
  if (
    tags === undefined ||
    !tags.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
  )
    return false;
  res.statusCode = 304;
  res.removeHeader('content-length');
  res.removeHeader('content-type');
  res.end();
  return true;
}
