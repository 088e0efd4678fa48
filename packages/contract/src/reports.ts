import { MAX_ID, queryId } from './bounds';
import { priceTypes, stockFilters } from './enums';
import { listQuery } from './paging';
import { z } from './zod-config';

export const stockReportQuery = listQuery.extend({
  periodId: queryId(),
  priceType: z.enum(priceTypes).default('pnCena'),
  stockFilter: z.enum(stockFilters).default('all'),
  magId: queryId().optional(),
});
export type StockReportQuery = z.infer<typeof stockReportQuery>;

export const stockRow = z.object({
  magId: z.number().int(),
  magNaziv: z.string(),
  artId: z.number().int(),
  artNaziv: z.string(),
  intSifra: z.string(),
  mera: z.string(),
  /** thousandths */
  ulaz: z.number().int(),
  izlaz: z.number().int(),
  stanje: z.number().int(),
  /** hundredths, by the chosen price type */
  cena: z.number().int(),
  /** hundredths; for pnCena the ledger's purchase value, for kepuCena its sale value */
  vrednost: z.number().int(),
});
export type StockRow = z.infer<typeof stockRow>;

export const stockSum = z.object({ data: z.object({ vrednost: z.number().int(), stanje: z.number().int(), count: z.number().int() }) });

export const movementQuery = z.object({
  periodId: queryId(),
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(20),
});

export const movementRow = z.object({
  id: z.number().int(),
  /** the document family (`familyOf` gives its registry entry) */
  vDoc: z.string(),
  docId: z.number().int(),
  /** booked by the document's reversal: the negation of its rows, or the re-costing it caused */
  reversal: z.boolean(),
  docOznaka: z.string(),
  docOpis: z.string(),
  datum: z.string(),
  kind: z.string(),
  ulaz: z.number().int(),
  izlaz: z.number().int(),
  /** running quantity after this row */
  stanje: z.number().int(),
  nabVrednost: z.number().int(),
  prodVrednost: z.number().int(),
  /** running purchase and sale value after this row */
  nabSaldo: z.number().int(),
  prodSaldo: z.number().int(),
  /** the moving average purchase price after this row */
  nabCena: z.number().int(),
  /** the purchase and sale price of the row (of the row it negates, for a negation) */
  znCena: z.number().int(),
  prodCena: z.number().int(),
});

export const movementHeader = z.object({
  magId: z.number().int(),
  magNaziv: z.string(),
  artId: z.number().int(),
  artNaziv: z.string(),
  intSifra: z.string(),
  mera: z.string(),
  stanje: z.number().int(),
  nabVrednost: z.number().int(),
  prodVrednost: z.number().int(),
});

export const artStanjeLookupQuery = z.object({
  periodId: queryId(),
  magId: queryId(),
  artId: queryId(),
});
