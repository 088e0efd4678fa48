import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { historyActions } from '@knjige/contract';
import { companies, users } from '../tenancy/tenancy.tables';

/** The hash a company's first chain record follows. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The last record of each company's chain: appending locks this row, so two locks at once in one
 * company append one after the other and never fork the chain.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  seq: integer().notNull().default(0),
  hash: text().notNull().default(GENESIS_HASH),
});

/**
 * One record per lock and storno: the document, its status, the hash of its content as locked and
 * the hash of the previous record (`hash` covers every other column of the record).
 */
export const auditChain = pgTable(
  'audit_chain',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    seq: integer().notNull(),
    vDoc: text().notNull(),
    docId: integer().notNull(),
    status: text({ enum: ['locked', 'storno'] }).notNull(),
    userId: integer().references(() => users.id),
    /** set by the server to the millisecond, so that it reads back exactly as it was hashed */
    at: timestamp({ withTimezone: true }).notNull(),
    contentHash: text().notNull(),
    prevHash: text().notNull(),
    hash: text().notNull(),
  },
  (t) => [uniqueIndex('audit_chain_seq_uq').on(t.companyId, t.seq)],
);

/** What happened to a document, when and by whom; rows are only ever added. */
export const documentHistory = pgTable(
  'document_history',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    vDoc: text().notNull(),
    docId: integer().notNull(),
    action: text({ enum: historyActions }).notNull(),
    /** null: the server itself (seed, year-end carry-forward) */
    userId: integer().references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    detail: text(),
  },
  (t) => [index('document_history_doc_idx').on(t.companyId, t.vDoc, t.docId, t.id)],
);
