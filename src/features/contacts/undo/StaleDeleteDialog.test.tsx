// @vitest-environment jsdom
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  startTestService,
  type TestService,
} from '../../../../server/service/testing/serviceHarness';
import { createCompany, deleteCompany, getCompany, updateCompany } from '#api/companies';
import { deleteUnlessChanged } from '#api/conditionalDelete';
import { isNotFound } from '#api/client/apiError';
import type { ApiClient } from '#api/client/client';
import { clientForService } from '#api/testing/serviceClient';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { useStaleDeleteConfirm } from './StaleDeleteDialog';

/**
 * A record page's guarded delete against the real service: the ETag the page read goes out as
 * If-Match; a record changed meanwhile is not deleted unasked (412), and the dialog decides.
 */
let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  client = clientForService(service);
});
afterAll(() => service.close());
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

/** What a record page does: delete with the ETag it read, asking on 412. */
function DeleteButton({ id, etag }: { id: number; etag: string | null }) {
  const stale = useStaleDeleteConfirm();
  const [outcome, setOutcome] = useState('');
  const onDelete = async () =>
    setOutcome(
      (await deleteUnlessChanged(
        (ifMatch) => deleteCompany(client, id, { ifMatch }),
        etag,
        stale.confirm,
      ))
        ? 'deleted'
        : 'kept',
    );
  return (
    <>
      {stale.dialog}
      <button onClick={() => void onDelete()}>Delete company</button>
      <p>{outcome}</p>
    </>
  );
}

async function companyRead(name: string): Promise<{ id: number; etag: string }> {
  const id = await createCompany(client, { name });
  return { id, etag: (await getCompany(client, id)).etag! };
}

describe('deleting a record that changed since the page read it', () => {
  it('deletes at once when nothing changed', async () => {
    const { id, etag } = await companyRead('Unchanged Co');
    renderWithApp(<DeleteButton id={id} etag={etag} />, { apiClient: client });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete company' }));
    await screen.findByText('deleted');
    expect(screen.queryByText('This record changed since you opened it')).toBeNull();
    await expect(getCompany(client, id)).rejects.toSatisfy(isNotFound);
  });

  it('asks on 412, and Cancel deletes nothing', async () => {
    const { id, etag } = await companyRead('Changed Co');
    await updateCompany(client, { id, input: { name: 'Changed Co 2' } });
    const user = userEvent.setup();
    renderWithApp(<DeleteButton id={id} etag={etag} />, { apiClient: client });
    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    await screen.findByText('This record changed since you opened it');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('kept');
    expect((await getCompany(client, id)).value.name).toBe('Changed Co 2');
  });

  it('asks on 412, and "Delete anyway" deletes without If-Match', async () => {
    const { id, etag } = await companyRead('Doomed Co');
    await updateCompany(client, { id, input: { name: 'Doomed Co 2' } });
    const user = userEvent.setup();
    renderWithApp(<DeleteButton id={id} etag={etag} />, { apiClient: client });
    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    await user.click(await screen.findByRole('button', { name: 'Delete anyway' }));
    await screen.findByText('deleted');
    await waitFor(() =>
      expect(screen.queryByText('This record changed since you opened it')).toBeNull(),
    );
    await expect(getCompany(client, id)).rejects.toSatisfy(isNotFound);
  });
});
