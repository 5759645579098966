import type { RouteContext } from './routeContext';
import type { Reply } from './reply';

export type RouteHandler = (ctx: RouteContext) => Promise<Reply>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Node {
  literals: Map<string, Node>;
  param?: { name: string; node: Node };
  handlers: Map<Method, RouteHandler>;
  /** The pattern that ends here (`companies/:id`): the route template of metrics and logs. */
  pattern?: string;
}

const newNode = (): Node => ({ literals: new Map(), handlers: new Map() });

export type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: Record<string, string>; pattern: string }
  | { kind: 'method_not_allowed'; allowed: Method[]; pattern: string }
  | { kind: 'not_found' };

/**
 * Routes on decoded path segments below `/service` (the `.xml` suffix already removed).
 * Patterns are written `companies/:id/locations/:label`; a literal segment always wins over a
 * parameter, so `deals/statuses` is not taken for `deals/:id`.
 */
export class Router {
  private readonly root = newNode();

  add(method: Method, pattern: string, handler: RouteHandler): void {
    let node = this.root;
    for (const segment of pattern.split('/')) {
      if (segment.startsWith(':')) {
        const name = segment.slice(1);
        if (node.param === undefined) node.param = { name, node: newNode() };
        else if (node.param.name !== name)
          throw new Error(
            `Route ${pattern}: parameter :${name} conflicts with :${node.param.name}`,
          );
        node = node.param.node;
      } else {
        let next = node.literals.get(segment);
        if (next === undefined) node.literals.set(segment, (next = newNode()));
        node = next;
      }
    }
    if (node.handlers.has(method)) throw new Error(`Route ${method} ${pattern} registered twice`);
    node.handlers.set(method, handler);
    node.pattern = pattern;
  }

  match(method: string, segments: readonly string[]): RouteMatch {
    const params: Record<string, string> = Object.create(null) as Record<string, string>;
    const node = this.find(this.root, segments, 0, params);
    if (node === undefined || node.handlers.size === 0) return { kind: 'not_found' };
    const handler = node.handlers.get(method as Method);
    const pattern = node.pattern ?? '';
    if (handler === undefined)
      return { kind: 'method_not_allowed', allowed: [...node.handlers.keys()], pattern };
    return { kind: 'found', handler, params, pattern };
  }

  /**
   * The pattern `segments` would be routed by, whatever the method (the proxy's route template):
   * the same walk as `match` without collecting parameters, which costs a quarter as much.
   */
  patternOf(segments: readonly string[]): string | undefined {
    const node = this.find(this.root, segments, 0, undefined);
    return node === undefined || node.handlers.size === 0 ? undefined : node.pattern;
  }

  private find(
    node: Node,
    segments: readonly string[],
    index: number,
    params: Record<string, string> | undefined,
  ): Node | undefined {
    if (index === segments.length) return node;
    const segment = segments[index]!;
    const literal = node.literals.get(segment);
    if (literal !== undefined) {
      const found = this.find(literal, segments, index + 1, params);
      if (found !== undefined && found.handlers.size > 0) return found;
    }
    if (node.param !== undefined) {
      if (params !== undefined) params[node.param.name] = segment;
      const found = this.find(node.param.node, segments, index + 1, params);
      if (found !== undefined && found.handlers.size > 0) return found;
      if (params !== undefined) delete params[node.param.name];
    }
    return undefined;
  }
}
