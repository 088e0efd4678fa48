/**
 * Checked by the type check, never run: a write needs a transaction. Each `@ts-expect-error` line
 * must stay an error, or `tsc -b` fails (an unused `@ts-expect-error` is an error itself), so the
 * day the database passes where a transaction is asked, or the database or a `Reader` can insert,
 * the check says so.
 */
import type { Db, Reader, Tx } from '../src/platform/db/client';
import { purgeExpired, findRefreshToken } from '../src/master/auth/auth.repo';
import { loginNonces } from '../src/master/auth/auth.tables';

export async function writesNeedATransaction(db: Db, tx: Tx, reader: Reader, now: Date): Promise<void> {
  // @ts-expect-error the database is not a transaction: a repository function that writes refuses it
  await purgeExpired(db, now);
  await purgeExpired(tx, now);
  await db.transaction((inner) => purgeExpired(inner, now));

  // @ts-expect-error the database the app holds cannot write outside a transaction either
  await db.insert(loginNonces).values({ nonce: 'n', expiresAt: now });
  // @ts-expect-error nor update
  await db.update(loginNonces).set({ expiresAt: now });
  await db.transaction((inner) => inner.delete(loginNonces));

  // @ts-expect-error a reader has no insert
  await reader.insert(loginNonces).values({ nonce: 'n', expiresAt: now });
  // @ts-expect-error nor update
  await reader.update(loginNonces).set({ expiresAt: now });
  // @ts-expect-error nor delete
  await reader.delete(loginNonces);
  // @ts-expect-error and a reader is not a transaction either
  await purgeExpired(reader, now);

  // a read takes the database, a transaction or a reader alike
  await findRefreshToken(db, 'hash');
  await findRefreshToken(tx, 'hash');
  await findRefreshToken(reader, 'hash');
}
