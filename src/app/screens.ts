import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/http/client';
import { boardFilterOf, prefetchBoard } from '../features/deals/prefetchBoard';

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
}

export const screens: readonly Screen[] = [
  {
    load: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  },
  {
    path: 'companies',
    load: async () => ({
      Component: (await import('../features/contacts/CompaniesListPage')).CompaniesListPage,
    }),
  },
  {
    path: 'companies/:id',
    load: async () => ({
      Component: (await import('../features/contacts/CompanyDetailPage')).CompanyDetailPage,
    }),
  },
  {
    path: 'people',
    load: async () => ({
      Component: (await import('../features/contacts/PeopleListPage')).PeopleListPage,
    }),
  },
  {
    path: 'people/:id',
    load: async () => ({
      Component: (await import('../features/contacts/PersonDetailPage')).PersonDetailPage,
    }),
  },
  {
    path: 'deals',
    load: async () => ({
      Component: (await import('../features/deals/DealsListPage')).DealsListPage,
    }),
  },
  {
    path: 'pipeline',
    load: async () => ({
      Component: (await import('../features/deals/PipelinePage')).PipelinePage,
    }),
    prefetch: (queryClient, client, search) =>
      prefetchBoard(queryClient, client, boardFilterOf(search)),
  },
  {
    path: 'todos',
    load: async () => ({
      Component: (await import('../features/todos/TodosListPage')).TodosListPage,
    }),
  },
  {
    path: 'communications',
    load: async () => ({
      Component: (await import('../features/communications/CommunicationsListPage'))
        .CommunicationsListPage,
    }),
  },
  {
    path: 'communications/:id',
    load: async () => ({
      Component: (await import('../features/communications/CommunicationDetailPage'))
        .CommunicationDetailPage,
    }),
  },
  {
    path: 'activity',
    load: async () => ({
      Component: (await import('../features/activity/ActivityPage')).ActivityPage,
    }),
  },
  {
    path: 'comments',
    load: async () => ({
      Component: (await import('../features/activity/CommentsFeedPage')).CommentsFeedPage,
    }),
  },
  {
    path: 'tags',
    load: async () => ({
      Component: (await import('../features/tags/TagsListPage')).TagsListPage,
    }),
  },
  {
    path: 'tags/:name',
    load: async () => ({ Component: (await import('./TagDetailRoute')).TagDetailRoute }),
  },
  {
    path: 'supertags',
    load: async () => ({
      Component: (await import('../features/superTags/SuperTagsListPage')).SuperTagsListPage,
    }),
  },
  {
    path: 'supertags/:name',
    load: async () => ({
      Component: (await import('../features/superTags/SuperTagDetailPage')).SuperTagDetailPage,
    }),
  },
  {
    path: 'import',
    load: async () => ({
      Component: (await import('../features/dataTransfer/ImportPage')).ImportPage,
    }),
  },
  {
    path: 'snapshot',
    load: async () => ({
      Component: (await import('../features/dataTransfer/SnapshotPage')).SnapshotPage,
    }),
  },
];
