// First, so that it runs before the rest of the console's code is evaluated (see headStart.ts).
import { headStart } from './app/headStart';
import './app/styles/shellStyles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { warmIntl } from './app/warmIntl';
import { currentLocale } from '#i18n/i18n';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const root = createRoot(container);
// As a transition, the first render is cut into slices of a few milliseconds that let the browser
// paint and answer input in between, instead of one task of several hundred milliseconds on a
// slow machine (issue 31: no long task at normal CPU). Until it commits, index.html's frame shows.
// The render also starts in a task of its own, after the one that evaluated the modules: the
// runtime (Preact, src/app/preact) renders without slices, so the two would add up to one task.
setTimeout(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App headStart={headStart} />
      </StrictMode>,
    );
  });
}, 0);
warmIntl(currentLocale());
