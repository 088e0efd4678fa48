/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
import { lazyPage } from '../../app/lazy-page';

/** The pages the /config routes show, each its own chunk. */
export const AppSettingsPage = lazyPage(() => import('./app-settings-page'), 'AppSettingsPage');
export const AppSettingsArticlesPage = lazyPage(() => import('./app-settings-articles-page'), 'AppSettingsArticlesPage');
export const CompaniesPage = lazyPage(() => import('./companies-page'), 'CompaniesPage');
export const BackupsPage = lazyPage(() => import('./backups-page'), 'BackupsPage');
