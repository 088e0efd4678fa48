import { bodyId } from './bounds';
import { isoDate } from './dates';
import { exportFields } from './export';
import { z } from './zod-config';

/**
 * Fixed assets leaving the books (a write-off, a sale through a sales invoice line) and their tax
 * depreciation per year (docs/decisions.md#tax-depreciation).
 */

/** A write-off (rashod) of an asset in use: `POST /v1/osnovna-sredstva/{id}/rashod`. */
export const osRashodInput = z.strictObject({
  /** the accounting period (business year) the write-off is booked in */
  periodId: bodyId(),
  /** the day of the write-off, inside the period */
  datum: isoDate,
  /** why (broken, lost, obsolete), printed on the journal entry */
  napomena: z.string().trim().max(200).optional().default(''),
});
export type OsRashodInput = z.output<typeof osRashodInput>;

/** An asset's leaving the books, as its history shows it. */
export const osPromenaRow = z.object({
  /** the row's id */
  id: z.number().int(),
  /** rashod (a write-off) or prodaja (a sale) */
  vrsta: z.enum(['rashod', 'prodaja']),
  /** the day */
  datum: z.string(),
  /** the document: `prod` (the sales invoice) or `os` (the write-off itself) */
  vDoc: z.string(),
  /** its id */
  docId: z.number().int(),
  /** cost at the day, hundredths */
  nabavnaVrednost: z.number().int(),
  /** accumulated depreciation at the day, hundredths */
  ispravka: z.number().int(),
  /** the sale price without VAT (0 for a write-off), hundredths */
  cena: z.number().int(),
  /** price less net value: a gain (+) or a loss (−), hundredths */
  rezultat: z.number().int(),
  /** the write-off's reason */
  napomena: z.string(),
  /** posted, or storno (the sales invoice was cancelled) */
  status: z.enum(['posted', 'storno']),
});

/** The tax depreciation of a year: `GET /v1/osnovna-sredstva/poreska-amortizacija?godina=`. */
export const taxDepreciationQuery = z.object({
  /** the business year */
  godina: z.coerce.number().int('invalid').min(2000, 'out-of-range').max(2100, 'out-of-range'),
});
export const taxDepreciationExportQuery = taxDepreciationQuery.extend(exportFields);

/** One asset's tax depreciation of the year beside its accounting depreciation. */
export const taxDepreciationAsset = z.object({
  /** the asset */
  id: z.number().int(),
  /** inventory number */
  invBroj: z.string(),
  /** the asset's name */
  naziv: z.string(),
  /** tax group 1–5 (I–V) */
  poreskaGrupa: z.number().int(),
  /** cost, hundredths */
  nabavnaVrednost: z.number().int(),
  /** put into use */
  datumUpotrebe: z.string(),
  /** the day it left the books (sold, written off), or null */
  datumOtpisa: z.string().nullable(),
  /** the tax written-down value at the start of the year (the cost in the year it came), hundredths */
  pocetna: z.number().int(),
  /** whether it came in this year (its cost is an addition of the year) */
  nabavka: z.boolean(),
  /** the months of the year it is depreciated for */
  meseci: z.number().int(),
  /** tax depreciation of the year, hundredths */
  poreska: z.number().int(),
  /** accounting depreciation of the year (locked depreciation documents), hundredths */
  racunovodstvena: z.number().int(),
  /** accounting less tax depreciation: added to (+) or taken off (−) the taxable profit, hundredths */
  razlika: z.number().int(),
  /** the tax written-down value with which it left the books this year, hundredths (0 when it did not) */
  otudjeno: z.number().int(),
  /** the tax written-down value at the end of the year (0 when it left), hundredths */
  neotpisana: z.number().int(),
});
export type TaxDepreciationAsset = z.infer<typeof taxDepreciationAsset>;

/** A group's register of the year: what it held, what came and went, its depreciation. */
export const taxDepreciationGroup = z.object({
  /** tax group 1–5 (I–V) */
  grupa: z.number().int(),
  /** straight-line (group I) or declining balance (II–V) */
  metoda: z.enum(['straight-line', 'declining']),
  /** the yearly rate, hundredths of a percent */
  stopa: z.number().int(),
  /** the cost of the group's assets on the books in the year, hundredths */
  nabavnaVrednost: z.number().int(),
  /** tax written-down value at the start of the year of the assets held then, hundredths */
  pocetna: z.number().int(),
  /** cost of the assets that came in the year, hundredths */
  nabavke: z.number().int(),
  /** tax written-down value of the assets that left in the year, hundredths */
  otudjeno: z.number().int(),
  /** tax depreciation of the year, hundredths */
  amortizacija: z.number().int(),
  /** tax written-down value at the end of the year, hundredths */
  neotpisana: z.number().int(),
});

export const taxDepreciationReport = z.object({
  /** the year */
  godina: z.number().int(),
  /** the five groups, each with its figures (zero when it holds nothing) */
  grupe: z.array(taxDepreciationGroup),
  /** every asset on the books in the year, by group and inventory number */
  sredstva: z.array(taxDepreciationAsset),
  /** the year's totals, hundredths */
  ukupno: z.object({
    /** tax depreciation */
    poreska: z.number().int(),
    /** accounting depreciation */
    racunovodstvena: z.number().int(),
    /** their difference */
    razlika: z.number().int(),
  }),
});
export type TaxDepreciationReport = z.infer<typeof taxDepreciationReport>;
