/**
 * Who is asking: every store call is confined to one account; `userId` is "the current user".
 * `deadline` (`Date.now()` ms): the request's time budget ends then (`requestBudget.ts`); the store
 * hands the scope to `StoreDb.read`/`write` as their budget.
 */
export type Scope = { accountId: number; userId: number; deadline?: number };

/** Paging of lists (decisions.md: offset default 0, limit default 10, at most 500, order by id). */
export type Page = { offset: number; limit: number };

/** The five kinds of record that carry tags and comments. */
export type RecordKind = 'person' | 'company' | 'deal' | 'todo' | 'communication';

/** A record: an activity's, a comment's. */
export type RecordRef = { kind: RecordKind; id: number };

/** The records that link contacts: a deal's related contacts, a to-do's or communication's participants. */
export type ContactLinkOwner = 'deal' | 'todo' | 'communication';

/**
 * What adding or removing a linked contact changed (the `ok` value of its WriteResult; `not_found`
 * says `contact` when the contact is missing, nothing when the deal, to-do or communication is).
 */
export type LinkChange = 'added' | 'removed' | 'unchanged';

/** The two kinds of contact, in one id space. */
export type ContactKind = 'company' | 'person';

export const COLLECTION_OF_KIND: Readonly<Record<RecordKind, string>> = {
  person: 'people',
  company: 'companies',
  deal: 'deals',
  todo: 'todos',
  communication: 'communications',
};

/** Path segment → record kind; null prototype, so that `constructor` finds nothing. */
export const KIND_OF_COLLECTION: Readonly<Record<string, RecordKind | undefined>> = Object.freeze(
  Object.assign(
    Object.create(null) as Record<string, RecordKind>,
    Object.fromEntries(Object.entries(COLLECTION_OF_KIND).map(([kind, path]) => [path, kind])),
  ),
);

/** Whether a stored `record_kind` is one of the five kinds (a column without CHECK). */
export const isRecordKind = (kind: string): kind is RecordKind =>
  Object.hasOwn(COLLECTION_OF_KIND, kind);
