import type { SefDocFigures } from '@knjige/domain';
import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sefSyncStates } from '@knjige/contract';
import { companies } from '../../master/tenancy/tenancy.tables';
import { keySettingsColumns, outboxColumns, outboxIndexes } from '../outbox/outbox-columns';

/** Each company's SEF API key, encrypted with the server's secret (sef-secret.ts), and how it last fared. */
export const sefSettings = pgTable('sef_settings', {
  ...keySettingsColumns(),
  lastSyncAt: timestamp({ withTimezone: true }),
  /** the last past day whose status changes were read from SEF (its `changes` takes one past day a call) */
  changesThrough: date({ mode: 'string' }),
});

/** The documents going to SEF (the outbox's columns), with SEF's answer and status. */
export const sefOutbox = pgTable(
  'sef_outbox',
  {
    ...outboxColumns(),
    sefInvoiceId: bigint({ mode: 'number' }),
    sefSalesInvoiceId: bigint({ mode: 'number' }),
    sefPurchaseInvoiceId: bigint({ mode: 'number' }),
    sefStatus: text(),
    sefStatusAt: timestamp({ withTimezone: true }),
    sefComment: text(),
    /** what the XML SEF took says for VAT (its subtotals, VAT point, type, references): what the prepared return computes from */
    sentFigures: jsonb().$type<SefDocFigures>(),
  },
  (t) => outboxIndexes('sef_outbox', t),
);

/** SEF's registry answers (is this buyer on SEF?), kept a day per company, PIB and JBKJS. */
export const sefRegistry = pgTable(
  'sef_registry',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    pib: text().notNull(),
    jbkjs: text().notNull().default(''),
    registered: boolean().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.pib, t.jbkjs] })],
);

/**
 * Each company's last synchronisation with SEF and eOtpremnica (docs/decisions.md#sales-invoices-out-exactly-once), one row a
 * company, written at its start and its end: what the agency's desk shows (last start and end,
 * state, counts, "SEF: key refused").
 */
export const sefSyncProgress = pgTable('sef_sync_progress', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  state: text({ enum: sefSyncStates }).notNull().default('running'),
  /** when the last synchronisation started */
  startedAt: timestamp({ withTimezone: true }).notNull(),
  /** when it ended (null while it runs, or when its process died) */
  finishedAt: timestamp({ withTimezone: true }),
  /** when a synchronisation last ended `done` */
  lastDoneAt: timestamp({ withTimezone: true }),
  /** SEF answered the company's key with 401/403 in the last synchronisation (cleared by one it answered) */
  sefKeyRefused: boolean().notNull().default(false),
  /** likewise eOtpremnica's key */
  eotpKeyRefused: boolean().notNull().default(false),
  /** the last synchronisation's counts: invoices sent, refused, not for SEF; SEF statuses brought in */
  sent: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  skipped: integer().notNull().default(0),
  statusesUpdated: integer().notNull().default(0),
  /** purchase invoices new in the inbox, and ones whose status changed */
  purchasesAdded: integer().notNull().default(0),
  purchasesUpdated: integer().notNull().default(0),
  /** dispatch notes sent, and receipt advices the buyers sent back */
  notesSent: integer().notNull().default(0),
  receipts: integer().notNull().default(0),
  /** why it ended `error` or `key-refused`: a message key */
  error: text(),
});
