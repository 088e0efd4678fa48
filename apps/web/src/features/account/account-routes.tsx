import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ProfilePage = lazyPage(() => import('./profile-page'), 'ProfilePage');
const ForgottenPasswordPage = lazyPage(() => import('./forgotten-password-page'), 'ForgottenPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage');
const SignupPage = lazyPage(() => import('./signup-page'), 'SignupPage');
const VerifyEmailPage = lazyPage(() => import('./verify-email-page'), 'VerifyEmailPage');

/** The e-mail link pages: open signed in or not (a link may be followed in a browser with a session). */
export const accountRoutes: RouteObject[] = [
  { path: 'zaboravljena-lozinka', element: <ForgottenPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
];

/** Every signed-in user's own profile. */
export const profileRoutes: RouteObject[] = [{ path: 'config/profil', element: <ProfilePage /> }];
