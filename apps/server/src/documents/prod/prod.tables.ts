import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { komMain } from '../../master/clients/clients.tables';
import { magMain } from '../../master/reference/reference.tables';
import { osMain } from '../../master/fixed-assets/fixed-assets.tables';
import { amount, articleItemColumns, currencyColumns, headerColumns, headerIndexes } from '../../master/columns/header-columns';

/** The columns a sales invoice and a pro-forma share: buyer, warehouse (none for services), terms, totals. */
export function saleHeaderColumns() {
  return {
    ...headerColumns(),
    /** null for a services invoice (the spec's 0) */
    magId: integer().references(() => magMain.id),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    valuta: text().notNull().default(''),
    vaznost: text().notNull().default(''),
    otprema: text().notNull().default(''),
    placanje: text().notNull().default(''),
    osnovica: amount(),
    pdvIznos: amount(),
    iznos: amount(),
  };
}

/** The columns of a sales line: price without VAT, discount, the article's VAT rate, amount after discount. */
export function saleItemColumns() {
  return {
    ...articleItemColumns(),
    prodCena: amount(),
    /** thousandths of a percent */
    rabat: integer().notNull().default(0),
    pdvStopa: integer().notNull().default(0),
    iznos: amount(),
  };
}

export const docProd = pgTable(
  'doc_prod',
  {
    ...saleHeaderColumns(),
    /** the spec's payment term as text (its `valuta`; the column "valuta" is the currency since migration 0036) */
    rokPlacanja: text().notNull().default(''),
    ...currencyColumns(),
    /** the whole invoice's VAT treatment when not its lines' rates: '' ordinary, Z, E or AE */
    kategorija: text().notNull().default(''),
    /** the exemption reason's code of that treatment (vat_exemptions.kod) */
    izuzece: text().notNull().default(''),
    /** base, VAT and gross in the invoice's currency; osnovica, pdvIznos and iznos are in dinars */
    osnovicaValuta: amount(),
    pdvIznosValuta: amount(),
    iznosValuta: amount(),
    brojNarudzbenice: text().notNull().default(''),
    brojTendera: text().notNull().default(''),
    brojUgovora: text().notNull().default(''),
    sifraObjekta: text().notNull().default(''),
    brojRacuna: text().notNull().default(''),
    brojOtpremnice: text().notNull().default(''),
    datumDospeca: date({ mode: 'string' }).notNull(),
    datumIsporuke: date({ mode: 'string' }).notNull(),
    datumPrometa: date({ mode: 'string' }).notNull(),
    mestoIsporuke: text().notNull().default(''),
    vrstaPlacanja: text().notNull().default(''),
    periodObracuna: text().notNull().default(''),
    placanjeTracun: text().notNull().default(''),
    placanjeModel: text().notNull().default(''),
    placanjeRef: text().notNull().default(''),
    dodatnaNapomena: text().notNull().default(''),
    xmlUpload: text().notNull().default('single'),
    /** the pro-forma this invoice was made from */
    prnId: integer(),
    /** gross of the advances it deducts (doc_avr_links), hundredths */
    avansIznos: amount(),
    /** the whole gross less the advances: what the buyer still owes */
    zaUplatu: amount(),
  },
  (t) => headerIndexes('doc_prod', t),
);

export const docProdItems = pgTable(
  'doc_prod_items',
  {
    ...saleItemColumns(),
    /** the line amount in the invoice's currency; `iznos` is it in dinars at the invoice's rate */
    iznosValuta: amount(),
    /** the SEF tax category: the invoice's treatment, else the article's rate's */
    kategorija: text().notNull().default('S'),
    /** its exemption reason's code */
    izuzece: text().notNull().default(''),
    /** the fixed asset the line sells (a services invoice), or null */
    osId: integer().references(() => osMain.id),
    docId: integer()
      .notNull()
      .references(() => docProd.id, { onDelete: 'cascade' }),
  },
  (t) => [index('doc_prod_items_doc_idx').on(t.docId)],
);
