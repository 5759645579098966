import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { codingWeight } from './answerCompression';

const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Below this, the saving is smaller than the cost of a second representation. */
const MIN_BYTES = 1024;

interface Compressed {
  size: number;
  mtimeMs: number;
  body: Promise<Buffer | undefined>;
}

/**
 * gzip (level 9) of the console's text files, made once per version of a file (its size and
 * mtime) and kept in memory: the built console is about 2 MB, 0.6 MB compressed, and its main
 * chunk shrinks from 580 KB to 180 KB on the wire. Compressing happens on libuv's thread pool, at
 * a file's first request; requests that come meanwhile share it. Undefined: send the file as is
 * (not a text format, too small, or no smaller compressed).
 */
export type GzipOf = (file: string, size: number, mtimeMs: number) => Promise<Buffer | undefined>;

/** A text format: its answer varies with `Accept-Encoding`. */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(extname(file).toLowerCase());
}

export function createGzipCache(): GzipOf {
  const cache = new Map<string, Compressed>();
  return (file, size, mtimeMs) => {
    if (size < MIN_BYTES || !isCompressible(file)) return Promise.resolve(undefined);
    const known = cache.get(file);
    if (known?.size === size && known.mtimeMs === mtimeMs) return known.body;
    // A failed read sends the file as is (its stream reports the error) and is not remembered.
    const body: Promise<Buffer | undefined> = compress(file, size).catch(() => {
      if (cache.get(file)?.body === body) cache.delete(file);
      return undefined;
    });
    cache.set(file, { size, mtimeMs, body });
    return body;
  };
}

async function compress(file: string, size: number): Promise<Buffer | undefined> {
  const raw = await readFile(file);
  // The file changed between stat and read (a rebuild): send it as is this time.
  if (raw.length !== size) return undefined;
  const packed = await gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION });
  return packed.length < raw.length ? packed : undefined;
}

/** Whether an `Accept-Encoding` header takes gzip (listed, or `*`, without `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return codingWeight(header, 'gzip') > 0;
}

/**
 * Compresses every text file of a built console (its top level and `assets/`) ahead of the first
 * visit, one file at a time in the background, so the first page load does not pay for it (the
 * main chunk takes tens of milliseconds at level 9). A file that cannot be read is skipped: its
 * request meets the failure.
 */
export async function warmGzipCache(gzipOf: GzipOf, root: string): Promise<void> {
  for (const dir of [root, join(root, 'assets')]) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) await gzipOf(file, info.size, info.mtimeMs);
    }
  }
}
