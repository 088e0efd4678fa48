import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../master/tenancy/tenancy.tables';

/** Binary data (written and read through `bytesParam` and `encode`, see attachments.ts). */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An uploaded file (docs/domain.md#entities-and-fields): declared first (name, mime, size, chunk count), its
 * bytes arrive as chunks; attached to at most one document (`vDoc`, `docId`).
 */
export const files = pgTable(
  'files',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().default(sql`gen_random_uuid()`),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    chunksCount: integer().notNull(),
    /** in-progress → succeeded (every chunk in, checked) → uploaded (attached) */
    status: text().notNull().default('in-progress'),
    vDoc: text(),
    docId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('files_uuid_idx').on(t.uuid), index('files_company_doc_idx').on(t.companyId, t.vDoc, t.docId)],
);

/** The chunks of a file, one row each; a retried chunk replaces its row. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    chunkIndex: integer().notNull(),
    /** bytes in `data`, so sums need not read it */
    size: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.chunkIndex] })],
);
