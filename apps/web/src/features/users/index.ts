/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
import { lazyPage } from '../../app/lazy-page';

/** The page the /config routes show, its own chunk. */
export const UsersPage = lazyPage(() => import('./users-page'), 'UsersPage');
