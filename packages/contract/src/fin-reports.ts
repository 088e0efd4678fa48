import { MAX_ID, queryId } from './bounds';
import { popdvFields, popdvSections, pppdvFields, pppdvSourceFields, vatReturnSourceRows } from '@knjige/domain';
import { isoDate } from './dates';
import { languages } from './enums';
import { exportFields } from './export';
import { deductionAfterAcceptance } from './vat-2027';
import { MAX_PER_PAGE } from './paging';
import { z } from './zod-config';

/**
 * The books (rpt-fin): the VAT return, the output and input VAT books (KIR, KUR) and the trade
 * book (kepu), each over a date range of one period.
 */
export const finRangeQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the first day of the range */
  dateFrom: isoDate,
  /** the last day of the range */
  dateTo: isoDate,
});
export type FinRangeQuery = z.infer<typeof finRangeQuery>;

const pageFields = {
  /** page number, from 1 */
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  /** rows per page */
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
};

/** KIR / KUR: a page of the book, optionally only the rows one VAT-return row sums, or one rate. */
export const vatBookQuery = finRangeQuery.extend({
  ...pageFields,
  /** only the rows one VAT-return row sums */
  pdvRow: z.coerce.number().pipe(z.union(vatReturnSourceRows.map((n) => z.literal(n)))).optional(),
  /** only one VAT rate, hundredths of a percent */
  stopa: z.coerce.number().int().min(0).max(MAX_ID, 'too-large').optional(),
  /** only the rows of one POPDV field ('3.2', '8a.2', …) */
  popdv: z.enum(popdvFields).optional(),
  /** only the rows one PPPDV field sums ('003', '108', …; a sum field has no rows of its own) */
  pppdv: z.enum(pppdvSourceFields).optional(),
});
export type VatBookQuery = z.infer<typeof vatBookQuery>;

const bookRow = z.object({
  /** the document family code (`ur`, `prod`, … : the registry key) */
  vDoc: z.string(),
  /** the document */
  docId: z.number().int(),
  /** the document's label */
  docOznaka: z.string(),
  /** the booking date: the tax point (KIR: the supply date of a sale with VAT point code 35) */
  datum: z.string(),
  /** the document's own date (a sale's invoice date, a supplier's invoice date); null where the row has none */
  dokDatum: z.string().nullable(),
  /** the partner's name */
  naziv: z.string(),
  /** the partner's place */
  mesto: z.string(),
  /** the partner's tax id */
  pib: z.string(),
  /** hundredths, each a sum over the document's rates */
  osnovica: z.number().int(),
  /** VAT amount, hundredths */
  pdvIznos: z.number().int(),
  /** amount (total with VAT), hundredths */
  iznos: z.number().int(),
  /** an advance line: an advance invoice's, or its deduction on a final invoice (negative); the VAT return counts its VAT, not its base */
  avans: z.boolean(),
  /** the POPDV fields of the line's rows ('3.2', or '3.2, 1.1' where a document's rows differ) */
  popdv: z.string(),
});

export const kirRow = bookRow.extend({
  /** base of exempt supplies with the right to deduct (POPDV 1.x), hundredths */
  osnOslobodjenoSaOdbitkom: z.number().int(),
  /** base of exempt supplies without the right to deduct (POPDV 2.x), hundredths */
  osnOslobodjenoBezOdbitka: z.number().int(),
  /** base of taxable supplies at the general rate (20 %; POPDV part 3 but 3.3 / 3.4, advances included), hundredths */
  osnOpstaStopa: z.number().int(),
  /** VAT on them at the general rate, hundredths */
  pdvOpstaStopa: z.number().int(),
  /** base of taxable supplies at the special rate (10 %), hundredths */
  osnPosebnaStopa: z.number().int(),
  /** VAT on them at the special rate, hundredths */
  pdvPosebnaStopa: z.number().int(),
  /** base of supplies whose VAT the recipient owes (POPDV 3.3, 3.4: domestic reverse charge), hundredths */
  osnPrimalacDuguje: z.number().int(),
  /** VAT we compute on another's supply (POPDV 3a), hundredths */
  pdvObracunatInterno: z.number().int(),
});
export type KirRow = z.infer<typeof kirRow>;

export const kurRow = bookRow.extend({
  /** import base (POPDV 6) */
  osnUvoz: z.number().int(),
  /** VAT paid at import (POPDV 6.4) */
  pdvUvoz: z.number().int(),
  /** base of a domestic reverse-charge purchase (POPDV 8b) */
  osnPrenos: z.number().int(),
  /** VAT we computed on it (POPDV 8b) */
  pdvPrenos: z.number().int(),
  /** base of a purchase from a foreign supplier (POPDV 8g) */
  osnStrano: z.number().int(),
  /** VAT we computed on it (POPDV 8g) */
  pdvStrano: z.number().int(),
  /** the supplier's invoice number */
  dokBroj: z.string(),
  /** the supplier's invoice date */
  dokDatum: z.string().nullable(),
  /** the amount without VAT (base) and the VAT split into deductible and not */
  iznosNoPdv: z.number().int(),
  /** deductible input VAT, hundredths */
  pdvIznosPdv: z.number().int(),
  /** non-deductible input VAT, hundredths */
  pdvIznosNoPdv: z.number().int(),
  /**
   * From 2027, a line whose VAT waits for its e-invoice's acceptance on SEF (a domestic VAT payer's
   * 8a): the day SEF accepted it as the synchronisation knows it (null: not accepted); null for every other line
   */
  sefPrihvacena: z.string().nullable(),
  /** such a line's VAT is deducted in this month's return (`YYYY-MM`); null: not deductible yet, or the line does not wait */
  odbitakMesec: z.string().nullable(),
  /** the line's VAT its own month's return does not deduct: not accepted yet, or accepted after the 10th of the next month */
  pdvNijeOdbitno: z.number().int(),
});
export type KurRow = z.infer<typeof kurRow>;

const rateTotal = z.object({
  /** only one VAT rate, hundredths of a percent */
  stopa: z.number().int(),
  /** base, hundredths (null where the form has none) */
  osnovica: z.number().int(),
  /** VAT amount, hundredths */
  pdvIznos: z.number().int(),
  /** deductible input VAT, hundredths */
  pdvIznosPdv: z.number().int(),
  /** non-deductible input VAT, hundredths */
  pdvIznosNoPdv: z.number().int(),
  /** amount (total with VAT), hundredths */
  iznos: z.number().int(),
});
export const vatBookTotal = z.object({
  /** the answer */
  data: z.object({
    /** the sums per VAT rate */
    rates: z.array(rateTotal),
    /** the sums of all rates */
    total: rateTotal.omit({ stopa: true }),
    /** KUR from 2027: the VAT of the range its own months' returns do not deduct (not accepted on SEF yet, or accepted after the 10th), hundredths */
    pdvNijeOdbitno: z.number().int().optional(),
  }),
});
export type VatBookTotal = z.infer<typeof vatBookTotal>['data'];

const popdvLine = z.object({
  /** the form's part ('3', '3a', '8a', …) */
  section: z.enum(popdvSections),
  /** the field */
  popdv: z.enum(popdvFields),
  /** the rate, hundredths of a percent */
  stopa: z.number().int(),
  /** base, hundredths */
  osnovica: z.number().int(),
  /** VAT, hundredths */
  pdvIznos: z.number().int(),
  /** the deductible part of the VAT (input fields), hundredths */
  pdvOdbitni: z.number().int(),
});
export type PopdvLine = z.infer<typeof popdvLine>;

export const vatReturnData = z.object({
  /** the answer */
  data: z.object({
    /** VAT return row 1: exempt supplies with the right to deduct, base */
    osn1: z.number().int(),
    /** row 2: exempt supplies without the right to deduct, base */
    osn2: z.number().int(),
    /** row 3: supplies at the general rate (20 %), base */
    osn3: z.number().int(),
    /** row 4: supplies at the special rate (10 %), base */
    osn4: z.number().int(),
    /** row 5 = 1 + 2 + 3 + 4, base */
    osn5: z.number().int(),
    /** row 6: imports, base */
    osn6: z.number().int(),
    /** row 7: farmers' compensation, base */
    osn7: z.number().int(),
    /** row 8: other input (deductible KUR), base */
    osn8: z.number().int(),
    /** row 9 = 6 + 7 + 8, base */
    osn9: z.number().int(),
    /** row 3: VAT */
    pdv3: z.number().int(),
    /** row 4: VAT */
    pdv4: z.number().int(),
    /** row 5: VAT */
    pdv5: z.number().int(),
    /** row 6: VAT */
    pdv6: z.number().int(),
    /** row 7: VAT */
    pdv7: z.number().int(),
    /** row 8: VAT */
    pdv8: z.number().int(),
    /** row 9: VAT */
    pdv9: z.number().int(),
    /** row 10: VAT of row 5 − VAT of row 9 (negative: refund or carry-forward) */
    pdv10: z.number().int(),
    /** the PPPDV as filed: fields 001–009 (bases), 103–109 (VAT), 110 (liability), hundredths */
    pppdv: z.record(z.enum(pppdvFields), z.number().int()),
    /** the POPDV view: sums by part, field and rate */
    popdv: z.array(popdvLine),
    /**
     * From 2027, what the deduction after acceptance did to the input VAT above (hundredths): the
     * range's purchases not accepted on SEF yet, those accepted after the 10th of their next month
     * and so deducted later, and those accepted late within the range and deducted here; absent before 2027
     */
    deduction: deductionAfterAcceptance.optional(),
  }),
});

/** The trade book of one warehouse. */
export const kepuQuery = finRangeQuery.extend({
  ...pageFields,
  /** the warehouse or shop whose book it is */
  magId: queryId(),
});
export type KepuQuery = z.infer<typeof kepuQuery>;

export const kepuRow = z.object({
  /** the booking date */
  datum: z.string(),
  /** the document family code (`ur`, `prod`, … : the registry key) */
  vDoc: z.string(),
  /** the document */
  docId: z.number().int(),
  /** the document's label */
  docOznaka: z.string(),
  /** the document's description */
  docOpis: z.string(),
  /** at sale value (retail: with VAT), hundredths */
  zaduzenje: z.number().int(),
  /** credit (razduženje) at sale value, hundredths */
  razduzenje: z.number().int(),
  /** the day the takings were deposited */
  uplDatum: z.string().nullable(),
  /** the takings deposited (pazar), hundredths */
  uplIznos: z.number().int(),
  /** the balance after this row */
  saldo: z.number().int(),
});
export type KepuRow = z.infer<typeof kepuRow>;

export const kepuTotal = z.object({
  /** the answer */
  data: z.object({
    /** the balance at date-from */
    pocetnoStanje: z.number().int(),
    /** debit (zaduženje) at sale value, hundredths */
    zaduzenje: z.number().int(),
    /** credit (razduženje) at sale value, hundredths */
    razduzenje: z.number().int(),
    /** the takings deposited (pazar), hundredths */
    uplIznos: z.number().int(),
    /** the balance at date-to */
    saldo: z.number().int(),
    /** rows in the range */
    count: z.number().int(),
  }),
});
export type KepuTotal = z.infer<typeof kepuTotal>['data'];
export type VatReturn = z.infer<typeof vatReturnData>['data'];

/**
 * The VAT return's export: the old ten rows (`form=redovi`, each described in the user's language,
 * `rowLabels`), the PPPDV (`pppdv`: the ten rows with their field numbers) or the POPDV view
 * (`popdv`: the whole form, every field per rate and each part's sums); the form's names come in `lang`.
 */
export const vatReturnExportQuery = finRangeQuery.extend(exportFields).extend({
  /** which form */
  form: z.enum(['redovi', 'pppdv', 'popdv']).default('redovi'),
  /** the language of the form's names */
  lang: z.enum(languages).default('sr-lat'),
  /** the ten rows' descriptions in the user's language (JSON array); the form's own names where absent */
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
    .pipe(z.array(z.string().max(200)).length(10))
    .optional(),
});

/** A row of the VAT return as the export writes it. */
export interface VatReturnLine {
  /** the row's number, 1–10 */
  red: number;
  /** the row's description */
  opis: string;
  /** base, hundredths (null where the form has none) */
  osnovica: number | null;
  /** VAT, hundredths (null where the form has none) */
  pdv: number | null;
  /** the PPPDV's base field ('003'), '' where none */
  poljeOsnovica?: string;
  /** the PPPDV's VAT field ('103'), '' where none */
  poljePdv?: string;
}

/** A line of the POPDV view as the export writes it. */
export interface PopdvExportLine {
  /** the part ('3a') */
  deo: string;
  /** the field ('3a.2') or the sum ('3.8'); empty for a sum the form does not number */
  polje: string;
  /** the field's or the sum's name */
  opis: string;
  /** the rate, hundredths of a percent; null on a field without rows and on a sum over all rates */
  stopa: number | null;
  /** base, hundredths; null where the form has none */
  osnovica: number | null;
  /** VAT, hundredths; null where the form has none */
  pdv: number | null;
  /** the deductible part of the VAT, hundredths; null where the form has none */
  pdvOdbitni: number | null;
}
