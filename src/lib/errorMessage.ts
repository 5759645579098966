import { isApiError } from '../api/client/apiError';
import { apiErrorText } from './apiErrorText';
import { libMessages } from './messages';

/** A sentence for the user from whatever a request threw (ApiError carries readable messages). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return apiErrorText(error) ?? error.messages.join(' ');
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return libMessages.t('error.fallback');
}
