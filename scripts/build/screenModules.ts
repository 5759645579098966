import { posix } from 'node:path';

/** One screen of `src/app/screens.ts`: its address and its module (a manifest key). */
export interface ScreenModule {
  address: string;
  src: string;
}

/**
 * The screens listed in `src/app/screens.ts` (its text, read rather than imported: it is browser
 * code), each with its address (a route pattern) and module, so that a screen added there is
 * measured (`bench:bundle`) and preloaded (`screenPreloads.ts`) too.
 */
export function screenModules(screensSource: string): ScreenModule[] {
  const found: ScreenModule[] = [];
  const pattern = /(?:path:\s*'([^']*)',\s*)?load:\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const [, path, module] of screensSource.matchAll(pattern))
    found.push({ address: `/${path ?? ''}`, src: `${posix.join('src/app', module!)}.tsx` });
  if (found.length === 0) throw new Error('no screen found in src/app/screens.ts');
  return found;
}
