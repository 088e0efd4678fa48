import { and, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { loginThrottle } from '../../platform/db/schema';

/**
 * Failed sign-ins are counted per account and address together, so failures from one address
 * never keep the account's owner out elsewhere, and per address across all accounts. A key that
 * has reached its free failures waits before its next attempt is even checked.
 */
interface Policy {
  prefix: string;
  /** failures before the key waits */
  free: number;
  /** how long a count lasts from its first failure */
  windowMs: number;
  /** seconds the key waits after its `failures`-th failure (from the `free`-th on) */
  waitSeconds: (failures: SQL) => SQL;
}

/** Failed sign-ins of one account from one address before each further attempt waits. */
export const MAX_FAILURES = 5;
/** The longest wait of an account and address, and the wait of a locked address. */
export const MAX_WAIT_SECONDS = 15 * 60;
/** Failed sign-ins from one address, over all accounts, before the address waits the longest wait. */
export const MAX_ADDRESS_FAILURES = 20;

/** 1 s after the 5th failure, then 2 s, 4 s … doubling up to 15 minutes (2^10 s is past the cap). */
const pair: Policy = {
  prefix: 'pair:',
  free: MAX_FAILURES,
  windowMs: 24 * 60 * 60 * 1000,
  waitSeconds: (n) => sql`least(power(2, least(${n} - ${MAX_FAILURES}, 10)), ${MAX_WAIT_SECONDS})`,
};
const address: Policy = {
  prefix: 'ip:',
  free: MAX_ADDRESS_FAILURES,
  windowMs: 15 * 60 * 1000,
  waitSeconds: () => sql`${MAX_WAIT_SECONDS}`,
};
const policies = [pair, address];

/** The key of an account (its lower-case e-mail) at one address; e-mails and addresses have no spaces. */
export const pairKey = (email: string, ip: string) => `${pair.prefix}${email} ${ip}`;
export const addressKey = (ip: string) => `${address.prefix}${ip}`;
/** The keys one sign-in attempt is counted under. */
export const signInKeys = (email: string, ip: string) => [pairKey(email, ip), addressKey(ip)];

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Seconds until the last of the given keys may try again, or null when none is waiting. */
export async function lockedFor(tx: Reader, keys: string[], now: Date): Promise<number | null> {
  const rows = await tx
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, now)));
  if (rows.length === 0) return null;
  const until = Math.max(...rows.map((r) => r.lockedUntil!.getTime()));
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts one failure for each key, one upsert per key (concurrent failures cannot lose a count).
 * A count whose window has passed starts again at one.
 */
export async function recordFailure(tx: Tx, keys: string[], now: Date): Promise<void> {
  const t = loginThrottle;
  for (const key of keys) {
    const policy = policyOf(key);
    const stale = sql`${t.windowStart} <= ${ts(new Date(now.getTime() - policy.windowMs))}`;
    const failures = sql`(${t.failures} + 1)`;
    await tx
      .insert(t)
      .values({ key, failures: 1, windowStart: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${failures} end`,
          windowStart: sql`case when ${stale} then ${ts(now)} else ${t.windowStart} end`,
          lockedUntil: sql`case when ${stale} then null
            when ${failures} >= ${policy.free} then ${ts(now)} + make_interval(secs => ${policy.waitSeconds(failures)})
            else ${t.lockedUntil} end`,
        },
      });
  }
}

function policyOf(key: string): Policy {
  const policy = policies.find((p) => key.startsWith(p.prefix));
  if (!policy) throw new Error(`no throttle policy for ${key}`);
  return policy;
}

/** A successful sign-in forgets the failures of that account at that address (the address keeps its count). */
export async function clearFailures(tx: Tx, key: string): Promise<void> {
  await tx.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Whoever proves they own the account (a reset link, a new password) ends its waits at every address. */
export async function clearAccountFailures(tx: Tx, email: string): Promise<void> {
  await tx.delete(loginThrottle).where(sql`starts_with(${loginThrottle.key}, ${pairKey(email, '')})`);
}

/** Counts whose window has passed and that are not waiting; kept small so every lookup stays cheap. */
export async function purgeThrottle(tx: Tx, now: Date): Promise<void> {
  const t = loginThrottle;
  const expired = policies.map((p) =>
    and(sql`starts_with(${t.key}, ${p.prefix})`, lt(t.windowStart, new Date(now.getTime() - p.windowMs))),
  );
  await tx.delete(t).where(and(or(...expired), or(isNull(t.lockedUntil), lte(t.lockedUntil, now))));
}
