import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const AccountsPage = lazyPage(() => import('./accounts-page'), 'AccountsPage');
const TurnoverPage = lazyPage(() => import('./turnover-page'), 'TurnoverPage');

/** /stanje-racuna and one account's turnover. */
export const accountReportRoutes: RouteObject[] = [
  { path: 'stanje-racuna', element: <AccountsPage /> },
  { path: 'stanje-racuna/:trnId', element: <TurnoverPage /> },
];
