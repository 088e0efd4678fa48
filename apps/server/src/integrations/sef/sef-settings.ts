import type { SefSettings } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import type { SefClient } from './sef-client';
import { SefError } from './sef-errors';
import type { SefRuntime } from './sef-runtime';
import { keepAgencyFiguresNow } from '../agency/agency-figures';
import { companyKeys } from '../outbox/key-settings';
import { sefSettings } from './sef.tables';

/** The companies' SEF keys: the agency's desk shows the key's state and the last synchronisation (docs/decisions.md#the-desk). */
const sefKeys = companyKeys(sefSettings, { messageKey: (err) => err.messageKey, afterNote: keepAgencyFiguresNow });

/** `GET /v1/sef/settings`: whether a key is set and how it last fared; never the key. */
export async function readSefSettings(db: Db, runtime: SefRuntime, companyId: number): Promise<Omit<SefSettings, 'eotp'>> {
  const { shown, row } = await sefKeys.shown(db, runtime, companyId);
  return { ...shown, lastSyncAt: row?.lastSyncAt?.toISOString() ?? null };
}

/** Stores the key sealed; its past successes and failures were another key's. */
export const saveSefKey = (db: Db, runtime: SefRuntime, companyId: number, apiKey: string) => sefKeys.save(db, runtime, companyId, apiKey);

/** The company's SEF client, or null without a (readable) key. */
export const sefClientOf = (db: Db, runtime: SefRuntime, companyId: number): Promise<SefClient | null> => sefKeys.clientOf(db, runtime, companyId);

/** Notes that SEF answered with the key, or why it did not (the settings page shows both); a synchronisation's also its time. */
export async function noteSefOutcome(db: Db, companyId: number, outcome: 'ok' | SefError, sync = false): Promise<void> {
  const now = new Date();
  await sefKeys.note(db, companyId, outcome, now, sync ? { lastSyncAt: now } : {});
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
