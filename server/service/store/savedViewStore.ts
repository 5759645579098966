import type { SavedView, SavedViewList, SavedViewWrite } from '#xml/savedView';
import type { Scope } from './scope';
import type { WriteResult } from './writeResult';

/** A new view: name and list given, the rest as the write says or empty/false. */
export type NewSavedView = SavedViewWrite & { name: string; list: SavedViewList };

/** A change refused because the view is the team's, not the caller's (HTTP 403). */
export type NotOwner = { status: 'not_owner' };

/** What `listViews` answers: at most `MAX_VIEWS_LISTED` views, and whether more exist. */
export type SavedViewPage = { views: SavedView[]; truncated: boolean };

/**
 * Store area: saved views (`sql/savedViews.ts`). A user reads their own views and the views
 * others of the account shared; only the owner changes or deletes one. A view another user
 * keeps to themselves is `not_found` to everyone else, as if it did not exist.
 */
export interface SavedViewStore {
  /** The caller's views and the account's shared ones (of one list when given), by name. */
  listViews(scope: Scope, list?: SavedViewList): Promise<SavedViewPage>;
  findView(scope: Scope, id: number): Promise<SavedView | null>;
  /** The new view's id; `invalid` when the caller already owns `MAX_VIEWS_PER_USER` views. */
  createView(scope: Scope, input: NewSavedView): Promise<WriteResult<number>>;
  updateView(scope: Scope, id: number, change: SavedViewWrite): Promise<WriteResult | NotOwner>;
  deleteView(scope: Scope, id: number): Promise<WriteResult | NotOwner>;
}
