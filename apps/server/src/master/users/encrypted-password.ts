import { fieldErrorKey, newPassword } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { invalid } from '../../platform/errors';
import { consumeNonce } from '../auth/auth.repo';
import { decryptPassword, type LoginKey } from '../auth/rsa';

export const nonceExpired = 'error.nonce.expired';

/**
 * Passwords sent as at sign-in: each field a blob encrypted with the key of GET /v1/auth/login
 * over `{nonce, password}`. The nonce is spent here whatever follows, so a blob is never
 * accepted twice; a refusal is a 422 the form shows (never a 401, which would end a session).
 */
export async function readPasswords<K extends string>(
  db: Db,
  loginKey: () => Promise<LoginKey>,
  nonce: string,
  blobs: Record<K, string>,
  now: Date,
): Promise<Record<K, string>> {
  if (!(await db.transaction((tx) => consumeNonce(tx, nonce, now)))) throw invalid({ nonce: nonceExpired });
  const key = await loginKey();
  const errors: Record<string, string> = {};
  const plain = {} as Record<K, string>;
  for (const field of Object.keys(blobs) as K[]) {
    const password = decryptPassword(key, blobs[field], nonce);
    if (password === null) errors[field] = `error.${field}.invalid`;
    else plain[field] = password;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return plain;
}

/** The field error of a password that breaks the rule (`error.password.too-short`), or null. */
export function passwordProblem(field: string, password: string): Record<string, string> | null {
  const parsed = newPassword.safeParse(password);
  return parsed.success ? null : { [field]: fieldErrorKey(field, parsed.error.issues[0]?.message ?? 'invalid') };
}
