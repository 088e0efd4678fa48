import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { ForgottenPasswordPage, ProfilePage, ResetPasswordPage, SignupPage, VerifyEmailPage } from '../account/lazy-pages';
import { AppSettingsArticlesPage, AppSettingsPage, BackupsPage, CompaniesPage } from '../app-settings/lazy-pages';
import { SefSettingsPage } from '../sef/lazy-pages';
import { UsersPage } from '../users/lazy-pages';

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

/** The e-mail link pages: open signed in or not (a link may be followed in a browser with a session). */
export const accountRoutes: RouteObject[] = [
  { path: 'zaboravljena-lozinka', element: <ForgottenPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
];

/** Every signed-in user's own profile. */
export const profileRoutes: RouteObject[] = [{ path: 'config/profil', element: <ProfilePage /> }];

/** Master data under /config: admins and super users (docs/domain.md#screens-and-routes). */
export const configRoutes: RouteObject[] = [
  { path: 'config', element: <ConfigIndexPage /> },
  { path: 'config/config', element: <CompanyPage /> },
  { path: 'config/korisnici', element: <UsersPage /> },
  { path: 'config/magacini', element: <WarehousesPage /> },
  { path: 'config/period', element: <PeriodsPage /> },
  { path: 'config/pdv-stope', element: <VatRatesPage /> },
  { path: 'config/jedinice-mere', element: <UnitsPage /> },
  { path: 'config/tekuci-racuni', element: <AccountsPage /> },
  { path: 'config/devizni-racuni', element: <ForeignAccountsPage /> },
  { path: 'config/kase', element: <RegistersPage /> },
  { path: 'config/doc-napomene', element: <DocNotesPage /> },
  // the company's SEF key: its admins, beside the installation's settings
  { path: 'app-settings/sef', element: <SefSettingsPage /> },
];

/** App settings: super users only. */
export const appSettingsRoutes: RouteObject[] = [
  { path: 'app-settings', element: <AppSettingsPage /> },
  { path: 'app-settings/artikli', element: <AppSettingsArticlesPage /> },
  { path: 'app-settings/firme', element: <CompaniesPage /> },
  { path: 'app-settings/kopije', element: <BackupsPage /> },
];
