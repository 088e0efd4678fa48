import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const DeadlinesPage = lazyPage(() => import('./deadlines-page'), 'DeadlinesPage');

/** /agencija/rokovi: the deadlines of the user's companies, month by month. */
export const deadlinesRoutes: RouteObject[] = [{ path: 'agencija/rokovi', element: <DeadlinesPage /> }];
