import { bigint, bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { fixedAssetEvents } from '@knjige/contract';
import { osMain } from '../master/fixed-assets/fixed-assets.tables';
import { ref } from '../master/columns/header-columns';

const signed = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * The fixed-asset ledger: what documents changed in an asset's value after it entered the
 * register, one row per asset and document, written by lock and negated by storno (kind
 * `storno`). The register's cost is the asset's own (os_main); `vrednost` carries changes of it
 * (a disposal or sale takes it out: −cost), `ispravka` changes of its accumulated depreciation (a
 * month's depreciation +, a disposal −what had accumulated). The register at a date and the asset
 * card read these rows, never the documents.
 */
export const assetLedger = pgTable(
  'asset_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    osId: integer()
      .notNull()
      .references(() => osMain.id),
    datum: date({ mode: 'string' }).notNull(),
    vDoc: text().notNull(),
    docId: integer().notNull(),
    docOznaka: text().notNull().default(''),
    kind: text({ enum: ['post', 'storno'] }).notNull(),
    /** depreciation, disposal, sale… */
    event: text({ enum: fixedAssetEvents }).notNull(),
    /** change of the cost carried, hundredths */
    vrednost: signed(),
    /** change of the accumulated depreciation, hundredths */
    ispravka: signed(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('asset_ledger_asset_idx').on(t.companyId, t.osId, t.datum), index('asset_ledger_doc_idx').on(t.vDoc, t.docId)],
);
