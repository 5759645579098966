import type { ColumnTarget, ImportKind } from './importFields';
import { missingNameColumn } from './importFields';
import { planRow } from './planRow';
import { updateChanges } from './updateChanges';
import { engineMessages } from '../messages';

export type { DuplicatePolicy, ImportContext, PlannedRow, RowAction } from './planTypes';
export type { RowWrite } from './rowWrite';
import type { DuplicatePolicy, ImportContext, PlannedRow, RowAction } from './planTypes';

/** The keys a row is matched on: `email:jane@x.org` first for people, then `name:…`. */
export function duplicateKeys(kind: ImportKind, name: string, email: string): string[] {
  const keys: string[] = [];
  if (kind === 'people' && email.trim() !== '') keys.push(`email:${email.trim().toLowerCase()}`);
  if (name.trim() !== '') keys.push(`name:${name.trim().toLowerCase()}`);
  return keys;
}

export interface PlanOptions {
  policy: DuplicatePolicy;
  /** Rows planned between two yields to the event loop. */
  batch?: number;
  signal?: AbortSignal;
  onProgress?: (planned: number) => void;
}

/**
 * The dry run: every row as create, update, skip or error with its reasons, checked against the
 * account (existing records, statuses, users, SuperTag options) and the service's limits. Sends
 * nothing. Works in batches so a 50,000-row file does not freeze the page. A mapping without a
 * column for the record's name is refused as a whole (missingNameColumn).
 */
export async function planImport(
  rows: readonly (readonly string[])[],
  mapping: readonly ColumnTarget[],
  context: ImportContext,
  options: PlanOptions,
): Promise<PlannedRow[]> {
  const { policy, batch = 2_000 } = options;
  const missing = missingNameColumn(context.kind, mapping);
  if (missing !== null) throw new Error(missing);
  const planned: PlannedRow[] = [];
  const seen = new Map<string, number>();
  // A deal's contact is written by id; the dry run names it (the map built once, when first asked:
  // a search per row would be quadratic on a 50,000-row file).
  let names: Map<number, string> | null = null;
  const contactName = (id: number) => {
    names ??= new Map([...context.contacts].map(([name, contactId]) => [contactId, name]));
    return names.get(id) ?? `#${id}`;
  };
  const emailColumn = mapping.findIndex((t) => t.kind === 'field' && t.key === 'email');
  for (let start = 0; start < rows.length; start += batch) {
    options.signal?.throwIfAborted();
    for (let index = start; index < Math.min(rows.length, start + batch); index++) {
      const cells = rows[index] as readonly string[];
      const plan = planRow(index, cells, mapping, context);
      planned.push(plan);
      if (plan.action === 'error') continue;
      const keys = duplicateKeys(
        context.kind,
        plan.name,
        emailColumn >= 0 ? (cells[emailColumn] ?? '') : '',
      );
      const earlier = keys.map((k) => seen.get(k)).find((r) => r !== undefined);
      if (earlier !== undefined && policy !== 'create') {
        plan.action = 'error';
        plan.reasons = [
          engineMessages.t(
            keys[0]?.startsWith('email:') ? 'import.repeats.email' : 'import.repeats.name',
            { row: earlier },
          ),
        ];
        plan.write = null;
        continue;
      }
      for (const key of keys) if (!seen.has(key)) seen.set(key, plan.row);
      const existing = keys.map((k) => context.existing.get(k)).find((id) => id !== undefined);
      if (existing === undefined) continue;
      plan.existingId = existing;
      const by = keys.find((k) => context.existing.has(k))?.startsWith('email:') ? 'email' : 'name';
      const { t } = engineMessages;
      if (policy === 'skip') {
        plan.action = 'skip';
        plan.reasons = [t(`import.exists.${by}`, { id: existing })];
      } else if (policy === 'update') {
        plan.action = 'update';
        plan.reasons = [t(`import.updates.${by}`, { id: existing })];
        const record = context.records.get(existing);
        if (record !== undefined && plan.write !== null)
          plan.changes = updateChanges(context.kind, plan.write, record, context, contactName);
      } else {
        plan.existingId = null;
        plan.reasons = [t(`import.existsAnother.${by}`, { id: existing })];
      }
    }
    options.onProgress?.(planned.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return planned;
}

export function countActions(rows: readonly PlannedRow[]): Record<RowAction, number> {
  const counts: Record<RowAction, number> = { create: 0, update: 0, skip: 0, error: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
}
