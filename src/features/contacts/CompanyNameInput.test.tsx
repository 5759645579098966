// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { CompanyNameInput } from './CompanyNameInput';
import { basicAuthorization } from '../../../server/http/basicAuth';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
  await service.request('POST', '/service/companies.xml', {
    body: '<company><name>Northwind Traders</name></company>',
  });
});

afterAll(async () => {
  await service.close();
});

function Field() {
  const [value, setValue] = useState('');
  return <CompanyNameInput label="Company" value={value} onChange={setValue} />;
}

describe('CompanyNameInput', () => {
  it('suggests existing companies and says plainly when a name would create a new one', async () => {
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <Field /> }],
    });
    const user = userEvent.setup();
    const input = await screen.findByRole('combobox', { name: 'Company' });
    expect(input).toHaveAccessibleDescription('Empty: no company');

    await user.type(input, 'Northwnd');
    expect(
      await screen.findByText('No company is named “Northwnd” yet: saving creates it'),
    ).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'No company is named “Northwnd” yet: saving creates it',
    );

    await user.clear(input);
    await user.type(input, 'north');
    await user.click(await screen.findByRole('option', { name: 'Northwind Traders' }));
    expect(input).toHaveValue('Northwind Traders');
    expect(await screen.findByText('The existing company “Northwind Traders”')).toBeInTheDocument();
  });
});
