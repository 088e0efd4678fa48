import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const FinRptPage = lazyPage(() => import('./fin-rpt-page'), 'FinRptPage');
const KepuPage = lazyPage(() => import('./kepu-page'), 'KepuPage');

/** /fin-rpt (the VAT return, KIR, KUR; the index is the VAT return) and /trgovacka-knjiga/{vPromet}. */
export const booksRoutes: RouteObject[] = [
  { path: 'fin-rpt', element: <Navigate to="/fin-rpt/pdv" replace /> },
  { path: 'fin-rpt/:tab', element: <FinRptPage /> },
  { path: 'trgovacka-knjiga', element: <Navigate to="/trgovacka-knjiga/vp" replace /> },
  { path: 'trgovacka-knjiga/:vPromet', element: <KepuPage /> },
];
