import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const AppSettingsPage = lazyPage(() => import('./app-settings-page'), 'AppSettingsPage');
const AppSettingsArticlesPage = lazyPage(() => import('./app-settings-articles-page'), 'AppSettingsArticlesPage');
const CompaniesPage = lazyPage(() => import('./companies-page'), 'CompaniesPage');
const BackupsPage = lazyPage(() => import('./backups-page'), 'BackupsPage');

/** App settings: super users only. */
export const appSettingsRoutes: RouteObject[] = [
  { path: 'app-settings', element: <AppSettingsPage /> },
  { path: 'app-settings/artikli', element: <AppSettingsArticlesPage /> },
  { path: 'app-settings/firme', element: <CompaniesPage /> },
  { path: 'app-settings/kopije', element: <BackupsPage /> },
];
