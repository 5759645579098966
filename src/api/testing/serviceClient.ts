import { createApiClient, type ApiClient } from '../client/client';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * A client aimed straight at a test service (no proxy): the absolute base URL and the Basic
 * credentials the proxy would add in the browser.
 */
export function clientForService(service: { url: string; token: string }): ApiClient {
  return createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
}
