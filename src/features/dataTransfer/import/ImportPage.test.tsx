// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { listCompanies } from '#api/companies';
import { createApiClient, type ApiClient } from '#api/client/client';
import { basicAuthorization } from '#server/http/basicAuth';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { resetHistoryMemory } from './importHistory';
import { ImportPage } from './ImportPage';

/** The import wizard against the real service: file → mapping → dry run → run → report → undo, and leaving during a run. */
let service: TestService;
let client: ApiClient;
/** Creates wait for this before they reach the service: a test holds an import running. */
let gate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  service = await startTestService();
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: async (input, init) => {
      if (init?.method === 'POST') await gate;
      return fetch(input, init);
    },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetHistoryMemory();
});

function csvFile(name: string, text: string): File {
  return new File([text], name, { type: 'text/csv' });
}

function renderImport() {
  return renderWithApp(null, {
    url: '/import',
    apiClient: client,
    routes: [
      { path: '/import', element: <ImportPage /> },
      { path: '/companies', element: <p>The companies list</p> },
    ],
  });
}

async function companyNames(prefix: string): Promise<string[]> {
  return (await listCompanies(client, { name: prefix, limit: 100 })).map((c) => c.name).sort();
}

async function prepareImport(user: ReturnType<typeof userEvent.setup>, file: File) {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (found === null) throw new Error('no file input yet');
    return found;
  });
  await user.upload(input, file);
  await screen.findByRole('heading', { name: 'Columns' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Dry run' }));
  await screen.findByRole('heading', { name: 'Dry run' });
}

describe('ImportPage', () => {
  it('imports after the dry run, reports, keeps the report in the history and undoes', async () => {
    const user = userEvent.setup();
    renderImport();
    await prepareImport(
      user,
      csvFile('alpha.csv', 'name,notes\nAlpha One,first\nAlpha Two,second\n,no name\n'),
    );
    expect(await companyNames('Alpha')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    const report = await screen.findByText(/2 created, 0 updated, 0 skipped, 1 failed/, undefined, {
      timeout: 10_000,
    });
    expect(report).toBeVisible();
    expect(await companyNames('Alpha')).toEqual(['Alpha One', 'Alpha Two']);
    expect(screen.getByRole('button', { name: 'Download failed rows (CSV)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    await screen.findByText(/Import undone: 2 records put back/, undefined, { timeout: 10_000 });
    expect(await companyNames('Alpha')).toEqual([]);
    // The history (this browser, this account) remembers it as undone after a reload.
    resetHistoryMemory();
    cleanup();
    renderImport();
    const history = await screen.findByRole('button', {
      name: /alpha\.csv · companies · .* · undone/,
    });
    expect(history).toBeVisible();
  }, 60_000);

  it('says once which column is missing for the name; the dry run waits until it is chosen', async () => {
    const user = userEvent.setup();
    renderImport();
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (found === null) throw new Error('no file input yet');
      return found;
    });
    await user.upload(input, csvFile('firms.csv', 'Kunde,Ort\nBeta Firm,Bonn\nGamma Firm,Köln\n'));
    await screen.findByRole('heading', { name: 'Columns' }, { timeout: 10_000 });
    expect(screen.getByText("Choose the column that holds the company's Name.")).toBeVisible();
    const dryRun = screen.getByRole('button', { name: 'Dry run' });
    expect(dryRun).toHaveAttribute('aria-disabled', 'true');
    expect(dryRun).toHaveAccessibleDescription(
      "The dry run cannot start: choose the column that holds the company's Name above.",
    );
    await user.click(dryRun);
    expect(screen.queryByRole('heading', { name: 'Dry run' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Field for column Kunde' }));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    expect(screen.queryByText(/Choose the column that holds/)).toBeNull();
    expect(dryRun).not.toHaveAttribute('aria-disabled');
    await user.click(dryRun);
    await screen.findByRole('heading', { name: 'Dry run' });
    expect(screen.getByRole('group', { name: 'Dry run summary' })).toHaveTextContent(
      '2 to create0 to update0 to skip0 errors',
    );
  }, 60_000);

  it('asks before leaving a running import, which goes on; back on the page its report and Undo are in the history', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 30 }, (_, i) => `Leaver ${String(i).padStart(2, '0')}`);
    const { router } = renderImport();
    await prepareImport(user, csvFile('leavers.csv', `name\n${rows.join('\n')}\n`));
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    await user.click(screen.getByRole('button', { name: 'Import 30 rows' }));
    expect(screen.getByRole('group', { name: 'Import progress' })).toBeVisible();
    // Closing the tab would stop it: the browser is asked to confirm.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    void router.navigate('/companies');
    const dialog = await screen.findByRole('dialog', { name: 'An import is running' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave, keep importing' }));
    await screen.findByText('The companies list');
    expect(await companyNames('Leaver')).toEqual([]);
    open();

    await waitFor(async () => expect(await companyNames('Leaver')).toHaveLength(30), {
      timeout: 20_000,
    });
    void router.navigate('/import');
    await screen.findByText(/30 created, 0 updated, 0 skipped, 0 failed/, undefined, {
      timeout: 10_000,
    });
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    await screen.findByText(/Import undone: 30 records put back/, undefined, { timeout: 20_000 });
    expect(await companyNames('Leaver')).toEqual([]);
  }, 60_000);
});
