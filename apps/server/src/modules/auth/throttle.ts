import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { loginThrottle } from '../../platform/db/schema';

/** Failed sign-ins a key may have within the window before it is locked. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MS = 15 * 60 * 1000;

export const emailKey = (email: string) => `email:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Seconds until the last of the given keys is unlocked, or null when none is locked. */
export async function lockedFor(tx: Tx, keys: string[], now: Date): Promise<number | null> {
  const rows = await tx
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, now)));
  if (rows.length === 0) return null;
  const until = Math.max(...rows.map((r) => r.lockedUntil!.getTime()));
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts one failure for each key in a single upsert (concurrent failures cannot lose a count).
 * A window that has passed, or a lockout that has ended, starts the count again at one.
 */
export async function recordFailure(tx: Tx, keys: string[], now: Date): Promise<void> {
  const t = loginThrottle;
  const lockUntil = new Date(now.getTime() + LOCKOUT_MS);
  const stale = sql`(${t.windowStart} <= ${ts(new Date(now.getTime() - FAILURE_WINDOW_MS))} or ${t.lockedUntil} <= ${ts(now)})`;
  await tx
    .insert(t)
    .values(keys.map((key) => ({ key, failures: 1, windowStart: now, lockedUntil: null })))
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${t.failures} + 1 end`,
        windowStart: sql`case when ${stale} then ${ts(now)} else ${t.windowStart} end`,
        lockedUntil: sql`case when ${stale} then null when ${t.failures} + 1 >= ${MAX_FAILURES} then ${ts(lockUntil)} else ${t.lockedUntil} end`,
      },
    });
}

/** A successful sign-in forgets the e-mail's failures (the address keeps its own count). */
export async function clearFailures(tx: Tx, key: string): Promise<void> {
  await tx.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
