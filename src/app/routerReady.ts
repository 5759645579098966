import type { RouterState } from 'react-router';

/** What `routerReady` needs of a data router (the browser's, or the memory one the server draws with). */
interface StartingRouter {
  readonly state: Pick<RouterState, 'initialized'>;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** Resolves once the router has the first screen's code (its route's `lazy`) in. */
export function routerReady(router: StartingRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
