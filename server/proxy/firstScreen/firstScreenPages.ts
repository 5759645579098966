import type { ServerResponse } from 'node:http';
import type { Logger } from '../../http/logger';
import type { UpstreamPool } from '../upstreams';
import { createDrawFirstScreen, type DrawFirstScreenOptions } from './drawFirstScreen';
import { createPageStyles } from './pageStyles';
import { loadScreenFiles } from './screenFiles';
import type { FirstScreenPages } from './serveFirstScreen';

/**
 * The pages whose first screen the proxy draws (serveFirstScreen.ts), from the built console
 * (`distDir`, for each screen's files) and its server copy (`bundle`). Undefined, with a warning,
 * when the build has no table of screens: pages then go as index.html has them.
 */
export async function createFirstScreenPages(options: {
  distDir: string;
  bundle: string;
  pool: UpstreamPool;
  token: string;
  consoleInfo: DrawFirstScreenOptions['consoleInfo'];
  log: Logger;
  onOutcome?: DrawFirstScreenOptions['onOutcome'];
  onCheck?: DrawFirstScreenOptions['onCheck'];
  reuse?: boolean;
}): Promise<FirstScreenPages | undefined> {
  try {
    const filesOf = await loadScreenFiles(options.distDir);
    const drawer = createDrawFirstScreen(options);
    // The server copy is loaded now, not by the first page (a few hundred milliseconds).
    void drawer.draws('/');
    return { filesOf, styles: createPageStyles(options.distDir), ...drawer };
  } catch (error) {
    options.log.warn(
      'first screens are not drawn on the server: the build has no table of screens',
      {
        error: error instanceof Error ? error.message : String(error),
      },
    );
    return undefined;
  }
}

/**
 * A write is forwarded: the drawings kept for reuse may show what it changes. Dropped when it
 * leaves and again when it is answered (a page drawn meanwhile may have read the data before).
 */
export function forgetDrawingsAround(
  pages: Promise<FirstScreenPages | undefined> | undefined,
  res: ServerResponse,
): void {
  const forget = () => void pages?.then((drawer) => drawer?.forget());
  forget();
  res.once('close', forget);
}
