import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { screenModules } from './screenModules.js';
import { preloadScript, type ScreenFiles } from './screenPreloads.js';

const SCREENS: ScreenFiles[] = [
  ['/', ['assets/HomePage.js']],
  ['/companies', ['assets/CompaniesListPage.js', 'assets/libs.js']],
  ['/companies/:id', ['assets/CompanyDetailPage.js', 'assets/screen-styles.css']],
];

interface Link {
  rel: string;
  as?: string;
  href: string;
  crossOrigin: string | null;
}

/** Runs the inline script as index.html does, at `pathname`; the links it adds to the head. */
function preloadsAt(pathname: string, drawn = false): Link[] {
  const head: Link[] = [];
  const document = {
    documentElement: { hasAttribute: (name: string) => drawn && name === 'data-first-screen' },
    createElement: (): Link => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: Link) => head.push(link) },
  };
  runInNewContext(preloadScript(SCREENS), { location: { pathname }, document });
  return head;
}

describe('the first page preloads', () => {
  it('preload the chunks of the screen the address shows, and only those', () => {
    expect(preloadsAt('/companies').map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/assets/CompaniesListPage.js'],
      ['modulepreload', '/assets/libs.js'],
    ]);
    expect(preloadsAt('/').map((link) => link.href)).toEqual(['/assets/HomePage.js']);
  });

  it('leave a page the proxy drew alone: its head fetches them without compiling them', () => {
    expect(preloadsAt('/companies', true)).toEqual([]);
  });

  it('match as the router does: a parameter takes one segment, any case, a trailing slash', () => {
    const links = preloadsAt('/Companies/12/');
    expect(links.map((link) => link.href)).toEqual([
      '/assets/CompanyDetailPage.js',
      '/assets/screen-styles.css',
    ]);
    expect(links[1]).toMatchObject({ rel: 'preload', as: 'style', crossOrigin: '' });
    expect(preloadsAt('/companies/12/notes')).toEqual([]);
    expect(preloadsAt('/unknown')).toEqual([]);
  });

  it('know every screen of screens.ts, each with its module', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const screens = screenModules(readFileSync(join(root, 'src/app/screens.ts'), 'utf8'));
    expect(screens).toContainEqual({ address: '/', src: 'src/features/home/HomePage.tsx' });
    expect(screens).toContainEqual({ address: '/tags/:name', src: 'src/app/TagDetailRoute.tsx' });
    const listed = readFileSync(join(root, 'src/app/screens.ts'), 'utf8').match(/load: page\(/g);
    expect(screens).toHaveLength(listed!.length);
  });
});
