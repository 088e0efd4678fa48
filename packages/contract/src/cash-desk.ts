import { MAX_ID, queryId } from './bounds';
import { currencyCode } from './currency';
import { isoDate } from './dates';
import { z } from './zod-config';

/** A cash desk as written: its name, currency and account (empty: 243 for dinars, 246 for a foreign currency, or the first analytic under it). */
export const blagajnaInput = z.strictObject({
  /** the desk's name (Glavna blagajna) */
  naziv: z.string().trim().min(1).max(100),
  /** the currency the desk keeps (RSD for dinars) */
  valuta: currencyCode.optional().default('RSD'),
  /** its general-ledger account, postable; empty: the default for its currency */
  konto: z
    .string()
    .trim()
    .max(12)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type BlagajnaInput = z.input<typeof blagajnaInput>;

/** A cash desk (blagajna) of the company. */
export const blagajna = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the desk's name */
  naziv: z.string(),
  /** its currency */
  valuta: z.string(),
  /** its general-ledger account */
  konto: z.string(),
});
export type Blagajna = z.infer<typeof blagajna>;

/** The daily cash report's query: a desk and a date range (one day: both the same). */
export const cashReportQuery = z.object({
  /** the cash desk */
  kasaId: queryId(),
  /** the first day */
  dateFrom: isoDate,
  /** the last day */
  dateTo: isoDate,
});

/** One receipt or payment of the cash report: a line of a locked order (a storno's negated). */
export const cashReportRow = z.object({
  /** the order's label */
  docOznaka: z.string(),
  /** the order's id */
  docId: z.number().int().max(MAX_ID),
  /** the order's sub-type: uplatnica or isplatnica */
  vSubDoc: z.string(),
  /** what the line is for */
  vrsta: z.string(),
  /** what the report prints for it: the partner's, shop's or cost item's name, the description */
  opis: z.string(),
  /** true for the negation a storno wrote */
  storno: z.boolean(),
  /** money in, hundredths */
  uplata: z.number().int(),
  /** money out, hundredths */
  isplata: z.number().int(),
});

/** One day of the report: what the desk held at its start, each receipt and payment, what it held at its end. */
export const cashReportDay = z.object({
  /** the day */
  datum: isoDate,
  /** the balance at the day's start, hundredths */
  opening: z.number().int(),
  /** the day's receipts and payments */
  rows: z.array(cashReportRow),
  /** the day's receipts, hundredths */
  uplata: z.number().int(),
  /** the day's payments, hundredths */
  isplata: z.number().int(),
  /** the balance at the day's end, hundredths */
  closing: z.number().int(),
});

/** The daily cash report (blagajnički izveštaj) of a desk over a range: the days with movement. */
export const cashReport = z.object({
  /** the desk */
  kasa: blagajna,
  /** the first day */
  dateFrom: isoDate,
  /** the last day */
  dateTo: isoDate,
  /** the balance before the first day, hundredths */
  opening: z.number().int(),
  /** the range's receipts, hundredths */
  uplata: z.number().int(),
  /** the range's payments, hundredths */
  isplata: z.number().int(),
  /** the balance after the last day, hundredths */
  closing: z.number().int(),
  /** each day with a receipt or payment, in date order */
  days: z.array(cashReportDay),
});
export type CashReport = z.infer<typeof cashReport>;
