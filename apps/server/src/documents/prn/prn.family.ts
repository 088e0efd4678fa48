import { prnDoc, prnEntry, prnInput, prnItem, prnItemInput } from '@knjige/contract';
import { sql } from 'drizzle-orm';
import { docPrn, docPrnItems } from '../../platform/db/schema';
import { defineFamily } from '../family';
import { komName, magName } from '../family-helpers';
import { checkSaleArticle, checkSaleHeader, computeSaleLine, saleHeaderTotals, saleWarehouse } from '../prod/sale-lines';
import { salesModel } from '../prod/prod.invoice-print';

/** Pro-forma invoice: the invoice's lines and totals, no lifecycle and no postings; it can become a sales invoice. */
export const prnFamily = defineFamily({
  entry: prnEntry,
  header: docPrn,
  items: docPrnItems,
  headerInput: prnInput,
  headerRow: prnDoc,
  itemInput: prnItemInput,
  itemRow: prnItem,
  headerExtras: {
    magNaziv: magName('doc_prn', 'mag_id', 'mag_naziv'),
    komNaziv: komName('doc_prn'),
    prodOznaka: sql<string>`coalesce((select p.oznaka from doc_prod p where p.id = "doc_prn"."prod_id"), '')`.as('prod_oznaka'),
  },
  comboName: komName('doc_prn', 'naziv'),
  searchColumns: [],
  komColumn: docPrn.komId,
  magColumns: [docPrn.magId],
  checkHeader: (tx, companyId, input) => checkSaleHeader(tx, companyId, input, prnEntry.partner),
  checkItem: (tx, companyId, input, { header }) => checkSaleArticle(tx, companyId, input.artId, header.vSubDoc),
  initDefaults: async (tx, companyId, { vSubDoc }) => ({ magId: await saleWarehouse(tx, companyId, vSubDoc) }),
  warehouseOf: (header) => header.magId,
  computeItem: (i, ctx) => computeSaleLine(i, ctx),
  totals: (items) => saleHeaderTotals(items),
  postings: () => ({ stock: [], client: [], vat: [] }),
  invoiceModel: (tx, companyId, docId, type) => salesModel(tx, companyId, 'doc-prn', docId, type),
});
