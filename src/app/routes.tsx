import type { RouteObject } from 'react-router';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppLayout } from './layout/AppLayout';

/**
 * The route table: every screen sits inside the shell; a screen that throws gets the error page.
 * Every screen loads on first visit (route-level `lazy`), the home screen included: the first
 * download is the shell alone, and the router fetches the screen's chunk as soon as it matches
 * the address (`npm run bench:bundle` measures the shell).
 */
function EmptyFallback(): null {
  return null;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // While the first screen's chunk arrives there is nothing to show yet: no markup to hydrate
    // (the console renders in the browser only), so the fallback is empty.
    HydrateFallback: EmptyFallback,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/home/HomePage')).HomePage,
        }),
      },
      {
        path: 'companies',
        lazy: async () => ({
          Component: (await import('../features/contacts/CompaniesListPage')).CompaniesListPage,
        }),
      },
      {
        path: 'companies/:id',
        lazy: async () => ({
          Component: (await import('../features/contacts/CompanyDetailPage')).CompanyDetailPage,
        }),
      },
      {
        path: 'people',
        lazy: async () => ({
          Component: (await import('../features/contacts/PeopleListPage')).PeopleListPage,
        }),
      },
      {
        path: 'people/:id',
        lazy: async () => ({
          Component: (await import('../features/contacts/PersonDetailPage')).PersonDetailPage,
        }),
      },
      {
        path: 'deals',
        lazy: async () => ({
          Component: (await import('../features/deals/DealsListPage')).DealsListPage,
        }),
      },
      {
        path: 'pipeline',
        lazy: async () => ({
          Component: (await import('../features/deals/PipelinePage')).PipelinePage,
        }),
      },
      {
        path: 'todos',
        lazy: async () => ({
          Component: (await import('../features/todos/TodosListPage')).TodosListPage,
        }),
      },
      {
        path: 'communications',
        lazy: async () => ({
          Component: (await import('../features/communications/CommunicationsListPage'))
            .CommunicationsListPage,
        }),
      },
      {
        path: 'communications/:id',
        lazy: async () => ({
          Component: (await import('../features/communications/CommunicationDetailPage'))
            .CommunicationDetailPage,
        }),
      },
      {
        path: 'activity',
        lazy: async () => ({
          Component: (await import('../features/activity/ActivityPage')).ActivityPage,
        }),
      },
      {
        path: 'comments',
        lazy: async () => ({
          Component: (await import('../features/activity/CommentsFeedPage')).CommentsFeedPage,
        }),
      },
      {
        path: 'tags',
        lazy: async () => ({
          Component: (await import('../features/tags/TagsListPage')).TagsListPage,
        }),
      },
      {
        path: 'tags/:name',
        lazy: async () => ({ Component: (await import('./TagDetailRoute')).TagDetailRoute }),
      },
      {
        path: 'supertags',
        lazy: async () => ({
          Component: (await import('../features/superTags/SuperTagsListPage')).SuperTagsListPage,
        }),
      },
      {
        path: 'supertags/:name',
        lazy: async () => ({
          Component: (await import('../features/superTags/SuperTagDetailPage')).SuperTagDetailPage,
        }),
      },
      {
        path: 'import',
        lazy: async () => ({
          Component: (await import('../features/dataTransfer/ImportPage')).ImportPage,
        }),
      },
      {
        path: 'snapshot',
        lazy: async () => ({
          Component: (await import('../features/dataTransfer/SnapshotPage')).SnapshotPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
