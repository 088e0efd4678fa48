import { Navigate, type RouteObject } from 'react-router';
import { adminRoles } from '@knjige/contract';
import { RequireRole, RequireSignedOut } from './guards';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import { documentRoutes } from '../features/documents/document-routes';
import { xmlRoutes } from '../features/xml/xml-routes';
import { stockRoutes } from '../features/stock/stock-routes';
import { accountReportRoutes } from '../features/accounts/account-routes';
import { cashDeskRoutes } from '../features/cash-desk/cash-desk-routes';
import { booksRoutes } from '../features/books/books-routes';
import { chartRoutes, ledgerRoutes } from '../features/general-ledger/ledger-routes';
import { clientBalancesRoutes } from '../features/client-balances/client-balances-routes';
import { turnoverRoutes } from '../features/turnover/turnover-routes';
import { taxDepreciationRoutes } from '../features/tax-depreciation/tax-depreciation-routes';
import { fixedAssetsRoutes } from '../features/fixed-assets/fixed-assets-routes';
import { sefPurchaseRoutes } from '../features/sef-purchases/sef-purchases-routes';
import { eotpRoutes } from '../features/eotp/eotp-routes';
import { sefReconciliationRoutes } from '../features/sef-reconciliation/sef-reconciliation-routes';
import { deadlinesRoutes } from '../features/deadlines/deadlines-routes';
import { agencyRoutes } from '../features/agency/agency-routes';
import { configRoutes } from '../features/config/config-routes';
import { accountRoutes, profileRoutes } from '../features/account/account-routes';
import { appSettingsRoutes } from '../features/app-settings/app-settings-routes';
import { usersRoutes } from '../features/users/users-routes';
import { sefSettingsRoutes } from '../features/sef/sef-routes';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const NotFoundPage = lazyPage(() => import('../features/errors/not-found-page'), 'NotFoundPage');
const ForbiddenPage = lazyPage(() => import('../features/errors/forbidden-page'), 'ForbiddenPage');
const ArticlesPage = lazyPage(() => import('../features/articles/articles-page'), 'ArticlesPage');
const ArticleGroupsPage = lazyPage(() => import('../features/article-groups/article-groups-page'), 'ArticleGroupsPage');
const ClientsPage = lazyPage(() => import('../features/clients/clients-page'), 'ClientsPage');
const ClientPage = lazyPage(() => import('../features/clients/client-page'), 'ClientPage');
const PlacesPage = lazyPage(() => import('../features/places/places-page'), 'PlacesPage');
const CostGroupsPage = lazyPage(() => import('../features/costs/cost-groups-page'), 'CostGroupsPage');
const CostItemsPage = lazyPage(() => import('../features/costs/cost-items-page'), 'CostItemsPage');
const ArticlesImportPage = lazyPage(() => import('../features/import/import-page'), 'ArticlesImportPage');
const ClientsImportPage = lazyPage(() => import('../features/import/import-page'), 'ClientsImportPage');
const FixedAssetsImportPage = lazyPage(() => import('../features/import/import-page'), 'FixedAssetsImportPage');
const ExchangeRatesPage = lazyPage(() => import('../features/exchange-rates/exchange-rates-page'), 'ExchangeRatesPage');
const StatementImportPage = lazyPage(() => import('../features/import/import-page'), 'StatementImportPage');

/** Every screen; paths of menu entries must match app/menu-routes.ts. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { element: <RequireSignedOut />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: '404', element: <NotFoundPage /> },
      { path: '403', element: <ForbiddenPage /> },
      ...accountRoutes,
      {
        element: <RequireRole />,
        children: [
          { path: 'artikli', element: <ArticlesPage /> },
          { path: 'grupe-artikala', element: <ArticleGroupsPage /> },
          { path: 'klijenti', element: <ClientsPage /> },
          { path: 'klijenti/:komId', element: <ClientPage /> },
          { path: 'mesta', element: <PlacesPage /> },
          { path: 'grupe-troskova', element: <CostGroupsPage /> },
          { path: 'troskovi', element: <CostItemsPage /> },
          // under /config beside the other master data, but every member keeps the rates (as the catalogues)
          { path: 'config/kursna-lista', element: <ExchangeRatesPage /> },
          ...documentRoutes,
          ...xmlRoutes,
          ...stockRoutes,
          ...accountReportRoutes,
          ...cashDeskRoutes,
          ...booksRoutes,
          ...ledgerRoutes,
          ...clientBalancesRoutes,
          ...turnoverRoutes,
          ...taxDepreciationRoutes,
          ...fixedAssetsRoutes,
          ...sefPurchaseRoutes,
          ...eotpRoutes,
          ...deadlinesRoutes,
          ...agencyRoutes,
          ...sefReconciliationRoutes,
          ...profileRoutes,
        ],
      },
      {
        element: <RequireRole allow={adminRoles} />,
        children: [
          { path: 'uvoz/artikli', element: <ArticlesImportPage /> },
          { path: 'uvoz/klijenti', element: <ClientsImportPage /> },
          { path: 'uvoz/osnovna-sredstva', element: <FixedAssetsImportPage /> },
          { path: 'uvoz/izvod', element: <StatementImportPage /> },
          ...configRoutes,
          ...usersRoutes,
          ...sefSettingsRoutes,
          ...chartRoutes,
        ],
      },
      {
        element: <RequireRole allow={['super']} />,
        children: appSettingsRoutes,
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
