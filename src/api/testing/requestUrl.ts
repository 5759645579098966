/** The URL a `fetch` was called with, whichever form it took (a string, a URL or a Request). */
export function requestUrl(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}
