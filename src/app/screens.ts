import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client/client';

/**
 * Every screen of the console: its address, how its code loads (its own chunk, fetched on first
 * visit) and, for a screen whose first data is known from the address alone, how to ask for that
 * data before the screen's code has arrived. The route table (`routes.tsx`) and the head start of
 * the first page load (`headStart.ts`) both read this list.
 */
export interface Screen {
  /** Under `/`; absent for the home screen (the index route). */
  path?: string;
  load: () => Promise<{ Component: ComponentType }>;
  prefetch?: (queryClient: QueryClient, client: ApiClient, search: URLSearchParams) => void;
  /** False: the proxy does not draw this screen into the page (src/ssr/); the browser does. */
  drawnByProxy?: false;
}

/**
 * A screen's `load` from its module's import and the name of its page component. The part of
 * Mantine's stylesheet the shell does not need arrives beside it (`styles/screenStyles.ts`), so
 * the first paint waits for the shell's styles only.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Screen['load'] {
  return async () => {
    const [screen] = await Promise.all([load(), import('./styles/screenStyles')]);
    return { Component: screen[name] };
  };
}

export const screens: readonly Screen[] = [
  {
    load: page(() => import('../features/home/HomePage'), 'HomePage'),
  },
  {
    path: 'companies',
    load: page(() => import('../features/contacts/CompaniesListPage'), 'CompaniesListPage'),
  },
  {
    path: 'companies/:id',
    load: page(() => import('../features/contacts/CompanyDetailPage'), 'CompanyDetailPage'),
  },
  {
    path: 'people',
    load: page(() => import('../features/contacts/PeopleListPage'), 'PeopleListPage'),
  },
  {
    path: 'people/:id',
    load: page(() => import('../features/contacts/PersonDetailPage'), 'PersonDetailPage'),
  },
  {
    path: 'duplicates',
    load: page(() => import('../features/contacts/merge/DuplicatesPage'), 'DuplicatesPage'),
    // Its scan's progress and dismissed pairs are kept in the browser's storage, read while it
    // renders: the server has none, and each attempt failed.
    drawnByProxy: false,
  },
  {
    path: 'duplicates/merge',
    load: page(() => import('../features/contacts/merge/MergePage'), 'MergePage'),
  },
  {
    path: 'deals',
    load: page(() => import('../features/deals/DealsListPage'), 'DealsListPage'),
  },
  {
    path: 'deals/:id',
    load: page(() => import('../features/deals/DealPage'), 'DealPage'),
  },
  {
    path: 'pipeline',
    load: page(() => import('../features/deals/PipelinePage'), 'PipelinePage'),
    // Loaded on demand: its decoders and queries would otherwise be in every screen's first
    // download. The stages and totals it asks for first are sent by index.html already.
    prefetch: (queryClient, client, search) =>
      void import('../features/deals/prefetchBoard').then(({ boardFilterOf, prefetchBoard }) =>
        prefetchBoard(queryClient, client, boardFilterOf(search)),
      ),
  },
  {
    path: 'todos',
    load: page(() => import('../features/todos/TodosListPage'), 'TodosListPage'),
  },
  {
    path: 'communications',
    load: page(
      () => import('../features/communications/CommunicationsListPage'),
      'CommunicationsListPage',
    ),
  },
  {
    path: 'communications/:id',
    load: page(
      () => import('../features/communications/CommunicationDetailPage'),
      'CommunicationDetailPage',
    ),
  },
  {
    path: 'activity',
    load: page(() => import('../features/activity/ActivityPage'), 'ActivityPage'),
  },
  {
    path: 'comments',
    load: page(() => import('../features/activity/CommentsFeedPage'), 'CommentsFeedPage'),
  },
  {
    path: 'tags',
    load: page(() => import('../features/tags/TagsListPage'), 'TagsListPage'),
  },
  {
    path: 'tags/:name',
    load: page(() => import('./TagDetailRoute'), 'TagDetailRoute'),
  },
  {
    path: 'supertags',
    load: page(() => import('../features/superTags/SuperTagsListPage'), 'SuperTagsListPage'),
  },
  {
    path: 'supertags/:name',
    load: page(() => import('../features/superTags/SuperTagDetailPage'), 'SuperTagDetailPage'),
  },
  {
    path: 'supertag-settings/:id',
    load: page(() => import('../features/superTags/SuperTagSettingsPage'), 'SuperTagSettingsPage'),
  },
  {
    path: 'users',
    load: page(() => import('../features/account/UsersPage'), 'UsersPage'),
  },
  {
    path: 'stages',
    load: page(() => import('../features/account/stages/StagesPage'), 'StagesPage'),
  },
  {
    path: 'import',
    load: page(() => import('../features/dataTransfer/import/ImportPage'), 'ImportPage'),
  },
  {
    path: 'snapshot',
    load: page(() => import('../features/dataTransfer/snapshot/SnapshotPage'), 'SnapshotPage'),
  },
];
