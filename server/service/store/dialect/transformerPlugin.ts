import type { KyselyPlugin, OperationNodeTransformer } from 'kysely';

/** A Kysely plugin that rewrites every query with `transformer` and leaves results as they are. */
export const transformerPlugin = (transformer: OperationNodeTransformer): KyselyPlugin => ({
  transformQuery: (args) => transformer.transformNode(args.node),
  transformResult: (args) => Promise.resolve(args.result),
});
