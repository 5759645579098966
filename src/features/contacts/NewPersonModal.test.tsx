// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { basicAuthorization } from '#server/http/basicAuth';
import { decodeLocationList } from '#xml/location';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { requestUrl } from '../../api/testing/requestUrl';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { NewPersonModal } from './NewPersonModal';

/** New person's e-mail and phone, against the real service (one stand-in refusal of the location). */
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});
afterEach(cleanup);

/** A client of the test service; `refuseLocations` answers every location write with a 500 instead. */
function clientOf(refuseLocations = false): ApiClient {
  return createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: (input, init) => {
      const url = new URL(requestUrl(input));
      if (refuseLocations && url.pathname.endsWith('/locations.xml'))
        return Promise.resolve(
          new Response('<errors><error>Locations are down</error></errors>', {
            status: 500,
            headers: { 'content-type': 'application/xml' },
          }),
        );
      return globalThis.fetch(input, init);
    },
  });
}

/** Renders the dialog; resolves with the created person's id. */
function renderDialog(client: ApiClient): Promise<number> {
  return new Promise((resolve) => {
    renderWithApp(<NewPersonModal opened onClose={() => {}} onCreated={resolve} />, {
      apiClient: client,
    });
  });
}

async function locationsOf(id: number) {
  const answer = await service.request('GET', `/service/people/${id}/locations.xml`);
  return decodeLocationList(answer.xml!).map(({ label, primary, email, phone }) => ({
    label,
    primary,
    email,
    phone,
  }));
}

describe('New person', () => {
  it('writes the e-mail and phone as a primary location labelled work', async () => {
    const created = renderDialog(clientOf());
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 555 0100');
    expect(screen.getByRole('combobox', { name: /^Label of the e-mail and phone/ })).toHaveValue(
      'work',
    );
    await user.click(screen.getByRole('button', { name: 'Create person' }));
    const id = await created;
    expect(await locationsOf(id)).toEqual([
      { label: 'work', primary: true, email: 'ann@example.com', phone: '+1 555 0100' },
    ]);
    expect(await screen.findByText('Ann, with the location “work”')).toBeInTheDocument();
  }, 30_000);

  it('takes another label, and refuses an unreadable e-mail before writing anything', async () => {
    const created = renderDialog(clientOf());
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Last name' }), 'Bell');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'bell@');
    await user.click(screen.getByRole('button', { name: 'Create person' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com',
    );
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'example.com');
    const label = screen.getByRole('combobox', { name: /^Label of the e-mail and phone/ });
    await user.clear(label);
    await user.type(label, 'home');
    await user.click(screen.getByRole('button', { name: 'Create person' }));
    const id = await created;
    expect(await locationsOf(id)).toEqual([
      { label: 'home', primary: true, email: 'bell@example.com', phone: '' },
    ]);
  }, 30_000);

  it('says the person was created without the e-mail when the location is refused', async () => {
    const created = renderDialog(clientOf(true));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Cleo');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'cleo@example.com');
    await user.click(screen.getByRole('button', { name: 'Create person' }));
    const id = await created;
    expect(
      await screen.findByText('Cleo was created without the e-mail and phone'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The location “work” was not saved \(Locations are down\)/),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await locationsOf(id)).toEqual([]));
    const person = await service.request('GET', `/service/people/${id}.xml`);
    expect(person.status).toBe(200);
  }, 30_000);
});
