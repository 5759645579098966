import type { Activity } from '#xml/activity';
import type { Communication } from '#xml/communication';
import type { MegaComment } from '#xml/megaComment';
import type { Todo } from '#xml/todo';
import { humanName } from '#xml/values';
import type { RecordRef } from '#api/records';
import { currentLocale } from '#i18n/i18n';
import { feedMessages } from './messages';
import { stageName } from '#lib/stageName';

/**
 * What a record's feed lists (issue 34): comments with their text, communications, completed
 * to-dos and the activity stream's changes, each with the time it is ordered by.
 */

/** The feed's filters, as written in the address (`?feed=comments`). */
export const FEED_FILTERS = ['all', 'comments', 'communications', 'todos', 'changes'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
export type FeedCategory = Exclude<FeedFilter, 'all'>;

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
  | (Base & { type: 'change'; activity: Activity; noun: RecordNoun })
  | (Base & { type: 'dealChange'; activity: Activity; change: DealChange });

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

/** A change of the record; its sentence is made when shown, in the language of the moment. */
export const changeItem = (activity: Activity, noun: RecordNoun): FeedItem => ({
  type: 'change',
  key: `activity:${activity.id}`,
  at: activity.date,
  activity,
  noun,
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

/** "Location Work added", "Tag vip removed", "SuperTag Size set" as the service words them. */
const NAMED_CHANGE = /^(Location|Tag|SuperTag) (.+) (added|changed|removed|set)$/;

const THING_KEYS = {
  Location: 'thing.location',
  Tag: 'thing.tag',
  SuperTag: 'thing.superTag',
} as const;

/** The kinds of record a feed tells the changes of, as the sentences name them. */
export type RecordNoun = 'company' | 'person' | 'deal' | 'to-do' | 'communication';

/**
 * One sentence naming what changed, after the user's name: "added the location ‘work’",
 * "changed the name from ‘Acme’ to ‘Acme Inc’", in the current language. `noun` is the record's
 * kind. Field names are the API's, as the service sends them.
 */
export function changeSentence(activity: Activity, noun: RecordNoun): string {
  const { t } = feedMessages;
  const { kind, description, changes } = activity;
  const record = t(`noun.${noun}`);
  switch (kind) {
    case 'created':
    case 'deleted':
      return t(`change.${kind}`, { record });
    case 'updated': {
      if (changes.length === 1) {
        const [change] = changes;
        const field = humanName(change!.field).toLowerCase();
        if (change!.old === '') return t('change.set', { field, new: change!.new });
        if (change!.new === '') return t('change.cleared', { field, old: change!.old });
        return t('change.changed', { field, old: change!.old, new: change!.new });
      }
      if (changes.length > 1) {
        const fields = changes.map((c) => humanName(c.field).toLowerCase());
        return t('change.fields', { fields: listFormat().format(fields) });
      }
      return t('change.updated', { record });
    }
    case 'comment_edited':
      return t('change.commentEdited');
    case 'comment_removed':
      return t('change.commentRemoved');
    default: {
      const named = NAMED_CHANGE.exec(description);
      if (named !== null) {
        const [, what, name, verb] = named;
        const thing = t(THING_KEYS[what as keyof typeof THING_KEYS]);
        return t(`named.${verb as 'added' | 'changed' | 'removed' | 'set'}`, {
          thing,
          name: name!,
        });
      }
      // The service's own words for a kind the console does not know.
      return description === '' ? t('change.changedRecord', { record }) : description.toLowerCase();
    }
  }
}

/** "a, b and c" in the current language. */
function listFormat(): Intl.ListFormat {
  return new Intl.ListFormat(currentLocale());
}

/** A change of one deal field the feed tells (status or amount). */
export interface DealFieldChange {
  field: 'status' | 'amount';
  old: string;
  new: string;
}

/**
 * A change of one of the contact's deals, told as a sentence with the deal's title linked in it:
 * created, one field set, cleared or changed, or several fields at once.
 */
export interface DealChange {
  /** The deal's title as it was then (the stream keeps it); empty when it had none. */
  title: string;
  kind: 'created' | 'set' | 'cleared' | 'changed' | 'several';
  fields: DealFieldChange[];
}

/** The deal fields whose changes a contact's feed tells: what the deal is worth, and where it stands. */
const TOLD_DEAL_FIELDS = ['status', 'amount'] as const;

const isTold = (field: string): field is DealFieldChange['field'] =>
  (TOLD_DEAL_FIELDS as readonly string[]).includes(field);

/** A deal's entry the feed shows (created, status or amount changed), else null. */
export function dealChangeOf(activity: Activity): DealChange | null {
  const title = activity.name.trim();
  if (activity.kind === 'created') return { kind: 'created', title, fields: [] };
  if (activity.kind !== 'updated') return null;
  const fields = activity.changes.flatMap((c) => {
    const field = c.field.toLowerCase();
    return isTold(field) ? [{ field, old: c.old, new: c.new }] : [];
  });
  const [only, ...others] = fields;
  if (only === undefined) return null;
  if (others.length > 0) return { kind: 'several', title, fields };
  const kind = only.old === '' ? 'set' : only.new === '' ? 'cleared' : 'changed';
  return { kind, title, fields };
}

/** A changed value as shown: a status names its stage as the console does ("Gewonnen"). */
export function shownDealValue(field: DealFieldChange['field'], value: string): string {
  return field === 'status' && value !== '' ? stageName(value) : value;
}

/** One field of a deal change in words: "the amount from ‘1’ to ‘2’". */
export function dealFieldPart(change: DealFieldChange): string {
  const { t } = feedMessages;
  const field = t(`dealField.${change.field}`);
  const old = shownDealValue(change.field, change.old);
  const now = shownDealValue(change.field, change.new);
  if (change.old === '') return t('dealPart.set', { field, new: now });
  if (change.new === '') return t('dealPart.cleared', { field, old });
  return t('dealPart.changed', { field, old, new: now });
}

/** The parts of a change of several deal fields, joined as a list of the current language. */
export function dealFieldParts(fields: readonly DealFieldChange[]): string {
  return listFormat().format(fields.map(dealFieldPart));
}

/** A deal's entry in its party's feed, or null when the feed does not tell that kind of change. */
export function dealChangeItem(activity: Activity): FeedItem | null {
  const change = dealChangeOf(activity);
  if (change === null) return null;
  return {
    type: 'dealChange',
    key: `activity:${activity.id}`,
    at: activity.date,
    activity,
    change,
  };
}
