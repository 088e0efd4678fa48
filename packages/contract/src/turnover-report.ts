import { queryId } from './bounds';
import { isoDate } from './dates';
import { listQuery } from './paging';
import { z } from './zod-config';

/** The turnover types the realised-turnover report is asked for (`/ostvareni-promet/{vPromet}`). */
export const prmTurnoverTypes = ['vp', 'mp', 'usluga'] as const;

/** Realised turnover (rpt-fin prm): the sold lines of a turnover type in a date range (the period's when not given). */
export const prmQuery = listQuery.extend({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the turnover type sold: vp, mp or usluga */
  vPromet: z.enum(prmTurnoverTypes).default('vp'),
  /** the first day of the range */
  dateFrom: isoDate.optional(),
  /** the last day of the range */
  dateTo: isoDate.optional(),
});
export type PrmQuery = z.infer<typeof prmQuery>;

export const prmRow = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the sale's date */
  datum: isoDate,
  /** the document family code (`ur`, `prod`, … : the registry key) */
  vDoc: z.string(),
  /** the document */
  docId: z.number().int(),
  /** the document's label */
  docOznaka: z.string(),
  /** the buyer's name */
  komNaziv: z.string(),
  /** the article (artikl) */
  artId: z.number().int(),
  /** the article's internal code */
  intSifra: z.string(),
  /** the article's name */
  artNaziv: z.string(),
  /** the quantity sold, thousandths */
  kolicina: z.number().int(),
  /** cost at the moving average, re-costing included (0 for services), hundredths */
  nabIznos: z.number().int(),
  /** margin: osnovica − nabIznos */
  ruc: z.number().int(),
  /** the line's base without VAT, hundredths */
  osnovica: z.number().int(),
  /** VAT amount, hundredths */
  pdvIznos: z.number().int(),
  /** amount (total with VAT), hundredths */
  iznos: z.number().int(),
});
export type PrmRow = z.infer<typeof prmRow>;

export const prmTotal = z.object({
  /** the totals of the range */
  data: z.object({
    /** number of rows */
    count: z.number().int(),
    /** purchase total payable (purchase value + VAT), hundredths */
    nabIznos: z.number().int(),
    /** margin (razlika u ceni) */
    ruc: z.number().int(),
    /** the line's base without VAT, hundredths */
    osnovica: z.number().int(),
    /** VAT amount, hundredths */
    pdvIznos: z.number().int(),
    /** amount (total with VAT), hundredths */
    iznos: z.number().int(),
  }),
});
