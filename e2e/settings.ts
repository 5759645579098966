/** Where the product under test listens and which token its embedded service accepts (fixed for e2e). */
export const E2E_PORT = 8480;
export const E2E_SERVICE_PORT = 8481;
export const E2E_API_TOKEN = 'e2e-token-3f9c2a7d5b1e4c08';
export const SERVICE_URL = `http://127.0.0.1:${E2E_SERVICE_PORT}/service`;
