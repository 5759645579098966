import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/** U+0000 removed from a string, and from the strings of an array; other values as they are. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\0') ? value.replace(/\0/g, '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  return value;
}

class StripNulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...node, value: withoutNul(node.value) };
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return { ...node, values: node.values.map(withoutNul) };
  }
}

/**
 * PostgreSQL text cannot hold U+0000 (the server refuses the whole statement), while SQLite
 * stores it and the XML writer drops it on the way out. Removing it from every parameter makes
 * both stores answer the same documents, and a form post with `%00` a normal write, not a 500.
 */
export class StripNulPlugin implements KyselyPlugin {
  private readonly transformer = new StripNulTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
