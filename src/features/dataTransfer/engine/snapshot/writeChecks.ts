import { isApiError } from '#api/client/apiError';
import { apiErrorText } from '#lib/apiErrorText';
import { tagNameProblem, tooLongText } from '#lib/fieldLimits';
import { fieldLengthProblems } from '#xml/fieldLimits';
import { XmlDecodeError } from '#xml/decodeError';
import { decodeTagNames, encodeTagParameter } from '#xml/tag';
import { parseXml } from '#xml/tree';

/**
 * A write a restore does not send, because the service would refuse it: the same rules on the
 * same document, so a dry run finds every over-long value and a restore never stops on one.
 */
export class RefusedWrite extends Error {
  override readonly name = 'RefusedWrite';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
}

/** What the service's field-length rule says of a request document (an empty list: nothing), in the reader's language. */
export function documentProblems(xml: string): string[] {
  return fieldLengthProblems(parseXml(xml), tooLongText);
}

/** The tag names the service refuses (blank, too long), each with why; the rest can be sent. */
export function refusedTagNames(names: readonly string[]): { name: string; problem: string }[] {
  const refused: { name: string; problem: string }[] = [];
  for (const name of names) {
    try {
      decodeTagNames(parseXml(encodeTagParameter(name)));
    } catch (error) {
      if (!(error instanceof XmlDecodeError)) throw error;
      // The service's two refusals of a name in the reader's language; any other in its words.
      refused.push({ name, problem: tagNameProblem(name) ?? error.message });
    }
  }
  return refused;
}

/**
 * Answers that say the connection, the credentials or the service as a whole is not there: the
 * restore stops (and a rerun carries on). Any other refusal is about the one record or part sent.
 */
const STOPPING_STATUSES = new Set([401, 403, 408, 429, 502, 503, 504]);

/** Why this one write failed, when the failure is its own (the rest can go on); null: stop. */
export function ownFailureCause(error: unknown): string | null {
  if (error instanceof RefusedWrite) return error.message;
  if (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status !== null &&
    !STOPPING_STATUSES.has(error.status)
  )
    return apiErrorText(error) ?? error.messages.join('; ');
  return null;
}
