import { isoDate, MIN_PERIOD_DATE } from './dates';
import { periodStatus, vPromet } from './enums';
import { keepsDeduction, taxCategories, type TaxCategory } from '@knjige/domain';
import { z } from './zod-config';

/** An official VAT exemption reason (SEF's list): `GET /v1/vat-exemptions`. */
export const vatExemption = z.object({
  /** the key SEF reads: PDV-RS-<article>-<paragraph>-<point> */
  kod: z.string(),
  /** the SEF tax category it belongs to */
  kategorija: z.enum(taxCategories),
  /** the VAT law's article (član) */
  clan: z.string(),
  /** the article's paragraph (stav) */
  stav: z.string(),
  /** the paragraph's point (tačka) */
  tacka: z.string(),
  /** the point's sub-point (podtačka) */
  podtacka: z.string(),
  /** the reason in words, Serbian Latin */
  razlog: z.string(),
  /** the reason in words, Serbian Cyrillic */
  razlogCyr: z.string(),
  /** the reason in words, English */
  razlogEn: z.string(),
});
export type VatExemption = z.infer<typeof vatExemption>;

export const period = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the period's title (e.g. 2024) */
  title: z.string(),
  /** first day */
  startDate: isoDate,
  /** last day */
  endDate: isoDate,
  /** open or closed (a closed period takes no writes) */
  status: z.enum(periodStatus),
});
export type Period = z.infer<typeof period>;

export const artPdv = z.object({
  /** the row's id */
  id: z.number().int(),
  /** description */
  opis: z.string(),
  /** hundredths of a percent: 2000 = 20 % */
  stopa: z.number().int(),
  /** the default of its kind */
  isDefault: z.boolean(),
  /** for a 0 % rate: exempt with the right to deduct (VAT return row 1) or without (row 2); follows from the category */
  pravoOdbitka: z.boolean(),
  /** the SEF tax category: S, AE, Z, E, O, OE, SS, R or N */
  kategorija: z.enum(taxCategories),
  /** the exemption reason's code (PDV-RS-…), null when none */
  izuzece: z.string().nullable(),
});
export type ArtPdv = z.infer<typeof artPdv>;

export const magMain = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the warehouse's code */
  sifra: z.string(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** place written in the trade book (KEPU) */
  kepuMesto: z.string(),
  /** the warehouse's turnover type: mp retail shop, vp wholesale, … */
  vPromet: z.enum(vPromet),
  /** the warehouse's place */
  mesto: z.string(),
  /** description */
  opis: z.string(),
  /** the default of its kind */
  isDefault: z.boolean(),
  /** its own analytic account for its goods (under 1320 wholesale, 1340 retail); null: the posting scheme's */
  konto: z.string().nullable(),
});
export type MagMain = z.infer<typeof magMain>;

/** A unit of measure: the company's `code` and `name`, and the SEF unit (UN/ECE Rec. 20) its e-invoices carry. */
export const unitOfMeasure = z.object({
  /** the company's code of the unit (kom, kg …) */
  code: z.string(),
  /** the unit's name */
  name: z.string(),
  /** the SEF unit its e-invoices carry (UN/ECE Rec. 20: H87, KGM …) */
  sefCode: z.string(),
});

/** A company's unit as the units page edits it. */
export const unitMain = unitOfMeasure.extend({
  /** the row's id */
  id: z.number().int(),
});
export type UnitMain = z.infer<typeof unitMain>;

/**
 * A unit an electronic invoice (SEF, UBL `unitCode`) may carry: a UN/ECE Recommendation 20 code of
 * SEF's unit list with its names. The list is data (table `sef_units`), read by `GET /sef/units`.
 */
export const sefUnit = z.object({
  /** the UN/ECE code (H87, DZN, KGM…) */
  code: z.string(),
  /** name in sr-Latn */
  name: z.string(),
  /** name in sr-Cyrl */
  nameCyr: z.string(),
  /** name in English */
  nameEn: z.string(),
});
export type SefUnit = z.infer<typeof sefUnit>;
export const sefUnitsResponse = z.object({
  /** SEF's units */
  data: z.array(sefUnit),
});

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const periodInput = z
  .strictObject({
    /** the period's title (e.g. 2024) */
    title: text(40),
    /** first day */
    startDate: isoDate,
    /** last day */
    endDate: isoDate,
    /** open or closed (a closed period takes no writes) */
    status: z.enum(periodStatus).default('open'),
  })
  .refine((p) => p.endDate >= p.startDate, { path: ['endDate'], message: 'before-start' })
  .refine((p) => p.startDate >= MIN_PERIOD_DATE, { path: ['startDate'], message: 'period-years' })
  .refine((p) => p.endDate >= MIN_PERIOD_DATE, { path: ['endDate'], message: 'period-years' });
export type PeriodInput = z.input<typeof periodInput>;

export const artPdvInput = z.strictObject({
  /** description */
  opis: text(100),
  /** hundredths of a percent */
  stopa: z.number().int().min(0, 'invalid').max(10000, 'invalid'),
  /** the default of its kind */
  isDefault: z.boolean().default(false),
  /** a 0 % rate keeps the right to deduct input VAT; left out, it follows from the category (Z yes, E no) */
  pravoOdbitka: z.boolean().optional(),
  /** the SEF tax category; left out, S for a positive rate, else Z or E by `pravoOdbitka` */
  kategorija: z.enum(taxCategories).optional(),
  /** the exemption reason's code (PDV-RS-…) where the category takes one */
  izuzece: z.string().trim().max(30).nullable().optional().transform((v) => v || null),
});
export type ArtPdvInput = z.input<typeof artPdvInput>;

/**
 * The stored category and flag of a VAT rate (one rule, one place): the category as given, else S for
 * a positive rate and Z or E by the old flag; the flag follows from the category (Z yes, E no).
 */
export function vatRateCategory(input: { stopa: number; kategorija?: TaxCategory | undefined; pravoOdbitka?: boolean | undefined }): { kategorija: TaxCategory; pravoOdbitka: boolean } {
  const kategorija = input.kategorija ?? (input.stopa > 0 ? 'S' : input.pravoOdbitka === false ? 'E' : 'Z');
  return { kategorija, pravoOdbitka: keepsDeduction(kategorija) };
}

export const unitMainInput = z.strictObject({
  /** the company's own code, as articles refer to it (kom, kg, tuce) */
  code: text(10),
  /** the unit's name */
  name: text(50),
  /** the SEF unit (UN/ECE Rec. 20 code of SEF's list) the e-invoice carries */
  sefCode: z.string({ error: 'required' }).trim().toUpperCase().min(1, 'required').max(3, 'not-found'),
});
export type UnitMainInput = z.input<typeof unitMainInput>;

export const magMainInput = z.strictObject({
  /** the warehouse's code */
  sifra: text(20),
  /** the warehouse's name */
  magNaziv: text(100),
  /** place written in the trade book (KEPU) */
  kepuMesto: optionalText(200),
  /** the warehouse's turnover type: mp retail shop, vp wholesale, … */
  vPromet: z.enum(vPromet),
  /** the warehouse's place */
  mesto: optionalText(100),
  /** description */
  opis: optionalText(500),
  /** the default of its kind */
  isDefault: z.boolean().default(false),
  /** its own analytic account for its goods (under 1320 wholesale, 1340 retail); empty: the posting scheme's */
  konto: z.string().trim().max(12).nullable().optional().transform((v) => v || null),
});
export type MagMainInput = z.input<typeof magMainInput>;
