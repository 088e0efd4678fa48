import { constants, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { z } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { getOrCreateSecret, secretValue } from '../../platform/auth/secrets.repo';

const SECRET_NAME = 'login-rsa';
const MODULUS_BITS = 2048;
/** A ciphertext of a 2048-bit key is exactly this many bytes. */
const CIPHERTEXT_BYTES = MODULUS_BITS / 8;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const LOGIN_ALGORITHM = 'RSA-OAEP-256';

export interface LoginKey {
  privateKey: KeyObject;
  /** SPKI DER, base64: what the client imports to encrypt the password. */
  publicKey: string;
}

async function generatePem(): Promise<string> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: MODULUS_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

async function loadPem(db: Db): Promise<string> {
  const found = await secretValue(db, SECRET_NAME);
  if (found) return found;
  // Generated off the event loop first; if another instance stored one meanwhile, theirs wins.
  const pem = await generatePem();
  return db.transaction((tx) => getOrCreateSecret(tx, SECRET_NAME, () => pem));
}

/** The installation's login key pair, kept in the database and parsed once per app. */
export function loginKeyLoader(db: Db): () => Promise<LoginKey> {
  let loaded: Promise<LoginKey> | null = null;
  const load = async (): Promise<LoginKey> => {
    const privateKey = createPrivateKey(await loadPem(db));
    const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
    return { privateKey, publicKey };
  };
  return () => {
    loaded ??= load().catch((err: unknown) => {
      loaded = null;
      throw err;
    });
    return loaded;
  };
}

/** base64(RSA-OAEP-SHA-256(…)) → plaintext, or null for anything that is not such a blob. */
export function decryptLoginBlob(key: LoginKey, blob: string): Buffer | null {
  if (!BASE64.test(blob)) return null;
  const bytes = Buffer.from(blob, 'base64');
  if (bytes.length !== CIPHERTEXT_BYTES) return null;
  try {
    return privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, bytes);
  } catch {
    return null;
  }
}

/** What the client encrypts: the nonce binds the blob to this one attempt. */
const loginSecret = z.strictObject({ nonce: z.string(), password: z.string().min(1) });

/**
 * The password inside a blob made for this nonce (sign-in, reset, signup, password change), or
 * null for a blob that does not decrypt, is not that JSON, or was made for another nonce.
 */
export function decryptPassword(key: LoginKey, blob: string, nonce: string): string | null {
  const plain = decryptLoginBlob(key, blob);
  if (!plain) return null;
  try {
    const parsed = loginSecret.safeParse(JSON.parse(plain.toString('utf8')));
    return parsed.success && parsed.data.nonce === nonce ? parsed.data.password : null;
  } catch {
    return null;
  }
}
