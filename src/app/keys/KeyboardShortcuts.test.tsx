// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { renderWithApp } from '../testing/renderWithApp';
import { ScreenHeader } from '../../components/ScreenHeader';
import { NAV_ENTRIES } from '../navigation';
import { GO_TO } from './keyBindings';
import { KeyboardShortcuts } from './KeyboardShortcuts';

afterEach(cleanup);

/** A list screen as the console draws one: a header with its create button, a search, rows. */
function ListScreen() {
  const [created, setCreated] = useState(0);
  return (
    <main>
      <KeyboardShortcuts />
      <ScreenHeader
        title="Companies"
        action={<Button onClick={() => setCreated((n) => n + 1)}>New company</Button>}
      />
      <p>{`Created ${created}`}</p>
      <input type="search" aria-label="Search by name" />
      <TextInput label="Notes" />
      <table>
        <tbody>
          {['Acme', 'Globex', 'Initech'].map((name) => (
            <tr key={name}>
              <td>
                <input type="checkbox" aria-label={`Select ${name}`} />
              </td>
              <th>
                <a href={`/companies/${name}`}>{name}</a>
              </th>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

function renderScreen() {
  return renderWithApp(null, {
    url: '/companies',
    routes: [
      { path: '/companies', element: <ListScreen /> },
      { path: '/people', element: <h1>People screen</h1> },
      { path: '/duplicates', element: <h1>Duplicates screen</h1> },
    ],
  });
}

const announced = () => screen.getByRole('status');

describe('the console’s keys', () => {
  it('g then a letter goes to a screen, and says where', async () => {
    renderScreen();
    await userEvent.keyboard('g');
    expect(announced()).toHaveTextContent('Go to: press a letter');
    await userEvent.keyboard('p');
    expect(await screen.findByRole('heading', { name: 'People screen' })).toBeInTheDocument();
  });

  it('g then x opens the possible duplicates', async () => {
    renderScreen();
    await userEvent.keyboard('gx');
    expect(await screen.findByRole('heading', { name: 'Duplicates screen' })).toBeInTheDocument();
  });

  it('have a go-to letter for every screen of the navigation', () => {
    const reachable = new Set(Object.values(GO_TO).map((target) => target.path));
    expect(NAV_ENTRIES.map((entry) => entry.to).filter((to) => !reachable.has(to))).toEqual([]);
  });

  it('never fire while the user types in a field', async () => {
    renderScreen();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'gp/c?jk');
    expect(notes).toHaveValue('gp/c?jk');
    expect(screen.getByText('Created 0')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'People screen' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/ focuses the search, c presses the screen’s create button', async () => {
    renderScreen();
    await userEvent.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveFocus();
    await userEvent.keyboard('Acme{Escape}');
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    expect(search).not.toHaveFocus();
    expect(search).toHaveValue('Acme');
    await userEvent.keyboard('c');
    expect(screen.getByText('Created 1')).toBeInTheDocument();
  });

  it('j and k move through the rows’ names, from a row’s checkbox too', async () => {
    renderScreen();
    await userEvent.keyboard('j');
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveFocus();
    await userEvent.keyboard('jj');
    expect(screen.getByRole('link', { name: 'Initech' })).toHaveFocus();
    await userEvent.keyboard('j');
    expect(announced()).toHaveTextContent('No next row');
    screen.getByRole('checkbox', { name: 'Select Globex' }).focus();
    await userEvent.keyboard('k');
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveFocus();
  });

  it('? shows every key, and Escape closes the sheet', async () => {
    renderScreen();
    await userEvent.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard keys' });
    expect(within(sheet).getByText('Pipeline board')).toBeInTheDocument();
    expect(within(sheet).getByText('Search this list')).toBeInTheDocument();
    // Keys wait while a dialog is open.
    await userEvent.keyboard('c');
    expect(screen.getByText('Created 0')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
