import { apiFetch } from '../../shared/api/client';
import { encryptPasswords } from './encrypt-passwords';

/** The public account links of docs/domain.md#calls: no bearer token. */
const get = <T>(path: string, query: Record<string, string>) => apiFetch<T>('GET', path, { query, auth: false });
const post = (path: string, body: unknown) => apiFetch<null>('POST', path, { body, auth: false });

export interface SignupInfo {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

export const publicAccountApi = {
  forgottenPassword: (email: string) => post('/v1/auth/forgotten-password', { email }),
  resetInfo: (uuid: string) => get<{ data: { email: string } }>('/v1/auth/reset-password', { uuid }).then((answer) => answer.data),
  resetPassword: async (uuid: string, password: string) => post('/v1/auth/reset-password', { uuid, ...(await encryptPasswords({ password })) }),
  signupInfo: (uuid: string) => get<{ data: SignupInfo }>('/v1/auth/signup', { uuid }).then((answer) => answer.data),
  signup: async (uuid: string, input: { password: string; firstName: string; lastName: string }) =>
    post('/v1/auth/signup', { uuid, firstName: input.firstName, lastName: input.lastName, ...(await encryptPasswords({ password: input.password })) }),
  resendSignup: (uuid: string) => post('/v1/auth/resend-signup', { uuid }),
  verifyEmail: (uuid: string) => post('/v1/auth/verify-email', { uuid }),
};
