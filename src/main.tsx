// First, so that it runs before the rest of the console's code is evaluated (see headStart.ts).
import { headStart } from './app/headStart';
import './app/styles/shellStyles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App';
import { routerReady } from './app/routerReady';
import { releaseDrawnScreen } from './app/drawnScreen';
import { afterFirstPaint } from './app/afterFirstPaint';
import { applyFullStyles } from './app/fullStyles';
import { hydrateWithRepair } from './app/hydrationRepair';
import { takeOverInSteps } from './components/takeOver/takeOverSteps';
import { warmIntl } from './app/warmIntl';
import { currentLanguage, currentLocale } from '#i18n/i18n';
import { loadAllCatalogues } from '#i18n/defineMessages';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The first render starts in a task of its own, after the one that evaluated the modules, and
// index.html's frame shows until it commits. The runtime (Preact, src/app/preact) renders without
// React's slices, so the two in one task made the longest task of a first visit (issue 31: none
// over 100 ms at normal CPU).
// A screen the proxy drew (drawnScreen.ts) is taken over where it stands (hydrated): its data is in
// the cache, its code and messages in before that render, so the elements drawn are kept, not
// drawn again; what the browser renders otherwise than the server (hydrationRepair.ts) is corrected.
// Parts of the screen (rows, panels, columns) are taken over in later tasks, a few per task
// (takeOverSteps.ts), so no task of the take-over runs long; the page takes input once all are in.
// A drawn page came with only the styles its screen uses: the whole sheets apply before it is
// taken over (fullStyles.ts), once the page has been painted (afterFirstPaint.ts). A page the
// proxy could not draw painted its frame with the shell's sheets: the screen's apply before the
// console renders it.
const drawn = headStart.drawn === true;
const stylesApplied = applyFullStyles(document, afterFirstPaint);
/** Runs `step` in a task of its own. */
const inNextTask = (step: () => void) => void setTimeout(step, 0);
// The router is made in a task of its own too: matching the first address against every route
// and starting the screen's code took 25–40 ms at normal CPU, which with the modules' evaluation
// made the longest task of a drawn page's load.
inNextTask(() => {
  const router = createAppRouter();
  const ready = drawn
    ? Promise.all([
        stylesApplied,
        routerReady(router).then(() => loadAllCatalogues(currentLanguage())),
      ])
    : stylesApplied;
  void ready.then(() =>
    inNextTask(() => {
      const app = (
        <StrictMode>
          <App headStart={headStart} router={router} />
        </StrictMode>
      );
      if (!drawn) {
        createRoot(container).render(app);
        return;
      }
      void hydrateWithRepair(container, () =>
        takeOverInSteps(() => hydrateRoot(container, app)),
      ).finally(() => releaseDrawnScreen(container));
    }),
  );
});
warmIntl(currentLocale());
