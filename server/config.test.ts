import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { parseOrigin } from './configReaders';

/** Shaped like `npm run hash-password` output (only parsed here, never checked against). */
const SOME_HASH = `scrypt$32768$8$1$${'s'.repeat(22)}$${'k'.repeat(43)}`;

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has defaults for the embedded service on this machine', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      servicePort: 8081,
      crmBaseUrl: undefined,
      crmBaseUrls: [],
      crmApiToken: undefined,
      dataDir: resolve('data'),
      databaseUrl: undefined,
      allowedOrigins: undefined,
      allowedHosts: [],
      upstreamTimeoutMs: 15_000,
      logLevel: 'info',
      seed: 'demo',
      activityRetentionDays: undefined,
      consoleLogin: undefined,
      trustProxy: false,
      maxConnections: 1_000,
      bodyBudgetBytes: 64 * 1024 * 1024,
      drawFirstScreen: true,
      reuseDrawings: true,
    });
    expect(loadConfig({}, { port: 5173 }).port).toBe(5173);
    expect(loadConfig({ CONSOLE_DRAW_FIRST_SCREEN: '0' }).drawFirstScreen).toBe(false);
    expect(() => loadConfig({ CONSOLE_DRAW_FIRST_SCREEN: 'maybe' })).toThrow(
      /CONSOLE_DRAW_FIRST_SCREEN/,
    );
    expect(loadConfig({ CONSOLE_REUSE_DRAWINGS: '0' }).reuseDrawings).toBe(false);
    expect(() => loadConfig({ CONSOLE_REUSE_DRAWINGS: 'yes' })).toThrow(/CONSOLE_REUSE_DRAWINGS/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      SERVICE_PORT: '9001',
      CRM_BASE_URL: 'https://Acme.crm.example.com/accounts/7/',
      CRM_API_TOKEN: 'abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
      DATA_DIR: '/var/lib/crm',
      DATABASE_URL: 'postgres://crm@localhost/crm',
      ALLOWED_ORIGINS:
        'https://crm.example.com, http://LOCALHOST:3000/ ,https://crm.example.com:443',
      ALLOWED_HOSTS: 'crm.example.com,Admin.Example.com:8443',
      UPSTREAM_TIMEOUT_MS: '2500',
      LOG_LEVEL: 'error',
      CRM_SEED: 'none',
      CONSOLE_USER: 'ops',
      CONSOLE_PASSWORD_HASH: SOME_HASH,
      CONSOLE_SESSION_HOURS: '8',
      TRUST_PROXY: '1',
      PROXY_MAX_CONNECTIONS: '200',
      PROXY_BODY_BUDGET_BYTES: '8388608',
    });
    expect(config.port).toBe(9000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.servicePort).toBe(9001);
    expect(config.crmBaseUrl?.href).toBe('https://acme.crm.example.com/accounts/7');
    expect(config.crmApiToken).toBe('abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b');
    expect(config.dataDir).toBe('/var/lib/crm');
    expect(config.databaseUrl).toBe('postgres://crm@localhost/crm');
    expect(config.allowedOrigins).toEqual(['https://crm.example.com', 'http://localhost:3000']);
    expect(config.allowedHosts).toEqual(['crm.example.com', 'admin.example.com:8443']);
    expect(config.upstreamTimeoutMs).toBe(2500);
    expect(config.logLevel).toBe('error');
    expect(config.seed).toBe('none');
    expect(config.consoleLogin).toEqual({ user: 'ops', passwordHash: SOME_HASH, sessionHours: 8 });
    expect(config.trustProxy).toBe(true);
    expect(config.maxConnections).toBe(200);
    expect(config.bodyBudgetBytes).toBe(8 * 1024 * 1024);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', CRM_BASE_URL: ' ', ALLOWED_ORIGINS: '' }).port).toBe(8080);
  });

  it.each([
    [{ PORT: '80a' }, 'PORT="80a" is not a port'],
    [{ PORT: '70000' }, 'PORT="70000" is not a port'],
    [{ SERVICE_PORT: '-1' }, 'SERVICE_PORT="-1" is not a port'],
    [{ PORT: '8085', SERVICE_PORT: '8085' }, 'PORT and SERVICE_PORT are both 8085'],
    [{ HOST: 'local host' }, 'HOST="local host" is not an interface address'],
    [{ PROXY_MAX_CONNECTIONS: '5' }, 'PROXY_MAX_CONNECTIONS="5" is out of range'],
    [{ PROXY_BODY_BUDGET_BYTES: '1k' }, 'PROXY_BODY_BUDGET_BYTES="1k" is out of range'],
    [
      {
        CRM_BASE_URL: 'crm.example.com',
        CRM_API_TOKEN: 'abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
      },
      'CRM_BASE_URL is not a URL',
    ],
    [
      {
        CRM_BASE_URL: 'ftp://crm.example.com',
        CRM_API_TOKEN: 'abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
      },
      'CRM_BASE_URL must start with http:// or https://',
    ],
    [
      {
        CRM_BASE_URL: 'https://crm.example.com/?a=1',
        CRM_API_TOKEN: 'abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
      },
      'CRM_BASE_URL must not have a query',
    ],
    [
      {
        CRM_BASE_URL: 'https://crm.example.com/service/',
        CRM_API_TOKEN: 'abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
      },
      'without the trailing /service',
    ],
    [
      { CRM_BASE_URL: 'https://crm.example.com' },
      'CRM_API_TOKEN is required when CRM_BASE_URL is set',
    ],
    [{ CRM_API_TOKEN: 'has space' }, 'CRM_API_TOKEN must be printable ASCII'],
    [{ CRM_API_TOKEN: 'user:pass' }, 'CRM_API_TOKEN must be printable ASCII without spaces or ":"'],
    [{ ALLOWED_ORIGINS: '*' }, 'ALLOWED_ORIGINS entry "*" is not an origin'],
    [{ ALLOWED_ORIGINS: 'null' }, 'ALLOWED_ORIGINS entry "null" is not an origin'],
    [
      { ALLOWED_ORIGINS: 'https://ok.example,https://crm.example.com/app' },
      'ALLOWED_ORIGINS entry "https://crm.example.com/app" is not an origin',
    ],
    [
      { ALLOWED_ORIGINS: 'crm.example.com' },
      'ALLOWED_ORIGINS entry "crm.example.com" is not an origin',
    ],
    [{ ALLOWED_ORIGINS: ',' }, 'ALLOWED_ORIGINS is empty'],
    [
      { ALLOWED_HOSTS: 'crm.example.com/x' },
      'ALLOWED_HOSTS entry "crm.example.com/x" is not a host name',
    ],
    [{ ALLOWED_HOSTS: '*.example.com' }, 'ALLOWED_HOSTS entry "*.example.com" is not a host name'],
    [{ UPSTREAM_TIMEOUT_MS: '0' }, 'UPSTREAM_TIMEOUT_MS="0" is not a timeout'],
    [{ UPSTREAM_TIMEOUT_MS: '1.5' }, 'UPSTREAM_TIMEOUT_MS="1.5" is not a timeout'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL="verbose" is not one of trace, debug, info, warn, error, fatal, silent',
    ],
    [{ CRM_SEED: 'yes' }, 'CRM_SEED="yes" is not one of demo, none'],
  ])('refuses %o naming the variable', (env, message) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('never echoes a token or credentials from the environment', () => {
    const problems = problemsOf({
      CRM_BASE_URL: 'https://user:s3cretpw@crm.example.com',
      CRM_API_TOKEN: 'tok en-s3cret',
    });
    expect(problems.join('\n')).toContain('CRM_BASE_URL must not contain a user name or password');
    expect(problems.join('\n')).not.toContain('s3cret');
  });

  it('reports every problem at once in one message', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toBe(
        'Invalid configuration:\n  - PORT="x" is not a port: use a whole number from 0 to 65535\n  - LOG_LEVEL="loud" is not one of trace, debug, info, warn, error, fatal, silent',
      );
    }
  });
});

describe('parseOrigin', () => {
  it('normalises to the form browsers send', () => {
    expect(parseOrigin('http://Example.COM:80/')).toBe('http://example.com');
    expect(parseOrigin('http://[::1]:8080')).toBe('http://[::1]:8080');
    expect(parseOrigin('https://user@example.com')).toBeUndefined();
    expect(parseOrigin('file:///etc')).toBeUndefined();
  });
});

describe('several upstreams', () => {
  it('reads a comma-separated CRM_BASE_URL as several upstreams of one account', () => {
    const config = loadConfig({
      CRM_BASE_URL: 'http://10.0.0.1:8081, http://10.0.0.2:8081/',
      CRM_API_TOKEN: 'abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
    });
    expect(config.crmBaseUrls.map((url) => url.href)).toEqual([
      'http://10.0.0.1:8081/',
      'http://10.0.0.2:8081/',
    ]);
    expect(config.crmBaseUrl?.href).toBe('http://10.0.0.1:8081/');
  });

  it('reports a bad entry among several', () => {
    expect(() =>
      loadConfig({
        CRM_BASE_URL: 'http://10.0.0.1:8081,ftp://x',
        CRM_API_TOKEN: 'abc1230f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
      }),
    ).toThrow(/must start with http/);
  });
});

describe('LOG_LEVEL', () => {
  it.each(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent', 'WARN'])(
    'accepts %s',
    (level) => {
      expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level.toLowerCase());
    },
  );
});
