import { eq } from 'drizzle-orm';
import type { EotpSettings } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { SefError } from '../sef/sef-errors';
import type { EotpClient } from './eotp-client';
import type { EotpRuntime } from './eotp-runtime';
import { eotpSettings } from './eotp.tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The `eotp` part of `GET /v1/sef/settings`: whether a key is set and how it last fared; never the key. */
export async function readEotpSettings(db: Db, runtime: EotpRuntime, companyId: number): Promise<EotpSettings> {
  const [row] = await db.select().from(eotpSettings).where(eq(eotpSettings.companyId, companyId));
  return {
    keySet: !!row,
    keySetAt: iso(row?.keySetAt ?? null),
    lastOkAt: iso(row?.lastOkAt ?? null),
    lastError: row?.lastError ?? null,
    lastErrorAt: iso(row?.lastErrorAt ?? null),
    baseUrl: runtime.baseUrl,
  };
}

/** Stores the key sealed; its past successes and failures were another key's. */
export async function saveEotpKey(db: Db, runtime: EotpRuntime, companyId: number, apiKey: string): Promise<void> {
  const fresh = { apiKeyEnc: runtime.cipher.seal(companyId, apiKey), keySetAt: new Date(), lastOkAt: null, lastError: null, lastErrorAt: null };
  await db
    .insert(eotpSettings)
    .values({ companyId, ...fresh })
    .onConflictDoUpdate({ target: eotpSettings.companyId, set: fresh });
}

/** The company's eOtpremnica client, or null without a (readable) key. */
export async function eotpClientOf(db: Db, runtime: EotpRuntime, companyId: number): Promise<EotpClient | null> {
  const [row] = await db.select({ apiKeyEnc: eotpSettings.apiKeyEnc }).from(eotpSettings).where(eq(eotpSettings.companyId, companyId));
  const apiKey = row ? runtime.cipher.open(companyId, row.apiKeyEnc) : null;
  return apiKey ? runtime.client(apiKey) : null;
}

/** Notes that eOtpremnica answered with the key, or why it did not (the settings page shows both). */
export async function noteEotpOutcome(db: Db, companyId: number, outcome: 'ok' | SefError): Promise<void> {
  const set = outcome === 'ok' ? { lastOkAt: new Date(), lastError: null, lastErrorAt: null } : { lastError: eotpMessageKey(outcome), lastErrorAt: new Date() };
  await db.update(eotpSettings).set(set).where(eq(eotpSettings.companyId, companyId));
}

/**
 * The message a user reads of an eOtpremnica failure: a refused key names eOtpremnica's key (the
 * user has two), every other kind reads as SEF's (the same plumbing, the same meaning).
 */
export function eotpMessageKey(err: SefError): string {
  return err.kind === 'unauthorized' ? 'error.eotp.unauthorized' : err.messageKey;
}

