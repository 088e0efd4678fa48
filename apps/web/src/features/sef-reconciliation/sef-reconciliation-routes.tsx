import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const SefReconciliationPage = lazyPage(() => import('./reconciliation-page'), 'SefReconciliationPage');

/** /sef/uskladjivanje: books against SEF. */
export const sefReconciliationRoutes: RouteObject[] = [{ path: 'sef/uskladjivanje', element: <SefReconciliationPage /> }];
