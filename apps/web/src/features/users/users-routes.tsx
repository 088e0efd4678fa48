import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const UsersPage = lazyPage(() => import('./users-page'), 'UsersPage');

/** The company's users, under /config beside its master data: admins and super users. */
export const usersRoutes: RouteObject[] = [{ path: 'config/korisnici', element: <UsersPage /> }];
