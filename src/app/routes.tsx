import { Navigate, type RouteObject } from 'react-router';
import { CompaniesListPage } from '../features/contacts/CompaniesListPage';
import { CompanyDetailPage } from '../features/contacts/CompanyDetailPage';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppLayout } from './layout/AppLayout';

/**
 * The route table: every screen sits inside the shell; a screen that throws gets the error page.
 * Companies (the start screen) is in the main bundle; the other screens load on first visit.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/companies" replace /> },
      { path: 'companies', element: <CompaniesListPage /> },
      { path: 'companies/:id', element: <CompanyDetailPage /> },
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
