// First, so that it runs before the rest of the console's code is evaluated (see headStart.ts).
import { headStart } from './app/headStart';
import './app/styles/shellStyles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App headStart={headStart} />
  </StrictMode>,
);
