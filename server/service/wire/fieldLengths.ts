import { fieldLengthProblems } from '#xml/fieldLimits';
import type { XmlElement } from '#xml/tree';
import { HttpError } from '../../http/httpError';

/**
 * Length limits of written texts (docs/api-decisions.md; the rule itself is `#xml/fieldLimits`,
 * shared with the console's restore dry run). An over-long text is a 422 naming every field over
 * its limit, before any route runs, so nothing is stored.
 */
export function checkFieldLengths(root: XmlElement): void {
  const problems = fieldLengthProblems(root);
  if (problems.length > 0) throw new HttpError(422, problems);
}
