import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, uniqueName } from './fixtures';
import { E2E_API_TOKEN, E2E_SERVICE_PORT } from './settings';
import { startUpstreamSwitch, type UpstreamSwitch } from './upstreamSwitch';

/**
 * Issue 7, upstream faults as the user sees them: a second `npm start` process whose upstream
 * (CRM_BASE_URL) is the e2e service behind a switch. When the service is down or hangs, the
 * companies screen says so and offers "Try again"; once the service is back, the retry works.
 */
let upstream: UpstreamSwitch;
let consoleProcess: ChildProcess;
let consoleUrl: string;

/** The project's settings are not inherited: this console gets exactly what is set here. */
function consoleEnv(upstreamUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'PORT',
    'SERVICE_PORT',
    'DATA_DIR',
    'DATABASE_URL',
    'ALLOWED_ORIGINS',
    'ALLOWED_HOSTS',
    'CRM_SEED',
  ])
    delete env[name];
  return {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    CRM_BASE_URL: upstreamUrl,
    CRM_API_TOKEN: E2E_API_TOKEN,
    UPSTREAM_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'silent',
  };
}

test.beforeAll(async () => {
  // Starting `npm start` rebuilds the console first when its sources changed since the last build.
  test.setTimeout(120_000);
  upstream = await startUpstreamSwitch({ host: '127.0.0.1', port: E2E_SERVICE_PORT });
  consoleProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: consoleEnv(upstream.url),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Also when the worker goes away without running afterAll (it is torn down after a failure).
  const started = consoleProcess;
  process.once('exit', () => started.kill('SIGKILL'));
  consoleUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the second console did not start:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const port = /CRM console: http:\/\/[^:/]+:(\d+)\//.exec(output)?.[1];
      if (port !== undefined) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    consoleProcess.stdout!.on('data', read);
    consoleProcess.stderr!.on('data', read);
    consoleProcess.once('exit', (code) =>
      reject(new Error(`the second console exited (${code}):\n${output}`)),
    );
  });
});

test.afterAll(async () => {
  consoleProcess?.kill('SIGKILL');
  await upstream?.close();
});

test('an unreachable service: the screen says so, and Try again works once it is back', async ({
  page,
  serviceApi,
}) => {
  const name = uniqueName('Outage Co');
  await serviceApi.createCompany(name);
  const table = page.getByRole('table', { name: 'Companies' });
  await page.goto(`${consoleUrl}/companies?name=${encodeURIComponent(name)}`);
  await expect(table.getByRole('rowheader')).toHaveText([name]);

  await upstream.set('down');
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load companies' });
  await expect(alert).toContainText('The CRM service could not be reached');
  await expect(table).toHaveCount(0);

  await upstream.set('up');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(table.getByRole('rowheader')).toHaveText([name]);
  await expect(alert).toHaveCount(0);
});

test('a hanging service: the screen says it did not answer in time, and Try again works once it answers', async ({
  page,
  serviceApi,
}) => {
  const name = uniqueName('Stalled Co');
  await serviceApi.createCompany(name);
  await upstream.set('hanging');
  await page.goto(`${consoleUrl}/companies?name=${encodeURIComponent(name)}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load companies' });
  // Two attempts (the console retries a 5xx once) of the proxy's 2 s upstream timeout each.
  await expect(alert).toContainText('The CRM service did not answer in time', { timeout: 15_000 });

  await upstream.set('up');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('rowheader')).toHaveText([
    name,
  ]);
});
