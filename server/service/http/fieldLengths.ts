import { fieldLengthProblems } from '#xml/fieldLimits';
import type { XmlElement } from '#xml/tree';
import { HttpError } from '../../http/httpError';

/** The limits themselves, named where the service's other modules and tests look for them. */
export { MAX_LONG_TEXT, MAX_SHORT_TEXT } from '#xml/fieldLimits';

/**
 * Length limits of written fields (README, API decisions; the rule itself is `#xml/fieldLimits`,
 * shared with the console's restore dry run): a record's one-line fields hold at most 255
 * characters, its notes, descriptions, bodies and comments 64 Ki. An over-long value is refused
 * with 422 naming every field over its limit, before any route runs, so nothing is stored.
 */
export function checkFieldLengths(root: XmlElement): void {
  const problems = fieldLengthProblems(root);
  if (problems.length > 0) throw new HttpError(422, problems);
}
