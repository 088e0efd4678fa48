import type { EotpSettings } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import type { SefError } from '../sef/sef-errors';
import { companyKeys } from '../outbox/key-settings';
import type { EotpClient } from './eotp-client';
import type { EotpRuntime } from './eotp-runtime';
import { eotpSettings } from './eotp.tables';

/**
 * The message a user reads of an eOtpremnica failure: a refused key names eOtpremnica's key (the
 * user has two), every other kind reads as SEF's (the same plumbing, the same meaning).
 */
export function eotpMessageKey(err: SefError): string {
  return err.kind === 'unauthorized' ? 'error.eotp.unauthorized' : err.messageKey;
}

/** The companies' eOtpremnica keys (each company's own portal and key, sealed like SEF's). */
export const eotpKeys = companyKeys(eotpSettings, { messageKey: eotpMessageKey });

/** The `eotp` part of `GET /v1/sef/settings`: whether a key is set and how it last fared; never the key. */
export const readEotpSettings = async (db: Db, runtime: EotpRuntime, companyId: number): Promise<EotpSettings> => (await eotpKeys.shown(db, runtime, companyId)).shown;

export const saveEotpKey = (db: Db, runtime: EotpRuntime, companyId: number, apiKey: string) => eotpKeys.save(db, runtime, companyId, apiKey);

/** The company's eOtpremnica client, or null without a (readable) key. */
export const eotpClientOf = (db: Db, runtime: EotpRuntime, companyId: number): Promise<EotpClient | null> => eotpKeys.clientOf(db, runtime, companyId);

/** Notes that eOtpremnica answered with the key, or why it did not (the settings page shows both). */
export const noteEotpOutcome = (db: Db, companyId: number, outcome: 'ok' | SefError) => eotpKeys.note(db, companyId, outcome);
