import { UNMATCHED_ROUTE } from '../../observability/httpMetrics';
import { registerAllRoutes } from '../routes/registerAllRoutes';
import { Router } from './router';

const templateOfPattern = new Map<string, string>();

/**
 * A matched pattern as metrics and logs show it: `companies/:id` → `/service/companies/:id.xml`.
 * Made once per pattern (a bounded set): the same string each request spares rebuilding it and
 * rehashing it in the metrics' and the log's maps.
 */
export function routeTemplateOf(pattern: string): string {
  let template = templateOfPattern.get(pattern);
  if (template === undefined)
    templateOfPattern.set(pattern, (template = `/service/${pattern}.xml`));
  return template;
}

/**
 * The service's route templates for a path it did not route itself (the proxy labels what it
 * forwards with them): `/service/companies/12.xml` → `/service/companies/:id.xml`; anything that
 * is no route of the API is `unmatched`. `segments` are the decoded segments below `/service`.
 */
export function createRouteTemplates(): (segments: readonly string[]) => string {
  const router = new Router();
  registerAllRoutes(router);
  return (segments) => {
    const last = segments.length - 1;
    if (last < 0 || !segments[last]!.endsWith('.xml')) return UNMATCHED_ROUTE;
    const bare = segments.slice();
    bare[last] = segments[last]!.slice(0, -'.xml'.length);
    // The method does not change the template: a path's routes share one pattern.
    const pattern = router.patternOf(bare);
    return pattern === undefined ? UNMATCHED_ROUTE : routeTemplateOf(pattern);
  };
}
