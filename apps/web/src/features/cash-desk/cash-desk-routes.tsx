import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const CashDesksPage = lazyPage(() => import('./cash-desks-page'), 'CashDesksPage');
const CashReportPage = lazyPage(() => import('./cash-report-page'), 'CashReportPage');

/** /blagajne (the desks) and /blagajnicki-izvestaj (the daily cash report). */
export const cashDeskRoutes: RouteObject[] = [
  { path: 'blagajne', element: <CashDesksPage /> },
  { path: 'blagajnicki-izvestaj', element: <CashReportPage /> },
];
