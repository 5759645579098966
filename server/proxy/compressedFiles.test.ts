import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, createGzipCache, warmGzipCache, type GzipOf } from './compressedFiles';

describe('which Accept-Encoding takes gzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['*;q=0', false],
    ['br, *;q=0', false],
    ['identity', false],
    ['deflate, br', false],
    ['', false],
  ])('%j → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));

  it('no header means no compression', () => expect(acceptsGzip(undefined)).toBe(false));
});

describe('the gzip cache of built files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gzip-cache-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const write = async (name: string, text: string, mtime: number) => {
    const file = join(dir, name);
    await writeFile(file, text);
    await utimes(file, mtime, mtime);
    return { file, size: Buffer.byteLength(text), mtimeMs: mtime * 1000 };
  };

  it('compresses a text file once per version and answers the same bytes again', async () => {
    const gzipOf = createGzipCache();
    const text = 'export const greeting = "hello";\n'.repeat(200);
    const v1 = await write('app.js', text, 1_000);
    const first = await gzipOf(v1.file, v1.size, v1.mtimeMs);
    expect(first).toBeInstanceOf(Buffer);
    expect(gunzipSync(first!).toString()).toBe(text);
    expect(first!.length).toBeLessThan(v1.size / 10);
    expect(await gzipOf(v1.file, v1.size, v1.mtimeMs)).toBe(first);

    const changed = 'export const greeting = "bonjour";\n'.repeat(200);
    const v2 = await write('app.js', changed, 2_000);
    const second = await gzipOf(v2.file, v2.size, v2.mtimeMs);
    expect(gunzipSync(second!).toString()).toBe(changed);
  });

  it('leaves small files, images and files changed since their stat as they are', async () => {
    const gzipOf = createGzipCache();
    const small = await write('tiny.js', 'let a = 1;', 1_000);
    expect(await gzipOf(small.file, small.size, small.mtimeMs)).toBeUndefined();
    const image = await write('logo.png', 'x'.repeat(5_000), 1_000);
    expect(await gzipOf(image.file, image.size, image.mtimeMs)).toBeUndefined();
    const moved = await write('moved.css', 'a { color: red }\n'.repeat(300), 1_000);
    expect(await gzipOf(moved.file, moved.size + 1, moved.mtimeMs)).toBeUndefined();
  });

  it('answers undefined for a file that cannot be read, and tries again next time', async () => {
    const gzipOf = createGzipCache();
    const missing = join(dir, 'gone.js');
    expect(await gzipOf(missing, 4_000, 1_000)).toBeUndefined();
    const text = 'console.log("back");\n'.repeat(200);
    await writeFile(missing, text);
    expect(gunzipSync((await gzipOf(missing, Buffer.byteLength(text), 1_000))!).toString()).toBe(
      text,
    );
  });

  it('warms every text file of a build, top level and assets, ahead of the first request', async () => {
    const build = join(dir, 'dist');
    await mkdir(join(build, 'assets'), { recursive: true });
    const page = 'x'.repeat(3_000);
    await writeFile(join(build, 'index.html'), page);
    await writeFile(join(build, 'assets', 'app-1.js'), 'y'.repeat(3_000));
    const compressed: string[] = [];
    const gzipOf = createGzipCache();
    const recording: GzipOf = (file, size, mtimeMs) => {
      compressed.push(file);
      return gzipOf(file, size, mtimeMs);
    };
    await warmGzipCache(recording, build);
    expect(compressed.sort()).toEqual([
      join(build, 'assets', 'app-1.js'),
      join(build, 'index.html'),
    ]);
    // Warmed: a request then finds the compressed page.
    const { size, mtimeMs } = await stat(join(build, 'index.html'));
    const warmed = await gzipOf(join(build, 'index.html'), size, mtimeMs);
    expect(gunzipSync(warmed!).toString()).toBe(page);
    await expect(warmGzipCache(gzipOf, join(dir, 'no-such-build'))).resolves.toBeUndefined();
  });
});
