import { lazyPage } from '../../app/lazy-page';

/** The route pages other features mount, each its own chunk. */
export const SefSettingsPage = lazyPage(() => import('./sef-settings-page'), 'SefSettingsPage');
