import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ClientBalancesPage = lazyPage(() => import('./balances-page'), 'ClientBalancesPage');
const ClientTurnoverPage = lazyPage(() => import('./turnover-page'), 'ClientTurnoverPage');

/** /stanje-klijenata and a client's turnover. */
export const clientBalancesRoutes: RouteObject[] = [
  { path: 'stanje-klijenata', element: <ClientBalancesPage /> },
  { path: 'stanje-klijenata/:komId', element: <ClientTurnoverPage /> },
];
