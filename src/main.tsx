// First, so that it runs before the rest of the console's code is evaluated (see headStart.ts).
import { headStart } from './app/headStart';
import './app/styles/shellStyles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { warmIntl } from './app/warmIntl';
import { currentLocale } from '#i18n/i18n';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render starts in a task of its own, after the one that evaluated the modules, and
// index.html's frame shows until it commits. The runtime (Preact, src/app/preact) renders without
// React's slices, so the two in one task made the longest task of a first visit (issue 31: none
// over 100 ms at normal CPU).
setTimeout(() => {
  root.render(
    <StrictMode>
      <App headStart={headStart} />
    </StrictMode>,
  );
}, 0);
warmIntl(currentLocale());
