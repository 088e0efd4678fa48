import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { xmlJobStatuses, xmlKinds } from '@knjige/contract';
import { companies, users } from '../../master/tenancy/tenancy.tables';

/**
 * XML export jobs (docs/domain.md#states-and-defaults): made by Generate, polled by status, downloaded when
 * done. They live in the database so any server instance answers the poll and the download; a
 * succeeded invoice job also records that the invoice went out, which a later credit note names.
 */
export const xmlJobs = pgTable(
  'xml_jobs',
  {
    uuid: uuid().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    userId: integer().references(() => users.id),
    vDoc: text().notNull(),
    docId: integer().notNull(),
    kind: text({ enum: xmlKinds }).notNull(),
    status: text({ enum: xmlJobStatuses }).notNull().default('in-progress'),
    /** the XML's own number (the invoice's label; a credit note's), which names the file */
    broj: text().notNull(),
    xml: text(),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('xml_jobs_doc_idx').on(t.companyId, t.vDoc, t.docId)],
);
