import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The companies' SEF API keys are stored encrypted (AES-256-GCM) with a key derived from the
 * server's SEF_SECRET; the company's id is the associated data, so a stored key cannot be moved to
 * another company. Without SEF_SECRET (development, tests) the secret is a fixed phrase: anyone
 * with the database can read such keys (docs/decisions.md#sef-and-eotpremnica).
 */
export const DEVELOPMENT_SEF_SECRET = 'knjige development SEF secret: set SEF_SECRET in production';

const VERSION = 'v1';

export interface SefKeyCipher {
  seal(companyId: number, apiKey: string): string;
  /** The key, or null when it cannot be read (another secret, a damaged value). */
  open(companyId: number, sealed: string): string | null;
  /** The secret is the development default. */
  readonly derived: boolean;
}

/** `purpose` keeps each service's keys apart (SEF's, eOtpremnica's): one cannot be read as the other. */
export function sefKeyCipher(secret: string | null, purpose = 'sef api key'): SefKeyCipher {
  const key = Buffer.from(hkdfSync('sha256', secret ?? DEVELOPMENT_SEF_SECRET, 'knjige', purpose, 32));
  const aad = (companyId: number) => Buffer.from(`company:${companyId}`);
  return {
    derived: secret === null,
    seal(companyId, apiKey) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(companyId));
      const body = Buffer.concat([cipher.update(apiKey, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(companyId, sealed) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) return null;
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAAD(aad(companyId));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
