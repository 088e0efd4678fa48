import { MAX_ID, queryId } from './bounds';
import { priceTypes, stockFilters } from './enums';
import { listQuery } from './paging';
import { z } from './zod-config';

export const stockReportQuery = listQuery.extend({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** price to value stock at: pnCena average purchase, znCena last purchase, kepuCena sale */
  priceType: z.enum(priceTypes).default('pnCena'),
  /** which rows: all, less-than-0, greater-than-0, not-0, equals-0 */
  stockFilter: z.enum(stockFilters).default('all'),
  /** the warehouse */
  magId: queryId().optional(),
});
export type StockReportQuery = z.infer<typeof stockReportQuery>;

export const stockRow = z.object({
  /** the warehouse */
  magId: z.number().int(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the article (artikl) */
  artId: z.number().int(),
  /** the article's name */
  artNaziv: z.string(),
  /** the article's internal code */
  intSifra: z.string(),
  /** unit of measure as shown */
  mera: z.string(),
  /** quantity in, thousandths */
  ulaz: z.number().int(),
  /** quantity out, thousandths */
  izlaz: z.number().int(),
  /** quantity on hand, thousandths */
  stanje: z.number().int(),
  /** hundredths, by the chosen price type */
  cena: z.number().int(),
  /** hundredths; for pnCena the ledger's purchase value, for kepuCena its sale value */
  vrednost: z.number().int(),
});
export type StockRow = z.infer<typeof stockRow>;

/** The stock report's footer: total `vrednost` (hundredths), `stanje` (thousandths) and row `count`. */
export const stockSum = z.object({
  /** the answer */
  data: z.object({
    /** the stock's total value, hundredths */
    vrednost: z.number().int(),
    /** the total quantity on hand, thousandths */
    stanje: z.number().int(),
    /** how many rows the report has */
    count: z.number().int(),
  }),
});

export const movementQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** page number, from 1 */
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  /** rows per page */
  perPage: z.coerce.number().int().min(1).max(200).default(20),
});

export const movementRow = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the document family (`familyOf` gives its registry entry) */
  vDoc: z.string(),
  /** the document */
  docId: z.number().int(),
  /** booked by the document's reversal: the negation of its rows, or the re-costing it caused */
  reversal: z.boolean(),
  /** the document's label */
  docOznaka: z.string(),
  /** the document's description */
  docOpis: z.string(),
  /** the booking date */
  datum: z.string(),
  /** the row's movement: in, out, price change, re-costing */
  kind: z.string(),
  /** quantity in, thousandths */
  ulaz: z.number().int(),
  /** quantity out, thousandths */
  izlaz: z.number().int(),
  /** running quantity after this row */
  stanje: z.number().int(),
  /** purchase value, hundredths */
  nabVrednost: z.number().int(),
  /** sale value, hundredths */
  prodVrednost: z.number().int(),
  /** running purchase and sale value after this row */
  nabSaldo: z.number().int(),
  /** running sale value after this row */
  prodSaldo: z.number().int(),
  /** the moving average purchase price after this row */
  nabCena: z.number().int(),
  /** the purchase and sale price of the row (of the row it negates, for a negation) */
  znCena: z.number().int(),
  /** sale price of the row */
  prodCena: z.number().int(),
});

export const movementHeader = z.object({
  /** the warehouse */
  magId: z.number().int(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the article (artikl) */
  artId: z.number().int(),
  /** the article's name */
  artNaziv: z.string(),
  /** the article's internal code */
  intSifra: z.string(),
  /** unit of measure as shown */
  mera: z.string(),
  /** quantity on hand, thousandths */
  stanje: z.number().int(),
  /** purchase value, hundredths */
  nabVrednost: z.number().int(),
  /** sale value, hundredths */
  prodVrednost: z.number().int(),
});

export const artStanjeLookupQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the warehouse */
  magId: queryId(),
  /** the article (artikl) */
  artId: queryId(),
});
