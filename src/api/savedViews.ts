import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decodeSavedViewList,
  encodeSavedViewWrite,
  type SavedView,
  type SavedViewList,
  type SavedViewWrite,
} from '#xml/savedView';
import { useApiClient } from './client/ApiClientProvider';
import { isApiError } from './client/apiError';
import { servicePath, type ApiClient } from './client/client';
import { createRecord, getDocument, sendWrite } from './client/requests';
import {
  browserViews,
  createBrowserView,
  deleteBrowserView,
  updateBrowserView,
} from './savedViewsBrowser';

/**
 * Saved views: on our service, `/service/account/views` (per user, shareable with the team);
 * against a server without it (a classic one answers 404) they are kept in this browser
 * (`savedViewsBrowser.ts`), and `where` tells the screens so.
 */
export type SavedViewsHome = 'service' | 'browser';

export interface SavedViews {
  where: SavedViewsHome;
  views: SavedView[];
}

/** A new view: its name and list, and what the screen shows now. */
export type NewSavedView = SavedViewWrite & Pick<SavedView, 'name' | 'list'>;

const VIEWS_PATH = servicePath('account', 'views');
const viewPath = (id: number) => servicePath('account', 'views', id);

/** The server has no saved views: no such path (404), method or feature (405, 501), or a page that is not a views document. */
function lacksSavedViews(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'undecodable') return true;
  return (
    error.kind === 'http' && (error.status === 404 || error.status === 405 || error.status === 501)
  );
}

/**
 * Servers (by base URL) found without saved views in this page's life: asked once, not on every
 * refresh of the list, so a classic server's log and the browser's console get one 404, not one a
 * minute.
 */
const serversWithoutViews = new Set<string>();

export async function listSavedViews(client: ApiClient, signal?: AbortSignal): Promise<SavedViews> {
  if (serversWithoutViews.has(client.baseUrl)) {
    return { where: 'browser', views: browserViews(client.baseUrl) };
  }
  try {
    const views = await getDocument(
      client,
      VIEWS_PATH,
      'views',
      decodeSavedViewList,
      undefined,
      signal,
    );
    return { where: 'service', views };
  } catch (error) {
    if (!lacksSavedViews(error)) throw error;
    serversWithoutViews.add(client.baseUrl);
    return { where: 'browser', views: browserViews(client.baseUrl) };
  }
}

export async function createSavedView(
  client: ApiClient,
  where: SavedViewsHome,
  input: NewSavedView,
): Promise<number> {
  if (where === 'browser') return createBrowserView(client.baseUrl, input);
  return createRecord(client, VIEWS_PATH, encodeSavedViewWrite(input), 'account/views');
}

export async function updateSavedView(
  client: ApiClient,
  where: SavedViewsHome,
  id: number,
  change: SavedViewWrite,
): Promise<void> {
  if (where === 'browser') return updateBrowserView(client.baseUrl, id, change);
  await sendWrite(client, 'PUT', viewPath(id), { body: encodeSavedViewWrite(change) });
}

export async function deleteSavedView(
  client: ApiClient,
  where: SavedViewsHome,
  id: number,
): Promise<void> {
  if (where === 'browser') return deleteBrowserView(client.baseUrl, id);
  await sendWrite(client, 'DELETE', viewPath(id));
}

/** Every view the user may open (theirs and the team's), for every list: the menus and the sidebar share one request. */
export const savedViewQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['saved-views', client.baseUrl],
    queryFn: ({ signal }) => listSavedViews(client, signal),
    // Others' shared views change rarely; a minute keeps the sidebar from asking on every screen.
    staleTime: 60_000,
  });

export function useSavedViews() {
  return useQuery(savedViewQuery(useApiClient()));
}

/** The views of one list. */
export const viewsOf = (views: readonly SavedView[], list: SavedViewList): SavedView[] =>
  views.filter((view) => view.list === list);

type ViewChange =
  | { kind: 'create'; input: NewSavedView }
  | { kind: 'update'; id: number; change: SavedViewWrite }
  | { kind: 'delete'; id: number };

/** Creates, changes or deletes a view where the list came from; resolves with the view's id once the list refetched. */
export function useSavedViewChange(where: SavedViewsHome) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ViewChange): Promise<number> => {
      if (change.kind === 'create') return createSavedView(client, where, change.input);
      if (change.kind === 'update') await updateSavedView(client, where, change.id, change.change);
      else await deleteSavedView(client, where, change.id);
      return change.id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewQuery(client).queryKey }),
  });
}
