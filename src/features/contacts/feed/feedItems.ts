import type { Activity } from '#xml/activity';
import type { Communication } from '#xml/communication';
import type { MegaComment } from '#xml/megaComment';
import type { Todo } from '#xml/todo';
import { humanName } from '#xml/values';
import type { RecordRef } from '#api/records';

/**
 * What a record's feed lists (issue 34): comments with their text, communications, completed
 * to-dos and the activity stream's changes, each with the time it is ordered by.
 */

/** The feed's filters, as written in the address (`?feed=comments`). */
export const FEED_FILTERS = ['all', 'comments', 'communications', 'todos', 'changes'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
export type FeedCategory = Exclude<FeedFilter, 'all'>;

export const FEED_FILTER_LABELS: Readonly<Record<FeedFilter, string>> = {
  all: 'All',
  comments: 'Comments',
  communications: 'Communications',
  todos: 'To-dos',
  changes: 'Changes',
};

export function parseFeedFilter(text: string | null): FeedFilter {
  return FEED_FILTERS.find((f) => f === text) ?? 'all';
}

/** A contact a fanned-out item belongs to (a company's person), named for the feed. */
export interface ItemOwner {
  record: RecordRef;
  name: string;
}

interface Base {
  /** Unique across the feed: the same communication reached through two people is one item. */
  key: string;
  /** ISO UTC: the feed is newest first by this. */
  at: string;
  /** Set when the item is about someone else than the feed's record (a company's person). */
  owner?: ItemOwner;
}

export type FeedItem =
  | (Base & { type: 'comment'; record: RecordRef; comment: MegaComment })
  | (Base & { type: 'communication'; communication: Communication })
  | (Base & { type: 'todo'; todo: Todo })
  | (Base & { type: 'change'; activity: Activity; sentence: string })
  | (Base & { type: 'dealChange'; activity: Activity } & DealChangeWords);

export const CATEGORY_OF: Readonly<Record<FeedItem['type'], FeedCategory>> = {
  comment: 'comments',
  communication: 'communications',
  todo: 'todos',
  change: 'changes',
  dealChange: 'changes',
};

export const commentItem = (
  record: RecordRef,
  comment: MegaComment,
  owner?: ItemOwner,
): FeedItem => ({
  type: 'comment',
  key: `comment:${comment.id}`,
  at: comment.createdAt,
  record,
  comment,
  owner,
});

export const communicationItem = (communication: Communication, owner?: ItemOwner): FeedItem => ({
  type: 'communication',
  key: `communication:${communication.id}`,
  at: communication.date ?? communication.createdAt,
  communication,
  owner,
});

/** A completed to-do, placed when it was last changed (the API keeps no completion time). */
export const todoItem = (todo: Todo): FeedItem => ({
  type: 'todo',
  key: `todo:${todo.id}`,
  at: todo.updatedAt || todo.createdAt,
  todo,
});

export const changeItem = (activity: Activity, noun: string): FeedItem => ({
  type: 'change',
  key: `activity:${activity.id}`,
  at: activity.date,
  activity,
  sentence: changeSentence(activity, noun),
});

/** Keys compared with their numbers as numbers: `activity:100` is newer than `activity:99`. */
const KEY_ORDER = new Intl.Collator('en', { numeric: true });

/**
 * Newest first; equal times (one second holds many writes) by key, higher ids first as the
 * service orders them, so that the order is the same on every read.
 */
export function compareItems(a: FeedItem, b: FeedItem): number {
  return b.at.localeCompare(a.at) || KEY_ORDER.compare(b.key, a.key);
}

const quoted = (value: string) => `‘${value}’`;

/** "Location Work added", "Tag vip removed", "SuperTag Size set" as the service words them. */
const NAMED_CHANGE = /^(Location|Tag|SuperTag) (.+) (added|changed|removed|set)$/;

/**
 * One sentence naming what changed, after the user's name: "added the location ‘work’",
 * "changed the name from ‘Acme’ to ‘Acme Inc’". `noun` is the record's kind ("company").
 */
export function changeSentence(activity: Activity, noun: string): string {
  const { kind, description, changes } = activity;
  switch (kind) {
    case 'created':
    case 'deleted':
      return `${kind} the ${noun}`;
    case 'updated': {
      if (changes.length === 1) {
        const [change] = changes;
        const field = humanName(change!.field).toLowerCase();
        if (change!.old === '') return `set the ${field} to ${quoted(change!.new)}`;
        if (change!.new === '') return `cleared the ${field} (was ${quoted(change!.old)})`;
        return `changed the ${field} from ${quoted(change!.old)} to ${quoted(change!.new)}`;
      }
      if (changes.length > 1) {
        const fields = changes.map((c) => humanName(c.field).toLowerCase());
        return `changed the ${new Intl.ListFormat('en-GB').format(fields)}`;
      }
      return `updated the ${noun}`;
    }
    case 'comment_edited':
      return 'edited a comment';
    case 'comment_removed':
      return 'removed a comment';
    default: {
      const named = NAMED_CHANGE.exec(description);
      if (named !== null) {
        const [, what, name, verb] = named;
        const thing = what === 'SuperTag' ? 'SuperTag' : what!.toLowerCase();
        return `${verb} the ${thing} ${quoted(name!)}`;
      }
      return description === '' ? `changed the ${noun}` : description.toLowerCase();
    }
  }
}

/**
 * A change of one of the contact's deals in words, split around the deal's title so the feed can
 * link it: "changed the status of" the deal ‘Big order’ "from ‘pending’ to ‘won’".
 */
export interface DealChangeWords {
  verb: string;
  /** The deal's title as it was then (the stream keeps it), or "Deal #id". */
  title: string;
  detail: string;
}

/** The deal fields whose changes a contact's feed tells: what the deal is worth, and where it stands. */
const TOLD_DEAL_FIELDS = ['status', 'amount'];

/** The words of a deal's entry the feed shows (created, status or amount changed), else null. */
export function dealChangeWords(activity: Activity): DealChangeWords | null {
  const title = activity.name.trim() === '' ? `Deal #${activity.recordId}` : activity.name;
  if (activity.kind === 'created') return { verb: 'created', title, detail: '' };
  if (activity.kind !== 'updated') return null;
  const told = activity.changes.filter((c) => TOLD_DEAL_FIELDS.includes(c.field.toLowerCase()));
  const part = (change: (typeof told)[number]) => {
    const field = `the ${change.field.toLowerCase()} `;
    if (change.old === '') return `${field}set to ${quoted(change.new)}`;
    if (change.new === '') return `${field}cleared (was ${quoted(change.old)})`;
    return `${field}from ${quoted(change.old)} to ${quoted(change.new)}`;
  };
  const [only, ...others] = told;
  if (only === undefined) return null;
  if (others.length === 0) {
    const field = only.field.toLowerCase();
    if (only.old === '')
      return { verb: `set the ${field} of`, title, detail: ` to ${quoted(only.new)}` };
    if (only.new === '')
      return { verb: `cleared the ${field} of`, title, detail: ` (was ${quoted(only.old)})` };
    return {
      verb: `changed the ${field} of`,
      title,
      detail: ` from ${quoted(only.old)} to ${quoted(only.new)}`,
    };
  }
  return {
    verb: 'changed',
    title,
    detail: `: ${new Intl.ListFormat('en-GB').format(told.map(part))}`,
  };
}

/** A deal's entry in its party's feed, or null when the feed does not tell that kind of change. */
export function dealChangeItem(activity: Activity): FeedItem | null {
  const words = dealChangeWords(activity);
  if (words === null) return null;
  return {
    type: 'dealChange',
    key: `activity:${activity.id}`,
    at: activity.date,
    activity,
    ...words,
  };
}
