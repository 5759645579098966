/**
 * Where the product under test listens and which token its embedded service accepts. The ports
 * default to 8480/8481; `CRM_E2E_PORT` moves both (service on the next port), so two runs on one
 * machine need not collide.
 */
function e2ePort(): number {
  const text = process.env['CRM_E2E_PORT'];
  if (text === undefined || text === '') return 8480;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1024 || port > 65534)
    throw new Error(`CRM_E2E_PORT must be a port from 1024 to 65534, not "${text}"`);
  return port;
}

export const E2E_PORT = e2ePort();
export const E2E_SERVICE_PORT = E2E_PORT + 1;
export const E2E_API_TOKEN = 'e2e-token-3f9c2a7d5b1e4c08a6d2f9e1b7c3';
export const SERVICE_URL = `http://127.0.0.1:${E2E_SERVICE_PORT}/service`;
