// @vitest-environment jsdom
// The string renderer's contexts, as the proxy's drawing has them (src/ssr/globalContext.ts).
import '../../ssr/globalContext';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { h } from 'preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { activity } from '../../api/testing/activityStream';
import { createApiClient } from '../../api/client/client';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/queryClient';
import { installJsdomShims } from '../../app/testing/jsdomShims';
import { takeOverInSteps } from '../../components/takeOver/takeOverSteps';
import { ActivityEntry } from './ActivityEntry';

/**
 * A drawn Activity screen is taken over entry by entry (takeOverSteps.ts): fifty entries taken
 * over in the first render were one task of 115–280 ms at normal CPU.
 */
const ENTRIES = [1, 2, 3].map((id) =>
  activity({ id, name: `Company ${id}`, recordType: 'Company', recordId: id }),
);

function Page(): ReactNode {
  const router = createMemoryRouter(
    [
      {
        path: '/activity',
        element: (
          <ol>
            {ENTRIES.map((entry) => (
              <li key={entry.id}>
                <ActivityEntry activity={entry} deleted={false} />
              </li>
            ))}
          </ol>
        ),
      },
      { path: '/companies/:id', element: <p>Company page</p> },
    ],
    { initialEntries: ['/activity'] },
  );
  return (
    <AppProviders queryClient={createQueryClient()} apiClient={createApiClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * Clicks `link`: true when something handled it (the router's link does, once taken over). The
 * click is stopped at the window either way: jsdom cannot load another document.
 */
function handled(link: Element): boolean {
  let prevented = false;
  const last = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  window.removeEventListener('click', last);
  return prevented;
}

describe('a drawn Activity screen', () => {
  it('takes each entry over in a step of its own, the page kept as drawn', async () => {
    installJsdomShims();
    const container = document.createElement('div');
    container.innerHTML = renderToString(h(Page, null));
    document.body.replaceChildren(container);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['Company 1', 'Company 2', 'Company 3']);

    const done = takeOverInSteps(() => void hydrateRoot(container, <Page />));
    // The first render held every entry back: its link is the drawn one, which nothing handles.
    expect(links.map(handled)).toEqual([false, false, false]);
    await done;
    // Each entry taken over in place (the same elements), its link now the router's.
    expect([...container.querySelectorAll('a')]).toEqual(links);
    expect(handled(links[1]!)).toBe(true);
    await waitFor(() => expect(container.textContent).toContain('Company page'));
  });
});
