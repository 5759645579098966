import {
  isSavedViewList,
  MAX_VIEW_NAME,
  MAX_VIEWS_PER_USER,
  type SavedView,
  type SavedViewWrite,
} from '#xml/savedView';
import { storedLength } from '#xml/textLimits';
import { formatNumber } from '#lib/formatNumber';
import { libMessages } from '#lib/messages';

/**
 * Saved views kept in this browser, for a server without `/service/account/views` (a classic
 * one): localStorage, one entry per API base URL (in the browser, one proxy = one account per
 * origin; tests against several services keep theirs apart). Every view is the user's own and
 * personal: a browser has no team to share with.
 */

const PREFIX = 'crm.savedViews:';

type Stored = { nextId: number; views: SavedView[] };

/** localStorage when there is one that works (disabled storage throws on access). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['id'] === 'number' &&
    typeof v['name'] === 'string' &&
    typeof v['list'] === 'string' &&
    isSavedViewList(v['list']) &&
    typeof v['address'] === 'string' &&
    typeof v['columns'] === 'string' &&
    typeof v['pinned'] === 'boolean'
  );
}

function readStored(baseUrl: string): Stored {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PREFIX + baseUrl) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return { nextId: 1, views: [] };
    const { nextId, views } = parsed as Record<string, unknown>;
    const kept = Array.isArray(views) ? views.filter(isView) : [];
    const next = typeof nextId === 'number' && Number.isSafeInteger(nextId) ? nextId : 1;
    return { nextId: Math.max(next, ...kept.map((v) => v.id + 1)), views: kept };
  } catch {
    // A damaged entry counts as no views rather than breaking the lists.
    return { nextId: 1, views: [] };
  }
}

function writeStored(baseUrl: string, stored: Stored): void {
  const target = storage();
  if (target === null) throw new Error(libMessages.t('views.storageOff'));
  try {
    target.setItem(PREFIX + baseUrl, JSON.stringify(stored));
  } catch {
    throw new Error(libMessages.t('views.storageFull'));
  }
}

export function browserViews(baseUrl: string): SavedView[] {
  return readStored(baseUrl).views;
}

/** The service's rules, so a view kept here could move to a server as it is. */
function checkName(name: string | undefined): void {
  if (name === undefined) return;
  if (name.trim() === '') throw new Error(libMessages.t('views.nameBlank'));
  if (storedLength(name) > MAX_VIEW_NAME)
    throw new Error(libMessages.t('views.nameTooLong', { max: formatNumber(MAX_VIEW_NAME) }));
}

export function createBrowserView(
  baseUrl: string,
  input: SavedViewWrite & Pick<SavedView, 'name' | 'list'>,
): number {
  checkName(input.name);
  const stored = readStored(baseUrl);
  if (stored.views.length >= MAX_VIEWS_PER_USER)
    throw new Error(libMessages.t('views.tooMany', { max: formatNumber(MAX_VIEWS_PER_USER) }));
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const id = stored.nextId;
  stored.views.push({
    id,
    name: input.name.trim(),
    list: input.list,
    address: input.address ?? '',
    columns: input.columns ?? '',
    shared: false,
    pinned: input.pinned === true,
    ownerId: 0,
    ownerName: '',
    mine: true,
    createdAt: now,
    updatedAt: now,
  });
  writeStored(baseUrl, { nextId: id + 1, views: stored.views });
  return id;
}

export function updateBrowserView(baseUrl: string, id: number, change: SavedViewWrite): void {
  checkName(change.name);
  const stored = readStored(baseUrl);
  const view = stored.views.find((v) => v.id === id);
  if (view === undefined) throw new Error(libMessages.t('views.gone'));
  Object.assign(view, {
    ...(change.name === undefined ? {} : { name: change.name.trim() }),
    ...(change.address === undefined ? {} : { address: change.address }),
    ...(change.columns === undefined ? {} : { columns: change.columns }),
    ...(change.pinned === undefined ? {} : { pinned: change.pinned }),
    updatedAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
  writeStored(baseUrl, stored);
}

export function deleteBrowserView(baseUrl: string, id: number): void {
  const stored = readStored(baseUrl);
  writeStored(baseUrl, { ...stored, views: stored.views.filter((v) => v.id !== id) });
}
