import { encryptForServer, hasWebCrypto } from '../../shared/auth/crypto';
import { fetchLoginInit, LoginError } from '../../shared/auth/sign-in';

/**
 * Passwords sent as at sign-in (docs/domain.md#validation): one one-time value from GET /v1/auth/login, and each
 * password encrypted with its key over `{"nonce","password"}`. The value is spent by the call
 * that carries it, so every attempt asks for a new one.
 */
export async function encryptPasswords<K extends string>(passwords: Record<K, string>): Promise<{ nonce: string } & Record<K, string>> {
  if (!hasWebCrypto()) throw new LoginError('error.login.insecure', 'credentials');
  const { data } = await fetchLoginInit();
  const encrypted = { ...passwords };
  for (const field in passwords) {
    encrypted[field] = await encryptForServer(data.publicKey, JSON.stringify({ nonce: data.nonce, password: passwords[field] }));
  }
  return { nonce: data.nonce, ...encrypted };
}
