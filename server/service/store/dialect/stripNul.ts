import { OperationNodeTransformer, type PrimitiveValueListNode, type ValueNode } from 'kysely';

/** U+0000 removed from a string, and from the strings of an array; other values as they are. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\0') ? value.replace(/\0/g, '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  return value;
}

/**
 * PostgreSQL text cannot hold U+0000 (the server refuses the whole statement), while SQLite
 * stores it and the XML writer drops it on the way out. Removing it from every parameter makes
 * both stores answer the same documents, and a form post with `%00` a normal write, not a 500.
 */
export class StripNulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...node, value: withoutNul(node.value) };
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return { ...node, values: node.values.map(withoutNul) };
  }
}
