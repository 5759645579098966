import { CHOSEN_FIELDS, type MergeRecord, type MergeSnapshot } from './mergeSnapshot';
import type { ContactFields, MergeStep } from './mergeSteps';
import { formatNumber } from '#lib/formatNumber';
import { mergeMessages } from './messages';

/** How many records one merge takes at most: the dry run must stay readable and the job small. */
export const MAX_MERGED_RECORDS = 10;

/**
 * How many steps one merge takes at most: the browser keeps them all (about 100 bytes each) and
 * the dry run lists them. A company with more employees, deals or comments is merged in parts.
 */
export const MAX_PLAN_STEPS = 5_000;

/** The survivor and, for each chosen field, the id of the record whose value wins. */
export interface MergeChoices {
  survivorId: number;
  /** Field → record id; a field not named keeps the survivor's value. */
  winners: Partial<Record<keyof ContactFields, number>>;
}

export class MergePlanError extends Error {}

/**
 * The steps of a merge, each one API call, in an order that leaves nothing lost if it stops half
 * way: first the survivor's fields, then every link of the other records added to the survivor
 * (employees, deals, to-dos, communications), their tags, SuperTag values, locations and
 * comments copied onto it, and only then the other records deleted. A link the survivor has
 * already, or one that two merged records share, is added once.
 */
export function planMerge(snapshot: MergeSnapshot, choices: MergeChoices): MergeStep[] {
  const survivor = snapshot.records.find((record) => record.id === choices.survivorId);
  if (survivor === undefined) throw new MergePlanError(mergeMessages.t('plan.survivorMissing'));
  if (snapshot.records.length < 2) throw new MergePlanError(mergeMessages.t('plan.tooFew'));
  if (snapshot.records.length > MAX_MERGED_RECORDS)
    throw new MergePlanError(mergeMessages.t('plan.tooMany', { max: MAX_MERGED_RECORDS }));
  if (new Set(snapshot.records.map((record) => record.id)).size !== snapshot.records.length)
    throw new MergePlanError(mergeMessages.t('plan.twice'));
  const others = snapshot.records.filter((record) => record !== survivor);
  const to = { id: survivor.id };
  const steps: MergeStep[] = [];

  const fields = chosenFields(snapshot, survivor, choices);
  if (Object.keys(fields).length > 0) steps.push({ kind: 'updateContact', contact: to, fields });

  const once = new Set<string>();
  /** True the first time a key is seen: a link the survivor has is marked seen before the others. */
  const first = (key: string) => {
    if (once.has(key)) return false;
    once.add(key);
    return true;
  };
  for (const todo of survivor.links.todos) first(`todo ${todo.id}`);
  for (const deal of survivor.links.dealsRelated) first(`deal ${deal.id}`);
  for (const p of survivor.links.participations) first(`communication ${p.id} ${p.role}`);

  for (const other of others) {
    for (const employee of other.links.employees)
      steps.push({ kind: 'setEmployer', personId: employee.id, company: to });
    for (const deal of other.links.dealsWith)
      steps.push({ kind: 'setDealWith', dealId: deal.id, contact: to });
    for (const deal of other.links.dealsRelated)
      if (first(`deal ${deal.id}`))
        steps.push({ kind: 'addDealContact', dealId: deal.id, contact: to });
    for (const todo of other.links.todos)
      if (first(`todo ${todo.id}`))
        steps.push({ kind: 'addTodoContact', todoId: todo.id, contact: to });
    for (const { id, role } of other.links.participations)
      if (first(`communication ${id} ${role}`))
        steps.push({ kind: 'addParticipant', communicationId: id, contact: to, role });
  }

  steps.push(...tagSteps(survivor, others));
  steps.push(...locationSteps(survivor, others));
  for (const comment of others
    .flatMap((other) => other.comments)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id))
    steps.push({ kind: 'addComment', contact: to, text: comment.text });

  for (const other of others) steps.push({ kind: 'deleteContact', id: other.id });
  if (steps.length > MAX_PLAN_STEPS)
    throw new MergePlanError(
      mergeMessages.t('plan.tooManySteps', {
        steps: formatNumber(steps.length),
        max: formatNumber(MAX_PLAN_STEPS),
      }),
    );
  return steps;
}

/** The chosen values that differ from the survivor's own. */
function chosenFields(
  snapshot: MergeSnapshot,
  survivor: MergeRecord,
  choices: MergeChoices,
): ContactFields {
  const fields: ContactFields = {};
  for (const field of CHOSEN_FIELDS[snapshot.collection]) {
    const winnerId = choices.winners[field] ?? survivor.id;
    const winner = snapshot.records.find((record) => record.id === winnerId);
    if (winner === undefined)
      throw new MergePlanError(mergeMessages.t('plan.foreignValue', { field }));
    const value = winner.fields[field];
    if (value !== survivor.fields[field]) Object.assign(fields, { [field]: value ?? null });
  }
  return fields;
}

/** The tags the survivor lacks (one request), then the values of SuperTags it lacked. */
function tagSteps(survivor: MergeRecord, others: readonly MergeRecord[]): MergeStep[] {
  const had = new Set(survivor.tags.map((tag) => tag.name.toLowerCase()));
  const added = new Map<string, MergeRecord['tags'][number]>();
  for (const tag of others.flatMap((other) => other.tags)) {
    const key = tag.name.toLowerCase();
    if (!had.has(key) && !added.has(key)) added.set(key, tag);
  }
  if (added.size === 0) return [];
  const to = { id: survivor.id };
  const steps: MergeStep[] = [
    { kind: 'addTags', contact: to, names: [...added.values()].map((tag) => tag.name) },
  ];
  for (const tag of added.values())
    if (tag.superTagValues !== undefined)
      steps.push({ kind: 'setSuperTag', contact: to, name: tag.name, values: tag.superTagValues });
  return steps;
}

/**
 * The other records' locations, copied onto the survivor. A label is a location's identity in
 * its record and a create with a label it has updates that location (api.md), so a label taken
 * gets a number ("Work 2"); only the survivor's own primary location stays primary.
 */
function locationSteps(survivor: MergeRecord, others: readonly MergeRecord[]): MergeStep[] {
  const taken = new Set(survivor.locations.map((location) => location.label.toLowerCase()));
  let hasPrimary = survivor.locations.some((location) => location.primary);
  const steps: MergeStep[] = [];
  for (const location of others.flatMap((other) => other.locations)) {
    const label = freeLabel(location.label, taken);
    taken.add(label.toLowerCase());
    const primary = location.primary && !hasPrimary;
    hasPrimary ||= primary;
    steps.push({
      kind: 'addLocation',
      contact: { id: survivor.id },
      location: { ...location, label, primary },
    });
  }
  return steps;
}

/** `label`, or the first of "label 2", "label 3"… not taken (compared ignoring case). */
export function freeLabel(label: string, taken: ReadonlySet<string>): string {
  if (!taken.has(label.toLowerCase())) return label;
  for (let n = 2; ; n++) {
    const candidate = `${label} ${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
