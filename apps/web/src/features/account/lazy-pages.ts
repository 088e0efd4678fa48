import { lazyPage } from '../../app/lazy-page';

/** The route pages other features mount, each its own chunk (a public entry beside index.ts: lint import-x/no-restricted-paths). */
export const ProfilePage = lazyPage(() => import('./profile-page'), 'ProfilePage');
export const ForgottenPasswordPage = lazyPage(() => import('./forgotten-password-page'), 'ForgottenPasswordPage');
export const ResetPasswordPage = lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage');
export const SignupPage = lazyPage(() => import('./signup-page'), 'SignupPage');
export const VerifyEmailPage = lazyPage(() => import('./verify-email-page'), 'VerifyEmailPage');
