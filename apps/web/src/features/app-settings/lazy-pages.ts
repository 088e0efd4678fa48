import { lazyPage } from '../../app/lazy-page';

/** The route pages other features mount, each its own chunk (a public entry beside index.ts: lint import-x/no-restricted-paths). */
export const AppSettingsPage = lazyPage(() => import('./app-settings-page'), 'AppSettingsPage');
export const AppSettingsArticlesPage = lazyPage(() => import('./app-settings-articles-page'), 'AppSettingsArticlesPage');
export const CompaniesPage = lazyPage(() => import('./companies-page'), 'CompaniesPage');
export const BackupsPage = lazyPage(() => import('./backups-page'), 'BackupsPage');
