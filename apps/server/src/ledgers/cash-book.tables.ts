import { bigint, bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cashLineKinds } from '@knjige/contract';
import { blagajne } from '../master/cash-desks/cash-desks.tables';
import { ref } from '../master/columns/header-columns';

const signed = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * The cash book: one row per line of a locked cash order (kind `post`), negated by its storno
 * (kind `storno`). Never updated, never deleted; the daily cash report and the desk's balance
 * read it, and `gl-verify` sets it against the desk's account.
 */
export const cashBook = pgTable(
  'cash_book',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    kasaId: integer()
      .notNull()
      .references(() => blagajne.id),
    datum: date({ mode: 'string' }).notNull(),
    docId: integer().notNull(),
    docOznaka: text().notNull().default(''),
    vSubDoc: text().notNull(),
    kind: text({ enum: ['post', 'storno'] }).notNull(),
    lineId: integer().notNull(),
    vrsta: text({ enum: cashLineKinds }).notNull(),
    /** what the report prints: the partner's, shop's or cost item's name, and the description */
    opis: text().notNull().default(''),
    /** signed hundredths into and out of the desk */
    uplata: signed(),
    isplata: signed(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cash_book_desk_idx').on(t.companyId, t.kasaId, t.datum, t.id), index('cash_book_doc_idx').on(t.docId)],
);
