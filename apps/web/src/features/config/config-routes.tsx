import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ConfigIndexPage = lazyPage(() => import('./config-index-page'), 'ConfigIndexPage');
const CompanyPage = lazyPage(() => import('./company-page'), 'CompanyPage');
const WarehousesPage = lazyPage(() => import('./warehouses-page'), 'WarehousesPage');
const PeriodsPage = lazyPage(() => import('./periods-page'), 'PeriodsPage');
const VatRatesPage = lazyPage(() => import('./vat-rates-page'), 'VatRatesPage');
const UnitsPage = lazyPage(() => import('./units-page'), 'UnitsPage');
const AccountsPage = lazyPage(() => import('./accounts-page'), 'AccountsPage');
const ForeignAccountsPage = lazyPage(() => import('./foreign-accounts-page'), 'ForeignAccountsPage');
const RegistersPage = lazyPage(() => import('./registers-page'), 'RegistersPage');
const DocNotesPage = lazyPage(() => import('./doc-notes-page'), 'DocNotesPage');

/** Master data under /config: admins and super users (docs/domain.md#screens-and-routes). */
export const configRoutes: RouteObject[] = [
  { path: 'config', element: <ConfigIndexPage /> },
  { path: 'config/config', element: <CompanyPage /> },
  { path: 'config/magacini', element: <WarehousesPage /> },
  { path: 'config/period', element: <PeriodsPage /> },
  { path: 'config/pdv-stope', element: <VatRatesPage /> },
  { path: 'config/jedinice-mere', element: <UnitsPage /> },
  { path: 'config/tekuci-racuni', element: <AccountsPage /> },
  { path: 'config/devizni-racuni', element: <ForeignAccountsPage /> },
  { path: 'config/kase', element: <RegistersPage /> },
  { path: 'config/doc-napomene', element: <DocNotesPage /> },
];
