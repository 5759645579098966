import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  decodeRecordSuperTag,
  decodeRecordSuperTagList,
  encodeSuperTagWrite,
  type RecordSuperTag,
  type SuperTagDefinition,
  type SuperTagWrite,
} from '#xml/superTag';
import { parseXml } from '#xml/tree';
import { basicAuth, expect } from './fixtures';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/**
 * Definitions cannot be made through the API: made as an operator would, with the admin command
 * on the running product's data directory (account 1 is the one the first start created).
 */
export function defineSuperTag(definition: SuperTagDefinition): void {
  const dataDir = process.env['CRM_E2E_DATA_DIR'];
  if (dataDir === undefined)
    throw new Error('CRM_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const file = join(mkdtempSync(join(tmpdir(), 'crm-e2e-supertag-')), 'supertag.json');
  writeFileSync(
    file,
    JSON.stringify({
      name: definition.name,
      fields: definition.fields.map(({ name, type, options }) => ({ name, type, options })),
    }),
  );
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/service/admin/cli.ts',
      'define-supertag',
      '--account',
      '1',
      '--file',
      file,
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'pipe',
    },
  );
}

const superTagUrl = (collection: string, id: number, name: string) =>
  `${SERVICE_URL}/${collection}/${id}/super_tags/${encodeURIComponent(name)}.xml`;

export async function putSuperTag(
  request: APIRequestContext,
  collection: string,
  id: number,
  name: string,
  values: SuperTagWrite,
): Promise<void> {
  const response = await request.put(superTagUrl(collection, id, name), {
    headers: { authorization: basicAuth(E2E_API_TOKEN), 'content-type': 'application/xml' },
    data: encodeSuperTagWrite(values),
  });
  expect(response.status(), `PUT ${name} on ${collection}/${id}`).toBe(200);
}

export async function readSuperTag(
  request: APIRequestContext,
  collection: string,
  id: number,
  name: string,
): Promise<RecordSuperTag> {
  const response = await request.get(superTagUrl(collection, id, name), {
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.status(), `GET ${name} on ${collection}/${id}`).toBe(200);
  return decodeRecordSuperTag(parseXml(await response.text()));
}

/** The names of the SuperTags a record carries, as the API lists them. */
export async function superTagNamesOn(
  request: APIRequestContext,
  collection: string,
  id: number,
): Promise<string[]> {
  const response = await request.get(`${SERVICE_URL}/${collection}/${id}/super_tags.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.status(), `GET the SuperTags of ${collection}/${id}`).toBe(200);
  return decodeRecordSuperTagList(parseXml(await response.text())).map((superTag) => superTag.name);
}
