import type { Case } from './endpointCases/case';
import { commentAndUserCases } from './endpointCases/commentsAndUsers';
import { communicationCases } from './endpointCases/communications';
import { contactCases } from './endpointCases/contacts';
import { dealAndTodoCases } from './endpointCases/dealsAndTodos';
import { tagCases } from './endpointCases/tags';

/**
 * Every endpoint function's call and the request it must put on the wire (method, path, query and
 * body), as api.md and decisions.md give them; one entry per function, named by it.
 */
export const ENDPOINT_CASES: Record<string, Case> = {
  ...contactCases,
  ...dealAndTodoCases,
  ...communicationCases,
  ...tagCases,
  ...commentAndUserCases,
};
