import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from '../tenancy/tenancy.tables';

/** Keys generated once per installation (token signing, login encryption), kept with the data. */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time values of the first login step: valid two minutes, usable once. */
export const loginNonces = pgTable('login_nonces', {
  nonce: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/**
 * Short-lived codes of the exchange: stage `login` (after the password), then `authorize`
 * (bound to a PKCE challenge), each exchanged once.
 */
export const authCodes = pgTable('auth_codes', {
  codeHash: text().primaryKey(),
  stage: text({ enum: ['login', 'authorize'] }).notNull(),
  userId: integer()
    .notNull()
    .references(() => users.id),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  codeChallenge: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** Refresh tokens rotate within a family; presenting a rotated one revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    familyId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash)],
);

/** Failed sign-ins per key (`email:…` or `ip:…`) within a window, and a lockout. */
export const loginThrottle = pgTable('login_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  lockedUntil: timestamp({ withTimezone: true }),
});
