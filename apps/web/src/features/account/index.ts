/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
import { lazyPage } from '../../app/lazy-page';

export { ForgottenPasswordLink } from './forgotten-password-link';

/** The pages the /config routes show, each its own chunk. */
export const ProfilePage = lazyPage(() => import('./profile-page'), 'ProfilePage');
export const ForgottenPasswordPage = lazyPage(() => import('./forgotten-password-page'), 'ForgottenPasswordPage');
export const ResetPasswordPage = lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage');
export const SignupPage = lazyPage(() => import('./signup-page'), 'SignupPage');
export const VerifyEmailPage = lazyPage(() => import('./verify-email-page'), 'VerifyEmailPage');
