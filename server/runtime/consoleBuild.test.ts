import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../http/logger';
import { consoleNeedsBuild, ensureConsoleBuilt, newestSourceTime } from './consoleBuild';

describe('console build check', () => {
  let root: string;
  const builds: string[] = [];
  /** A builder that does what the build does to the check: writes both parts' last files now. */
  const writeDist = async (dir: string): Promise<void> => {
    builds.push(dir);
    await mkdir(join(dir, 'dist'), { recursive: true });
    await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html>');
    await mkdir(join(dir, 'dist-ssr'), { recursive: true });
    await writeFile(join(dir, 'dist-ssr', 'renderFirstScreen.js'), 'export {}');
  };
  const setTime = (path: string, seconds: number): Promise<void> => utimes(path, seconds, seconds);

  beforeEach(async () => {
    builds.length = 0;
    root = await mkdtemp(join(tmpdir(), 'console-build-'));
    await mkdir(join(root, 'src', 'features', 'companies'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html>');
    await writeFile(join(root, 'vite.config.ts'), 'export default {}');
    await writeFile(join(root, 'src', 'features', 'companies', 'List.tsx'), 'export {}');
    for (const file of ['index.html', 'vite.config.ts', 'src/features/companies/List.tsx'])
      await setTime(join(root, file), 1_000);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('builds when dist/index.html is missing', async () => {
    expect(consoleNeedsBuild(root)).toBe(true);
    expect(await ensureConsoleBuilt(root, silentLogger, writeDist)).toBe(true);
    expect(builds).toEqual([root]);
    expect(consoleNeedsBuild(root)).toBe(false);
  });

  it('builds when the console’s server copy is missing, though its page is there', async () => {
    await writeDist(root);
    await rm(join(root, 'dist-ssr'), { recursive: true });
    expect(consoleNeedsBuild(root)).toBe(true);
    expect(await ensureConsoleBuilt(root, silentLogger, writeDist)).toBe(true);
    expect(consoleNeedsBuild(root)).toBe(false);
  });

  it('leaves a fresh build alone and rebuilds when any source is newer, however deep', async () => {
    await writeDist(root);
    await setTime(join(root, 'dist', 'index.html'), 2_000);
    expect(await ensureConsoleBuilt(root, silentLogger, writeDist)).toBe(false);

    await setTime(join(root, 'src', 'features', 'companies', 'List.tsx'), 3_000);
    expect(newestSourceTime(root)).toBe(3_000_000);
    expect(consoleNeedsBuild(root)).toBe(true);
    await setTime(join(root, 'src', 'features', 'companies', 'List.tsx'), 1_000);
    await setTime(join(root, 'vite.config.ts'), 2_500);
    expect(consoleNeedsBuild(root)).toBe(true);
  });

  it('rebuilds when one of the build’s own plugins changed (what index.html sends early)', async () => {
    await mkdir(join(root, 'scripts', 'build'), { recursive: true });
    await writeFile(join(root, 'scripts', 'build', 'earlyRequests.ts'), 'export {}');
    await setTime(join(root, 'scripts', 'build', 'earlyRequests.ts'), 1_000);
    await writeDist(root);
    await setTime(join(root, 'dist', 'index.html'), 2_000);
    expect(consoleNeedsBuild(root)).toBe(false);
    await setTime(join(root, 'scripts', 'build', 'earlyRequests.ts'), 3_000);
    expect(consoleNeedsBuild(root)).toBe(true);
  });

  it('says which file is missing when there is nothing to build from', async () => {
    await rm(join(root, 'index.html'));
    await expect(ensureConsoleBuilt(root, silentLogger, writeDist)).rejects.toThrow(
      `${join(root, 'index.html')} is missing`,
    );
    expect(builds).toEqual([]);
  });
});
