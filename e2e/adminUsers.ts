import { execFileSync } from 'node:child_process';

/**
 * A new user of account 1 (the one the e2e server's first start created), made by the operator's
 * admin command as an operator would; resolves with the user's API token, which the command
 * prints last.
 */
export function createUser(name: string, email: string): string {
  const dataDir = process.env['CRM_E2E_DATA_DIR'];
  if (dataDir === undefined)
    throw new Error('CRM_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/service/admin/cli.ts',
      'create-user',
      '--account',
      '1',
      '--name',
      name,
      '--email',
      email,
    ],
    { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' },
  );
  return out.toString('utf8').trim().split('\n').pop()!.trim();
}
