import { boolean, index, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountKinds } from '@knjige/contract';
import { ref } from '../columns/header-columns';

/** The account's names in the three languages the product speaks (sr-Cyrl transliterated from sr-Latn). */
const names = () => ({
  naziv: text().notNull(),
  nazivCyr: text().notNull(),
  nazivEn: text().notNull(),
});

/**
 * The official chart of accounts (Pravilnik o kontnom okviru, Sl. glasnik 89/2020), shared by
 * every company and written only by migration: classes (level 1), groups (2), synthetic accounts
 * (3) and the analytic accounts a trader uses (4).
 */
export const glAccount = pgTable(
  'gl_account',
  {
    konto: text().primaryKey(),
    /** the account one digit shorter; null for a class */
    parent: text(),
    level: smallint().notNull(),
    kind: text({ enum: accountKinds }).notNull(),
    /** a client account (204, 435, 430, 152…): every posting names the client */
    needsClient: boolean().notNull().default(false),
    ...names(),
  },
  (t) => [index('gl_account_parent_idx').on(t.parent)],
);

/** A company's own analytic accounts under the official chart (241 split per bank, 1340 per shop). */
export const glCompanyAccount = pgTable(
  'gl_company_account',
  {
    id: serial().primaryKey(),
    companyId: ref.company(),
    konto: text().notNull(),
    /** the account it is an analytic of (official or the company's own) */
    parent: text().notNull(),
    /** the parent's kind and client analytics, kept with the row */
    kind: text({ enum: accountKinds }).notNull(),
    needsClient: boolean().notNull().default(false),
    ...names(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gl_company_account_konto_uq').on(t.companyId, t.konto), index('gl_company_account_parent_idx').on(t.companyId, t.parent)],
);

