import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userTokenKinds } from '@knjige/contract';
import { companies, users } from '../tenancy/tenancy.tables';

/**
 * Single-use links sent by e-mail: an invitation (sets the first password), a password reset, an
 * e-mail change to confirm. Only a hash of the token is kept, so a leaked table opens nothing.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    kind: text({ enum: userTokenKinds }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The company an invitation is for. */
    companyId: integer().references(() => companies.id),
    /** The new address of an e-mail change. */
    email: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_uq').on(t.tokenHash), index('user_tokens_user_kind_ix').on(t.userId, t.kind)],
);

/** Messages kept instead of sent when no SMTP server is configured (a machine without mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    toEmail: text().notNull(),
    kind: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    link: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_ix').on(t.toEmail, t.id)],
);
