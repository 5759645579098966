import { UNMATCHED_ROUTE } from '../../observability/httpMetrics';
import { registerAllRoutes } from '../routes/registerAllRoutes';
import { Router } from './router';

/** A matched pattern as metrics and logs show it: `companies/:id` → `/service/companies/:id.xml`. */
export const routeTemplateOf = (pattern: string): string => `/service/${pattern}.xml`;

/**
 * The service's route templates for a path it did not route itself (the proxy labels what it
 * forwards with them): `/service/companies/12.xml` → `/service/companies/:id.xml`; anything that
 * is no route of the API is `unmatched`. `segments` are the decoded segments below `/service`.
 */
export function createRouteTemplates(): (segments: readonly string[]) => string {
  const router = new Router();
  registerAllRoutes(router);
  // One template string per pattern, made once: this runs for every proxied request.
  const templates = new Map<string, string>();
  return (segments) => {
    const last = segments.length - 1;
    if (last < 0 || !segments[last]!.endsWith('.xml')) return UNMATCHED_ROUTE;
    const bare = segments.slice();
    bare[last] = segments[last]!.slice(0, -'.xml'.length);
    // The method does not change the template: a path's routes share one pattern.
    const pattern = router.patternOf(bare);
    if (pattern === undefined) return UNMATCHED_ROUTE;
    let template = templates.get(pattern);
    if (template === undefined) templates.set(pattern, (template = routeTemplateOf(pattern)));
    return template;
  };
}
