import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const SefSettingsPage = lazyPage(() => import('./sef-settings-page'), 'SefSettingsPage');

/** The company's SEF key: its admins, beside the installation's settings. */
export const sefSettingsRoutes: RouteObject[] = [{ path: 'app-settings/sef', element: <SefSettingsPage /> }];
