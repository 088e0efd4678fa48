import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from '../master/columns/header-columns';

/**
 * Every family's drafts in one small table, kept by the shared document service in the
 * transaction of each create, save, lock, storno and delete: what the agency's desk counts
 * (drafts older than a week, the month's documents not locked) without reading every family's
 * header table (docs/decisions.md#the-desk).
 */
export const docDraft = pgTable(
  'doc_draft',
  {
    companyId: ref.company(),
    vDoc: text().notNull(),
    docId: integer().notNull(),
    /** the document's date */
    datum: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'doc_draft_pk', columns: [t.vDoc, t.docId] }), index('doc_draft_company_idx').on(t.companyId, t.datum)],
);
