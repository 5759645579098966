// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { createCompany, listCompanies } from '#api/companies';
import type { ApiClient } from '#api/client/client';
import { clientForService } from '#api/testing/serviceClient';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { decodeSnapshot } from '../engine/snapshot/snapshotDocument';
import { SnapshotPage } from './SnapshotPage';

/** The snapshot page against the real service: a list's records exported, then restored (dry run first) into another account. */
let service: TestService;
let source: ApiClient;
let target: ApiClient;
/** What the page handed the browser to download (jsdom has no object URLs). */
let downloaded: Blob | null = null;

beforeAll(async () => {
  service = await startTestService();
  source = clientForService(service);
  const other = await service.addUser('Restorer', 'restorer@example.com', { newAccount: true });
  target = clientForService({ url: service.url, token: other.token });
  await createCompany(source, { name: 'Orbit One', notes: 'first' });
  await createCompany(source, { name: 'Orbit Two', notes: 'second' });
  await createCompany(source, { name: 'Elsewhere Ltd', notes: 'not in the scope' });
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    downloaded = blob as Blob;
    return 'blob:snapshot';
  };
  URL.revokeObjectURL = () => undefined;
});

afterAll(async () => {
  await service.close();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const names = async (client: ApiClient) =>
  (await listCompanies(client, { limit: 100 })).map((c) => c.name).sort();

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  return input;
}

describe('SnapshotPage', () => {
  it('exports the scope the URL names, and restores it into another account after a dry run', async () => {
    const user = userEvent.setup();
    renderWithApp(<SnapshotPage />, {
      url: '/snapshot?scope=companies&name=Orbit',
      apiClient: source,
    });
    expect(screen.getByRole('textbox', { name: 'Name contains' })).toHaveValue('Orbit');
    await user.click(screen.getByRole('button', { name: 'Export snapshot' }));
    await screen.findByText(/Snapshot saved: 2 companies/, undefined, { timeout: 10_000 });
    expect(downloaded).not.toBeNull();
    const text = await downloaded!.text();
    expect(
      decodeSnapshot(text)
        .companies.map((c) => c.name)
        .sort(),
    ).toEqual(['Orbit One', 'Orbit Two']);
    cleanup();

    renderWithApp(<SnapshotPage />, { url: '/snapshot', apiClient: target });
    await user.upload(fileInput(), new File([text], 'orbit.xml', { type: 'application/xml' }));
    await screen.findByText(/Snapshot of companies\?name=Orbit taken .* UTC: 2 companies/);
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    await screen.findByText('Dry run: nothing was written', undefined, { timeout: 10_000 });
    expect(await names(target)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Restore this snapshot?' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Will create 2 records, already present 0.',
    );
    expect(await names(target)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Restore 2 records' }));
    await screen.findByText('Restore finished', undefined, { timeout: 10_000 });
    expect(await names(target)).toEqual(['Orbit One', 'Orbit Two']);

    // Another browser (nothing in its storage): the account says what exists, nothing is created twice.
    cleanup();
    localStorage.clear();
    renderWithApp(<SnapshotPage />, { url: '/snapshot', apiClient: target });
    await user.upload(fileInput(), new File([text], 'orbit.xml', { type: 'application/xml' }));
    expect(
      await screen.findByText(/2 records of this snapshot were restored before/, undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    const again = await screen.findByRole(
      'dialog',
      { name: 'Restore this snapshot?' },
      { timeout: 10_000 },
    );
    expect(within(again).getByRole('status')).toHaveTextContent(
      'Will create 0 records, already present 2.',
    );
    await user.click(within(again).getByRole('button', { name: 'Restore 0 records' }));
    await screen.findByText(/2 records had been restored by an earlier run/, undefined, {
      timeout: 10_000,
    });
    expect(await names(target)).toEqual(['Orbit One', 'Orbit Two']);

    // The whole restore undone: its records deleted, the account's map forgotten.
    await user.click(screen.getByRole('button', { name: 'Undo this restore (2 records)' }));
    await screen.findByText('Undone: 2 records deleted.', undefined, { timeout: 10_000 });
    expect(await names(target)).toEqual([]);
    expect(screen.queryByRole('button', { name: /Undo this restore/ })).toBeNull();
  }, 60_000);
});
