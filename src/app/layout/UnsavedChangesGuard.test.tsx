// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { renderWithApp } from '../testing/renderWithApp';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

afterEach(cleanup);

/** A form like the console's: dirty while its box holds text; "Save and open" saves then leaves. */
function Box({ label }: { label: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { release } = useUnsavedChanges(text !== '');
  return (
    <>
      <label>
        {label}
        <textarea value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          release();
          void navigate('/other');
        }}
      >
        Save {label} and open
      </button>
    </>
  );
}

function renderPage() {
  const result = renderWithApp(null, {
    url: '/page',
    routes: [
      {
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          {
            path: '/page',
            element: (
              <>
                <Box label="Notes" />
                <Box label="Comment" />
                <Link to="/other">Other screen</Link>
                <Link to="/page?tab=2">Same screen</Link>
              </>
            ),
          },
          { path: '/other', element: <h1>Other screen</h1> },
        ],
      },
    ],
  });
  return { ...result, user: userEvent.setup() };
}

function reloadIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('UnsavedChangesGuard', () => {
  it('asks once for several dirty forms before leaving the screen, and leaves only on Discard', async () => {
    const { user, router } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'half a thought');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'unsent');

    await user.click(screen.getByRole('link', { name: 'Other screen' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/page');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('half a thought');

    // Another search on the same screen keeps the forms: nothing to ask.
    await user.click(screen.getByRole('link', { name: 'Same screen' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Other screen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Other screen' })).toBeInTheDocument();
  });

  it('gives focus back to what had it when the first question is answered “Keep editing”', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'half a thought');
    const link = screen.getByRole('link', { name: 'Other screen' });
    await user.click(link);
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('has the browser ask before a reload only while a form is dirty', async () => {
    const { user } = renderPage();
    expect(reloadIsQuestioned()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'x');
    // The listener follows the form's state in an effect, a task after the keystroke.
    await waitFor(() => expect(reloadIsQuestioned()).toBe(true));
    await user.clear(screen.getByRole('textbox', { name: 'Notes' }));
    await waitFor(() => expect(reloadIsQuestioned()).toBe(false));
  });

  it('lets a form that saved leave at once, and still asks about the other dirty form', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'saved now');
    await user.click(screen.getByRole('button', { name: 'Save Notes and open' }));
    expect(await screen.findByRole('heading', { name: 'Other screen' })).toBeInTheDocument();

    cleanup();
    const second = renderPage();
    await second.user.type(screen.getByRole('textbox', { name: 'Notes' }), 'saved now');
    await second.user.type(screen.getByRole('textbox', { name: 'Comment' }), 'not sent');
    await second.user.click(screen.getByRole('button', { name: 'Save Notes and open' }));
    expect(
      await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }),
    ).toBeInTheDocument();
  });
});
