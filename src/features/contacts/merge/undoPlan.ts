import { isFinished, type MergeJob } from './mergeJob';
import type { MergeRecord } from './mergeSnapshot';
import type { ContactFields, ContactRef, MergeStep } from './mergeSteps';
import { mergeMessages } from './messages';

/**
 * The steps that undo a finished merge, each one API call, as the delete's undo does it: every
 * deleted record created again with its fields, then given back its links (employees, deals,
 * to-dos, communications in the same role), tags, SuperTag values, locations and comments;
 * the survivor gets its own values back and loses what the merge added to it (a link, tag,
 * location or comment it had before stays).
 */
export function planUndo(merge: MergeJob): MergeStep[] {
  if (merge.kind !== 'merge') throw new Error(mergeMessages.t('job.onlyMerge'));
  if (!isFinished(merge)) throw new Error(mergeMessages.t('job.notFinished'));
  const survivor = merge.snapshot.records.find((record) => record.id === merge.survivorId);
  if (survivor === undefined) throw new Error(mergeMessages.t('job.noSurvivor'));
  const deleted = merge.steps.flatMap((step) => (step.kind === 'deleteContact' ? [step.id] : []));
  const records = merge.snapshot.records.filter((record) => deleted.includes(record.id));

  const steps: MergeStep[] = records.map((record) => ({
    kind: 'createContact',
    deletedId: record.id,
    fields: record.fields,
  }));
  for (const record of records) steps.push(...givenBack(record));
  steps.push(...takenFromSurvivor(merge, survivor));
  return steps;
}

/** What a re-created record gets back: its links and extras, as before the merge. */
function givenBack(record: MergeRecord): MergeStep[] {
  const contact: ContactRef = { recreatedFrom: record.id };
  const { links } = record;
  const steps: MergeStep[] = [
    ...links.employees.map((e): MergeStep => ({
      kind: 'setEmployer',
      personId: e.id,
      company: contact,
    })),
    ...links.dealsWith.map((d): MergeStep => ({ kind: 'setDealWith', dealId: d.id, contact })),
    ...links.dealsRelated.map((d): MergeStep => ({
      kind: 'addDealContact',
      dealId: d.id,
      contact,
    })),
    ...links.todos.map((t): MergeStep => ({ kind: 'addTodoContact', todoId: t.id, contact })),
    ...links.participations.map((p): MergeStep => ({
      kind: 'addParticipant',
      communicationId: p.id,
      contact,
      role: p.role,
    })),
  ];
  if (record.tags.length > 0)
    steps.push({ kind: 'addTags', contact, names: record.tags.map((tag) => tag.name) });
  for (const tag of record.tags)
    if (tag.superTagValues !== undefined)
      steps.push({ kind: 'setSuperTag', contact, name: tag.name, values: tag.superTagValues });
  for (const location of record.locations) steps.push({ kind: 'addLocation', contact, location });
  for (const comment of [...record.comments].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  ))
    steps.push({ kind: 'addComment', contact, text: comment.text });
  return steps;
}

/** The inverse of each merge step that added something to the survivor, and its old values. */
function takenFromSurvivor(merge: MergeJob, survivor: MergeRecord): MergeStep[] {
  const steps: MergeStep[] = [];
  merge.steps.forEach((step, index) => {
    switch (step.kind) {
      case 'updateContact': {
        const before: ContactFields = {};
        for (const field of Object.keys(step.fields) as (keyof ContactFields)[])
          Object.assign(before, { [field]: survivor.fields[field] ?? null });
        steps.push({ kind: 'updateContact', contact: step.contact, fields: before });
        break;
      }
      case 'addDealContact':
        steps.push({ ...step, kind: 'removeDealContact' });
        break;
      case 'addTodoContact':
        steps.push({ ...step, kind: 'removeTodoContact' });
        break;
      case 'addParticipant':
        steps.push({ ...step, kind: 'removeParticipant' });
        break;
      case 'addTags':
        for (const name of step.names)
          steps.push({ kind: 'removeTag', contact: step.contact, name });
        break;
      case 'addLocation':
        steps.push({ kind: 'deleteLocation', contact: step.contact, label: step.location.label });
        break;
      case 'addComment': {
        const commentId = merge.results[String(index)];
        if (commentId !== undefined) steps.push({ kind: 'deleteComment', commentId });
        break;
      }
      default:
        // Employers and deal parties are set to the re-created records above; deletes are undone by creates.
        break;
    }
  });
  return steps;
}
