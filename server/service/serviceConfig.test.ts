import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { loadServiceConfig, requestBudgetOfEnv } from './serviceConfig';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadServiceConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadServiceConfig', () => {
  it('has the documented defaults', () => {
    expect(loadServiceConfig({})).toEqual({
      port: 8081,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      crmApiToken: undefined,
      seed: 'demo',
      logLevel: 'info',
      publicUrl: undefined,
      allowedHosts: [],
      activityRetentionDays: undefined,
      requestBudgetMs: 5000,
    });
  });

  it('reads every variable', () => {
    const config = loadServiceConfig({
      SERVICE_PORT: '9001',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/crm-data',
      CRM_API_TOKEN: 'abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
      CRM_SEED: 'none',
      LOG_LEVEL: 'error',
      SERVICE_PUBLIC_URL: 'https://crm.example.com/base/',
      ACTIVITY_RETENTION_DAYS: '90',
      REQUEST_BUDGET_MS: '2500',
    });
    expect(config).toMatchObject({
      port: 9001,
      host: '0.0.0.0',
      dataDir: '/tmp/crm-data',
      crmApiToken: 'abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
      seed: 'none',
      logLevel: 'error',
      publicUrl: 'https://crm.example.com/base',
      activityRetentionDays: 90,
      requestBudgetMs: 2500,
    });
  });

  it('ignores the console-only variables (PORT equal to SERVICE_PORT is no clash here)', () => {
    expect(loadServiceConfig({ PORT: '8081', CRM_BASE_URL: 'not a url' }).port).toBe(8081);
  });

  it('reports every bad value at once, naming the variable', () => {
    const problems = problemsOf({
      SERVICE_PORT: '70000',
      CRM_SEED: 'lots',
      LOG_LEVEL: 'loud',
      SERVICE_PUBLIC_URL: 'ftp://x',
      ACTIVITY_RETENTION_DAYS: '0',
    });
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/ACTIVITY_RETENTION_DAYS="0".*1 to 36500/);
    for (const bad of ['-3', '1.5', 'ninety', '36501'])
      expect(problemsOf({ ACTIVITY_RETENTION_DAYS: bad })[0]).toContain('ACTIVITY_RETENTION_DAYS');
    expect(problems[0]).toContain('SERVICE_PORT');
    expect(problems.join('\n')).toMatch(/CRM_SEED.*demo, none/);
    expect(problems.join('\n')).toContain('LOG_LEVEL');
    expect(problems.join('\n')).toContain('SERVICE_PUBLIC_URL');
  });

  it('refuses a request budget that is not a whole number of ms from 10 to 300000', () => {
    for (const bad of ['9', '300001', '1.5', '-5', 'soon', '1e4'])
      expect(problemsOf({ REQUEST_BUDGET_MS: bad })).toEqual([
        expect.stringMatching(/^REQUEST_BUDGET_MS=".*" must be .* from 10 to 300000$/),
      ]);
    expect(loadServiceConfig({ REQUEST_BUDGET_MS: ' 10 ' }).requestBudgetMs).toBe(10);
    expect(() => requestBudgetOfEnv({ REQUEST_BUDGET_MS: 'soon' })).toThrow(ConfigError);
    expect(requestBudgetOfEnv({})).toBe(5000);
  });

  it('refuses a public URL ending in /service and never echoes one with credentials', () => {
    expect(problemsOf({ SERVICE_PUBLIC_URL: 'http://crm.example.com/service' })[0]).toContain(
      '/service',
    );
    const [problem] = problemsOf({ SERVICE_PUBLIC_URL: 'http://user:secret@crm.example.com' });
    expect(problem).toContain('SERVICE_PUBLIC_URL');
    expect(problem).not.toContain('secret');
  });

  it('refuses a token that cannot travel as a Basic user name, without echoing it', () => {
    const [problem] = problemsOf({ CRM_API_TOKEN: 'has:colon' });
    expect(problem).toContain('CRM_API_TOKEN');
    expect(problem).not.toContain('has:colon');
  });
});
