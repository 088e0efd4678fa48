import { MAX_AMOUNT, MAX_ID } from './bounds';
import { isoDate } from './dates';
import { listQuery } from './paging';
import { exportFields } from './export';
import { z } from './zod-config';

/**
 * The fixed-asset register (osnovna sredstva, docs/decisions.md#fixed-assets): every intangible asset (01x) and item of
 * property, plant and equipment (02x) the company owns, with what its depreciation needs.
 */

/** An asset's state: in use (depreciated), written off (rashodovano), sold. */
export const fixedAssetStatuses = ['in_use', 'disposed', 'sold'] as const;
export type FixedAssetStatus = (typeof fixedAssetStatuses)[number];

/** What a document did to an asset, as its ledger rows and card name it. */
export const fixedAssetEvents = ['depreciation', 'disposal', 'sale', 'acquisition', 'revaluation'] as const;
export type FixedAssetEvent = (typeof fixedAssetEvents)[number];

/** The longest useful life the register takes: 100 years. */
export const MAX_USEFUL_LIFE_MONTHS = 1200;
/** An annual rate, hundredths of a percent: at most 100 %. */
export const MAX_DEPRECIATION_RATE = 10_000;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const money = z.number({ error: 'required' }).int().min(0, 'negative').max(MAX_AMOUNT, 'too-large');
const optionalId = z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null);

export const osMainInput = z
  .strictObject({
    /** inventory number, unique in the company */
    invBroj: text(30),
    /** the asset's name */
    naziv: text(200),
    /** its account: a postable account of the company's chart under 01x or 02x (not the accumulated-depreciation 019/029) */
    konto: z.string({ error: 'required' }).trim().min(1, 'required').max(12),
    /** its accumulated-depreciation account (under 019 for 01x, 029 for 02x); empty: derived from `konto` (docs/decisions.md) */
    kontoIspravke: z.string().trim().max(12).nullable().optional().transform((v) => v || null),
    /** tax depreciation group, 1–5 (I–V, corporate income tax law art. 10) */
    poreskaGrupa: z.number({ error: 'required' }).int('out-of-range').min(1, 'out-of-range').max(5, 'out-of-range'),
    /** the acquisition date */
    datumNabavke: isoDate,
    /** acquisition cost (nabavna vrednost), hundredths, without recoverable VAT */
    nabavnaVrednost: money.min(1, 'greater-than-0'),
    /** the date it was put into use; depreciation starts the month after */
    datumUpotrebe: isoDate,
    /** useful life in months (straight line: cost / months a month); or give `stopa` */
    vekMeseci: z.number().int('invalid').min(1, 'greater-than-0').max(MAX_USEFUL_LIFE_MONTHS, 'too-big').nullable().optional().default(null),
    /** annual accounting depreciation rate, hundredths of a percent (12,50 % = 1250); used when `vekMeseci` is empty */
    stopa: z.number().int('invalid').min(1, 'greater-than-0').max(MAX_DEPRECIATION_RATE, 'too-big').nullable().optional().default(null),
    /** where the asset is */
    lokacija: optionalText(100),
    /** the person responsible for it */
    odgovornoLice: optionalText(100),
    /** the supplier (a client of the company) */
    komId: optionalId,
    /** the document it came with (the supplier's invoice number, a note), as typed */
    izvorDokument: optionalText(100),
    /** the date of the opening figures (an asset taken over from earlier books); empty: none */
    otvaranjeDatum: isoDate.nullable().optional().default(null),
    /** accumulated depreciation at `otvaranjeDatum`, hundredths (0 for a new asset) */
    otvaranjeIspravka: money.optional().default(0),
  })
  .superRefine((a, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (a.vekMeseci === null && a.stopa === null) issue('vekMeseci', 'required');
    if (a.datumUpotrebe < a.datumNabavke) issue('datumUpotrebe', 'before-acquisition');
    if (a.otvaranjeIspravka > a.nabavnaVrednost) issue('otvaranjeIspravka', 'past-cost');
    if (a.otvaranjeIspravka > 0 && a.otvaranjeDatum === null) issue('otvaranjeDatum', 'required');
    if (a.otvaranjeDatum !== null && a.otvaranjeDatum < a.datumUpotrebe) issue('otvaranjeDatum', 'before-use');
  });
export type OsMainInput = z.input<typeof osMainInput>;
export type OsMainValues = z.output<typeof osMainInput>;

export const osMain = z.object({
  /** the row's id */
  id: z.number().int(),
  /** inventory number */
  invBroj: z.string(),
  /** the asset's name */
  naziv: z.string(),
  /** its account (01x/02x) */
  konto: z.string(),
  /** its accumulated-depreciation account (019x/029x) */
  kontoIspravke: z.string(),
  /** tax depreciation group, 1–5 */
  poreskaGrupa: z.number().int(),
  /** the acquisition date */
  datumNabavke: z.string(),
  /** acquisition cost, hundredths */
  nabavnaVrednost: z.number().int(),
  /** the date it was put into use (null: not yet, e.g. acquired through an invoice and not yet in use) */
  datumUpotrebe: z.string().nullable(),
  /** useful life in months, or null when a rate is given */
  vekMeseci: z.number().int().nullable(),
  /** annual rate, hundredths of a percent, or null when a useful life is given */
  stopa: z.number().int().nullable(),
  /** where the asset is */
  lokacija: z.string(),
  /** the person responsible */
  odgovornoLice: z.string(),
  /** the supplier, or null */
  komId: z.number().int().nullable(),
  /** the supplier's name ('' without one) */
  komNaziv: z.string(),
  /** the document it came with, as typed */
  izvorDokument: z.string(),
  /** the family of the document that acquired it (`ur`, `avr`), or null */
  izvorVDoc: z.string().nullable(),
  /** the id of that document, or null */
  izvorDocId: z.number().int().nullable(),
  /** in use, written off, sold */
  status: z.enum(fixedAssetStatuses),
  /** the date it was written off or sold, or null */
  datumOtpisa: z.string().nullable(),
  /** the date of the opening figures, or null */
  otvaranjeDatum: z.string().nullable(),
  /** accumulated depreciation at `otvaranjeDatum`, hundredths */
  otvaranjeIspravka: z.number().int(),
  /** accumulated depreciation today: the opening figure plus every locked depreciation line, hundredths */
  ispravka: z.number().int(),
  /** net book value: cost less `ispravka`, hundredths */
  sadasnjaVrednost: z.number().int(),
});
export type OsMain = z.infer<typeof osMain>;

/** The register's list: by status, account (a code prefix) and location. */
export const osMainListQuery = listQuery.extend({
  /** only assets of this status */
  status: z.enum(fixedAssetStatuses).optional(),
  /** only assets whose account starts with this code */
  konto: z.string().trim().max(12).optional(),
  /** only assets at this location (exact) */
  lokacija: z.string().trim().max(100).optional(),
});

// Reports

/** The register at a date (`GET /v1/osnovna-sredstva/stanje`): the assets on the books that day. */
export const osRegisterQuery = z.object({
  /** the day (its end): assets acquired by then and not yet written off or sold */
  datum: isoDate,
  /** only assets whose account starts with this code */
  konto: z.string().trim().max(12).optional(),
  /** only assets at this location (exact) */
  lokacija: z.string().trim().max(100).optional(),
});
/** One asset in the register at a date. */
export const osRegisterRow = z.object({
  /** the asset */
  id: z.number().int(),
  /** inventory number */
  invBroj: z.string(),
  /** the asset's name */
  naziv: z.string(),
  /** its account */
  konto: z.string(),
  /** its accumulated-depreciation account */
  kontoIspravke: z.string(),
  /** where it is */
  lokacija: z.string(),
  /** the date it was put into use */
  datumUpotrebe: z.string().nullable(),
  /** cost, hundredths */
  nabavnaVrednost: z.number().int(),
  /** accumulated depreciation at the date, hundredths */
  ispravka: z.number().int(),
  /** net book value at the date, hundredths */
  sadasnjaVrednost: z.number().int(),
});
/** A group's sums (an account's or a location's). */
export const osRegisterGroup = z.object({
  /** the account or the location */
  key: z.string(),
  /** how many assets */
  count: z.number().int(),
  /** cost, hundredths */
  nabavnaVrednost: z.number().int(),
  /** accumulated depreciation, hundredths */
  ispravka: z.number().int(),
  /** net book value, hundredths */
  sadasnjaVrednost: z.number().int(),
});
export const osRegisterData = z.object({
  /** the answer */
  data: z.object({
    /** every asset, in inventory-number order */
    rows: z.array(osRegisterRow),
    /** per account */
    byKonto: z.array(osRegisterGroup),
    /** per location */
    byLokacija: z.array(osRegisterGroup),
    /** all of them */
    total: osRegisterGroup,
  }),
});
export const osRegisterExportQuery = osRegisterQuery.extend(exportFields);

/** The depreciation of a year, or of one month of it (`GET /v1/osnovna-sredstva/amortizacija`). */
export const osDepreciationQuery = z.object({
  /** the year */
  godina: z.coerce.number().int('invalid').min(2000, 'out-of-range').max(2099, 'out-of-range'),
  /** the month 1–12; empty: the whole year */
  mesec: z.coerce.number().int('invalid').min(1, 'out-of-range').max(12, 'out-of-range').optional(),
});
/** One asset's depreciation in the range, by locked documents. */
export const osDepreciationRow = z.object({
  /** the asset */
  id: z.number().int(),
  /** inventory number */
  invBroj: z.string(),
  /** the asset's name */
  naziv: z.string(),
  /** its account */
  konto: z.string(),
  /** where it is */
  lokacija: z.string(),
  /** depreciation of the range, hundredths */
  iznos: z.number().int(),
});
export const osDepreciationData = z.object({
  /** the answer */
  data: z.object({
    /** per asset */
    rows: z.array(osDepreciationRow),
    /** per month of the range */
    months: z.array(
      z.object({
        /** the month (YYYY-MM) */
        mesec: z.string(),
        /** its depreciation, hundredths */
        iznos: z.number().int(),
      }),
    ),
    /** the range's depreciation, hundredths */
    total: z.number().int(),
  }),
});
export const osDepreciationExportQuery = osDepreciationQuery.extend(exportFields);

/** One event of an asset's card: the acquisition, the opening figures, each depreciation, a write-off or sale. */
export const osCardRow = z.object({
  /** the day */
  datum: z.string(),
  /** acquisition, opening, depreciation, disposal, sale… */
  event: z.string(),
  /** the document's label ('' for the register's own events) */
  oznaka: z.string(),
  /** change of the cost, hundredths */
  vrednost: z.number().int(),
  /** change of the accumulated depreciation, hundredths */
  ispravka: z.number().int(),
  /** cost after the event, hundredths */
  nabavnaPosle: z.number().int(),
  /** accumulated depreciation after the event, hundredths */
  ispravkaPosle: z.number().int(),
  /** net book value after the event, hundredths */
  sadasnjaPosle: z.number().int(),
});
export const osCardData = z.object({
  /** the answer */
  data: z.object({
    /** the asset as the register has it */
    asset: osMain,
    /** its history, oldest first */
    rows: z.array(osCardRow),
  }),
});
