import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';

/** Issue 4: the company page — inline edit, the conflict dialog, delete with undo, locations, tags, comments. */

test('delete with undo brings the company back as a new record with its locations, tags, comments, employees and communications', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const name = uniqueName('Undo Co');
  const tag = `kept-${name.split(' ').pop() ?? ''}`;
  const id = await serviceApi.createCompany(name, 'Keep these notes');
  await api.post(
    `/companies/${id}/locations.xml`,
    '<location><label>Office</label><primary>true</primary><city>Lyon</city><email>o@undo.example</email></location>',
  );
  await serviceApi.addTag('companies', id, tag);
  await api.post(
    `/companies/${id}/comments.xml`,
    '<comment><comment>First call went well</comment></comment>',
  );
  const employees = [
    await serviceApi.create(
      'people',
      `<person><first_name>Ada</first_name><last_name>Staff</last_name><company_id>${id}</company_id></person>`,
    ),
    await serviceApi.create(
      'people',
      `<person><first_name>Bob</first_name><last_name>Staff</last_name><company_id>${id}</company_id></person>`,
    ),
  ];
  const memo = await serviceApi.create(
    'communications',
    '<communication><subject>Undo memo</subject><ctype>email</ctype></communication>',
  );
  await serviceApi.addParticipant(memo, employees[0]!, 'from');
  await serviceApi.addParticipant(memo, id, 'cc');
  // SQLite hands the highest id out again once that row is gone: a later company keeps the
  // restored copy's id visibly different from the deleted one.
  await serviceApi.createCompany(uniqueName('Undo Neighbour'));

  await page.goto(`/companies/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Delete company' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  expect(await api.status(`/companies/${id}.xml`)).toBe(404);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText(/It is a new record with id \d+/)).toBeVisible({ timeout: 15_000 });
  const newId = Number(
    (await page.getByText(/It is a new record with id \d+/).textContent())?.match(/\d+/)?.[0],
  );
  expect(newId).not.toBe(id);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(`/companies/${newId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'People (2)' }).getByRole('listitem')).toHaveText([
    'Ada Staff',
    'Bob Staff',
  ]);

  expect((await api.employees(newId)).map((p) => p.id)).toEqual(employees);
  const participants = (await api.participants(memo)).map((p) => [p.contactId, p.role]);
  expect(participants).toHaveLength(2);
  expect(participants).toEqual(
    expect.arrayContaining([
      [employees[0], 'from'],
      [newId, 'cc'],
    ]),
  );
  const restored = await api.company(newId);
  expect({
    name: restored.name,
    notes: restored.notes,
    tags: restored.tags.map((t) => t.name),
    locations: restored.locations.map((l) => ({
      label: l.label,
      primary: l.primary,
      city: l.city,
      email: l.email,
    })),
    comments: restored.megaComments.map((c) => c.comment),
  }).toEqual({
    name,
    notes: 'Keep these notes',
    tags: [tag],
    locations: [{ label: 'Office', primary: true, city: 'Lyon', email: 'o@undo.example' }],
    comments: ['First call went well'],
  });
});
