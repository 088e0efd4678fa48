import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const SefPurchasesPage = lazyPage(() => import('./purchases-page'), 'SefPurchasesPage');

/** /sef/ulazne-fakture: the inbox of purchase invoices from SEF. */
export const sefPurchaseRoutes: RouteObject[] = [{ path: 'sef/ulazne-fakture', element: <SefPurchasesPage /> }];
