import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const FinRptPage = lazyPage(() => import('./fin-rpt-page'), 'FinRptPage');
const KepuPage = lazyPage(() => import('./kepu-page'), 'KepuPage');

/** /fin-rpt (the VAT return, KIR, KUR; the index is the VAT return) and /trgovacka-knjiga/{vPromet}. */
export const booksRoutes: RouteObject[] = [
  // The pages send an address without a valid tab or type to the default one, keeping the dates.
  { path: 'fin-rpt', element: <FinRptPage /> },
  { path: 'fin-rpt/:tab', element: <FinRptPage /> },
  { path: 'trgovacka-knjiga', element: <KepuPage /> },
  { path: 'trgovacka-knjiga/:vPromet', element: <KepuPage /> },
];
