import { statusMessage, type ApiError } from '../api/client/apiError';
import { libMessages } from './messages';

/**
 * The console's own words for an ApiError in the chosen language, or null when its messages are
 * the service's (an error document, shown as sent) or a technical diagnosis. The API layer also
 * runs in Node (the snapshot CLI), so it keeps its English texts; they are recognised here.
 */
export function apiErrorText(error: ApiError): string | null {
  if (error.kind === 'aborted') return libMessages.t('api.aborted');
  if (error.kind === 'network') return libMessages.t('api.network');
  if (error.kind !== 'http' || error.status === null || error.messages.length !== 1) return null;
  const { status, retryAfterSeconds } = error;
  if (error.messages[0] !== statusMessage(status, retryAfterSeconds)) return null;
  return statusText(status, retryAfterSeconds);
}

function statusText(status: number, retryAfterSeconds: number | null): string {
  switch (status) {
    case 400:
      return libMessages.t('api.status400');
    case 401:
      return libMessages.t('api.status401');
    case 403:
      return libMessages.t('api.status403');
    case 404:
      return libMessages.t('api.status404');
    case 405:
      return libMessages.t('api.status405');
    case 412:
      return libMessages.t('api.status412');
    case 413:
      return libMessages.t('api.status413');
    case 415:
      return libMessages.t('api.status415');
    case 422:
      return libMessages.t('api.status422');
    case 429:
      return retryAfterSeconds === null
        ? libMessages.t('api.status429')
        : libMessages.t('api.status429After', { seconds: retryAfterSeconds });
    case 502:
      return libMessages.t('api.status502');
    case 503:
      return libMessages.t('api.status503');
    case 504:
      return libMessages.t('api.status504');
    default:
      return status >= 500
        ? libMessages.t('api.serverFailed', { status })
        : libMessages.t('api.requestFailed', { status });
  }
}
