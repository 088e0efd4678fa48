import { Navigate, type RouteObject } from 'react-router';
import { RequireRole, RequireSignedOut } from './guards';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const NotFoundPage = lazyPage(() => import('../features/errors/not-found-page'), 'NotFoundPage');
const ForbiddenPage = lazyPage(() => import('../features/errors/forbidden-page'), 'ForbiddenPage');
const AppSettingsPage = lazyPage(() => import('../features/app-settings/app-settings-page'), 'AppSettingsPage');
const AppSettingsArticlesPage = lazyPage(() => import('../features/app-settings/app-settings-articles-page'), 'AppSettingsArticlesPage');
const ArticlesPage = lazyPage(() => import('../features/articles/articles-page'), 'ArticlesPage');
const ArticleGroupsPage = lazyPage(() => import('../features/article-groups/article-groups-page'), 'ArticleGroupsPage');

/** Every screen; paths of menu entries must match app/menu-routes.ts. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { element: <RequireSignedOut />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: '404', element: <NotFoundPage /> },
      { path: '403', element: <ForbiddenPage /> },
      {
        element: <RequireRole />,
        children: [
          { path: 'artikli', element: <ArticlesPage /> },
          { path: 'grupe-artikala', element: <ArticleGroupsPage /> },
        ],
      },
      {
        element: <RequireRole allow={['super']} />,
        children: [
          { path: 'app-settings', element: <AppSettingsPage /> },
          { path: 'app-settings/artikli', element: <AppSettingsArticlesPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
