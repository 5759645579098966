import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_API_TOKEN, E2E_PORT, E2E_SERVICE_PORT } from './e2e/settings';

/**
 * End-to-end journeys against the real product: `npm start` (console build, embedded service,
 * proxy) on a fresh data directory per run. Workers inherit the environment, so the directory is
 * made once, by the runner process.
 */
process.env['CRM_E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'crm-e2e-'));

// Debian's Chromium (Playwright downloads no browser here); the flags keep it off the network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${E2E_PORT}/console/info.json`,
    reuseExistingServer: false,
    // The first start builds the console (about 20 s on two cores).
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      SERVICE_PORT: String(E2E_SERVICE_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env['CRM_E2E_DATA_DIR'],
      CRM_API_TOKEN: E2E_API_TOKEN,
      CRM_SEED: 'none',
      LOG_LEVEL: 'error',
    },
  },
});
