import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { purgeOldTokens } from '../users/tokens.repo';
import { purgeExpired } from './auth.repo';

const EVERY_MS = 60 * 1000;

/**
 * Deletes spent nonces, codes, refresh tokens, throttle rows and long-expired e-mail links at most
 * once a minute per instance. A failure is logged, never shown to the user: the next run tries again.
 */
export function housekeeper(db: Db): (now: Date, log: FastifyBaseLogger) => Promise<void> {
  let last = 0;
  return async (now, log) => {
    if (now.getTime() - last < EVERY_MS) return;
    last = now.getTime();
    try {
      await db.transaction((tx) => purgeExpired(tx, now));
      await db.transaction((tx) => purgeOldTokens(tx, now));
    } catch (err) {
      log.warn({ err }, 'auth housekeeping failed');
    }
  };
}
