import { lazyPage } from '../../app/lazy-page';

/** The route pages other features mount, each its own chunk (a public entry beside index.ts: lint import-x/no-restricted-paths). */
export const UsersPage = lazyPage(() => import('./users-page'), 'UsersPage');
