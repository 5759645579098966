import { isApiError } from '../api/client/apiError';

/** A sentence for the user from whatever a request threw (ApiError carries readable messages). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.messages.join(' ');
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'Something went wrong. Try again in a moment.';
}
