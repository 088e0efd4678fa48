import { eq, sql } from 'drizzle-orm';
import type { SefSettings } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import type { SefClient } from './sef-client';
import { SefError } from './sef-errors';
import type { SefRuntime } from './sef-runtime';
import { keepAgencyFiguresNow } from '../agency/agency-figures.repo';
import { sefSettings } from './sef.tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `GET /v1/sef/settings`: whether a key is set and how it last fared; never the key. */
export async function readSefSettings(db: Db, runtime: SefRuntime, companyId: number): Promise<Omit<SefSettings, 'eotp'>> {
  const [row] = await db.select().from(sefSettings).where(eq(sefSettings.companyId, companyId));
  return {
    keySet: !!row,
    keySetAt: iso(row?.keySetAt ?? null),
    lastOkAt: iso(row?.lastOkAt ?? null),
    lastError: row?.lastError ?? null,
    lastErrorAt: iso(row?.lastErrorAt ?? null),
    lastSyncAt: iso(row?.lastSyncAt ?? null),
    baseUrl: runtime.baseUrl,
  };
}

/** Stores the key sealed; its past successes and failures were another key's. */
export async function saveSefKey(db: Db, runtime: SefRuntime, companyId: number, apiKey: string): Promise<void> {
  const apiKeyEnc = runtime.cipher.seal(companyId, apiKey);
  const fresh = { apiKeyEnc, keySetAt: new Date(), lastOkAt: null, lastError: null, lastErrorAt: null };
  await db
    .insert(sefSettings)
    .values({ companyId, ...fresh })
    .onConflictDoUpdate({ target: sefSettings.companyId, set: fresh });
}

/** The company's SEF client, or null without a (readable) key. */
export async function sefClientOf(db: Db, runtime: SefRuntime, companyId: number): Promise<SefClient | null> {
  const [row] = await db.select({ apiKeyEnc: sefSettings.apiKeyEnc }).from(sefSettings).where(eq(sefSettings.companyId, companyId));
  const apiKey = row ? runtime.cipher.open(companyId, row.apiKeyEnc) : null;
  return apiKey ? runtime.client(apiKey) : null;
}

/** Whether the company has a key (what the lock asks before it queues a document for SEF). */
export async function hasSefKey(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(sefSettings).where(eq(sefSettings.companyId, companyId));
  return !!row;
}

/** Notes that SEF answered with the key, or why it did not (the settings page shows both). */
export async function noteSefOutcome(db: Db, companyId: number, outcome: 'ok' | SefError, sync = false): Promise<void> {
  const now = new Date();
  const set = outcome === 'ok' ? { lastOkAt: now, lastError: null, lastErrorAt: null } : { lastError: outcome.messageKey, lastErrorAt: now };
  await db
    .update(sefSettings)
    .set(sync ? { ...set, lastSyncAt: now } : set)
    .where(eq(sefSettings.companyId, companyId));
  // the agency's desk shows the key's state and the last synchronisation (issue 36)
  await keepAgencyFiguresNow(db, companyId);
}

/** Runs a call, noting its outcome for the settings page; a SEF error is rethrown. */
export async function noted<T>(db: Db, companyId: number, call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    await noteSefOutcome(db, companyId, 'ok');
    return result;
  } catch (err) {
    if (err instanceof SefError) await noteSefOutcome(db, companyId, err);
    throw err;
  }
}
