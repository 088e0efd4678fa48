import { MAX_ID, queryId } from './bounds';
import { vatReturnSourceRows } from '@knjige/domain';
import { isoDate } from './dates';
import { exportFields } from './export';
import { MAX_PER_PAGE } from './paging';
import { z } from './zod-config';

/**
 * The books (rpt-fin): the VAT return, the output and input VAT books (KIR, KUR) and the trade
 * book (kepu), each over a date range of one period.
 */
export const finRangeQuery = z.object({
  periodId: queryId(),
  dateFrom: isoDate,
  dateTo: isoDate,
});
export type FinRangeQuery = z.infer<typeof finRangeQuery>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
};

/** KIR / KUR: a page of the book, optionally only the rows one VAT-return row sums, or one rate. */
export const vatBookQuery = finRangeQuery.extend({
  ...pageFields,
  pdvRow: z.coerce.number().pipe(z.union(vatReturnSourceRows.map((n) => z.literal(n)))).optional(),
  stopa: z.coerce.number().int().min(0).max(MAX_ID, 'too-large').optional(),
});
export type VatBookQuery = z.infer<typeof vatBookQuery>;

export const kirRow = z.object({
  vDoc: z.string(),
  docId: z.number().int(),
  docOznaka: z.string(),
  datum: z.string(),
  naziv: z.string(),
  mesto: z.string(),
  pib: z.string(),
  /** hundredths, each a sum over the document's rates */
  osnovica: z.number().int(),
  pdvIznos: z.number().int(),
  iznos: z.number().int(),
});
export type KirRow = z.infer<typeof kirRow>;

export const kurRow = kirRow.extend({
  dokBroj: z.string(),
  dokDatum: z.string().nullable(),
  /** the amount without VAT (base) and the VAT split into deductible and not */
  iznosNoPdv: z.number().int(),
  pdvIznosPdv: z.number().int(),
  pdvIznosNoPdv: z.number().int(),
});
export type KurRow = z.infer<typeof kurRow>;

const rateTotal = z.object({
  stopa: z.number().int(),
  osnovica: z.number().int(),
  pdvIznos: z.number().int(),
  pdvIznosPdv: z.number().int(),
  pdvIznosNoPdv: z.number().int(),
  iznos: z.number().int(),
});
export const vatBookTotal = z.object({
  data: z.object({ rates: z.array(rateTotal), total: rateTotal.omit({ stopa: true }) }),
});
export type VatBookTotal = z.infer<typeof vatBookTotal>['data'];

export const vatReturnData = z.object({
  data: z.object({
    osn1: z.number().int(),
    osn2: z.number().int(),
    osn3: z.number().int(),
    osn4: z.number().int(),
    osn5: z.number().int(),
    osn6: z.number().int(),
    osn7: z.number().int(),
    osn8: z.number().int(),
    osn9: z.number().int(),
    pdv3: z.number().int(),
    pdv4: z.number().int(),
    pdv5: z.number().int(),
    pdv6: z.number().int(),
    pdv7: z.number().int(),
    pdv8: z.number().int(),
    pdv9: z.number().int(),
    pdv10: z.number().int(),
  }),
});

/** The trade book of one warehouse. */
export const kepuQuery = finRangeQuery.extend({ ...pageFields, magId: queryId() });
export type KepuQuery = z.infer<typeof kepuQuery>;

export const kepuRow = z.object({
  datum: z.string(),
  vDoc: z.string(),
  docId: z.number().int(),
  docOznaka: z.string(),
  docOpis: z.string(),
  /** at sale value (retail: with VAT), hundredths */
  zaduzenje: z.number().int(),
  razduzenje: z.number().int(),
  uplDatum: z.string().nullable(),
  uplIznos: z.number().int(),
  /** the balance after this row */
  saldo: z.number().int(),
});
export type KepuRow = z.infer<typeof kepuRow>;

export const kepuTotal = z.object({
  data: z.object({
    /** the balance at date-from */
    pocetnoStanje: z.number().int(),
    zaduzenje: z.number().int(),
    razduzenje: z.number().int(),
    uplIznos: z.number().int(),
    /** the balance at date-to */
    saldo: z.number().int(),
    count: z.number().int(),
  }),
});
export type KepuTotal = z.infer<typeof kepuTotal>['data'];
export type VatReturn = z.infer<typeof vatReturnData>['data'];

/** The VAT return's export: the form's ten rows, each described in the user's language (`rowLabels`, rows 1–10). */
export const vatReturnExportQuery = finRangeQuery.extend(exportFields).extend({
  rowLabels: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.string().max(200)).length(10)),
});

/** A row of the VAT return as the export writes it. */
export interface VatReturnLine {
  red: number;
  opis: string;
  osnovica: number | null;
  pdv: number | null;
}
