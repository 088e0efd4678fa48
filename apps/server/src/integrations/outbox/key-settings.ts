import type { Db } from '../../platform/db/client';
import type { SefError } from '../sef/sef-errors';
import type { KeySettingsTable } from './outbox.repo';
import { keySettingsRepo } from './key-settings.repo';
import type { OutboxRuntime } from './outbox-runtime';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** What a settings page shows of a key: whether it is set and how it last fared; never the key. */
export interface KeyShown {
  keySet: boolean;
  keySetAt: string | null;
  lastOkAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  baseUrl: string;
}

/**
 * A service's company keys (SEF's, eOtpremnica's): `messageKey` is what the user reads of a
 * failure, `afterNote` runs after an outcome is noted (SEF's key state on the agency's desk).
 */
export function companyKeys<T extends KeySettingsTable>(
  table: T,
  options: { messageKey: (err: SefError) => string; afterNote?: (db: Db, companyId: number) => Promise<void> },
) {
  const repo = keySettingsRepo(table);
  return {
    repo,

    async shown(db: Db, runtime: OutboxRuntime<unknown>, companyId: number): Promise<{ shown: KeyShown; row: T['$inferSelect'] | undefined }> {
      const row = await repo.rowOf(db, companyId);
      const shown = { keySet: !!row, keySetAt: iso(row?.keySetAt), lastOkAt: iso(row?.lastOkAt), lastError: row?.lastError ?? null, lastErrorAt: iso(row?.lastErrorAt), baseUrl: runtime.baseUrl };
      return { shown, row };
    },

    /** Stores the key sealed; its past successes and failures were another key's. */
    save: (db: Db, runtime: OutboxRuntime<unknown>, companyId: number, apiKey: string) => db.transaction((tx) => repo.save(tx, companyId, runtime.cipher.seal(companyId, apiKey))),

    /** The company's client, or null without a (readable) key. */
    async clientOf<C>(db: Db, runtime: OutboxRuntime<C>, companyId: number): Promise<C | null> {
      const sealed = await repo.sealedKeyOf(db, companyId);
      const apiKey = sealed ? runtime.cipher.open(companyId, sealed) : null;
      return apiKey ? runtime.client(apiKey) : null;
    },

    /** Notes that the service answered with the key, or why it did not (the settings page shows both); `also` is written with it. */
    async note(db: Db, companyId: number, outcome: 'ok' | SefError, now = new Date(), also: Partial<T['$inferInsert']> = {}): Promise<void> {
      const set = outcome === 'ok' ? { lastOkAt: now, lastError: null, lastErrorAt: null } : { lastError: options.messageKey(outcome), lastErrorAt: now };
      await db.transaction((tx) => repo.update(tx, companyId, { ...also, ...set }));
      await options.afterNote?.(db, companyId);
    },
  };
}
