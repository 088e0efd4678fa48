import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const TrialBalancePage = lazyPage(() => import('./trial-balance-page'), 'TrialBalancePage');
const AccountCardPage = lazyPage(() => import('./account-card-page'), 'AccountCardPage');
const JournalPage = lazyPage(() => import('./journal-page'), 'JournalPage');
const StatementsPage = lazyPage(() => import('./statements-page'), 'StatementsPage');
const ChartPage = lazyPage(() => import('./chart-page'), 'ChartPage');
const SchemesPage = lazyPage(() => import('./schemes-page'), 'SchemesPage');

/** The general ledger's reports (beside the books under /fin-rpt; a static segment ranks before the books' `:tab`). */
export const ledgerRoutes: RouteObject[] = [
  { path: 'fin-rpt/bruto-bilans', element: <TrialBalancePage /> },
  { path: 'fin-rpt/kartica-konta', element: <AccountCardPage /> },
  { path: 'fin-rpt/dnevnik', element: <JournalPage /> },
  { path: 'fin-rpt/bilans', element: <StatementsPage /> },
];

/** The chart of accounts and the posting schemes, among the /config pages. */
export const chartRoutes: RouteObject[] = [
  { path: 'config/kontni-plan', element: <ChartPage /> },
  { path: 'config/seme-knjizenja', element: <SchemesPage /> },
];
