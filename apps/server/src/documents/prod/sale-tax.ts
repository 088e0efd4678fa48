import { HOME_CURRENCY, keepsDeduction, lineTax, RATE_SCALE, salePopdv, saleLineAmounts, saleTotals, type LineTax, type SaleTreatment } from '@knjige/domain';
import type { Reader, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { VatPosting } from '../../ledgers/books';
import { checkCurrency, rateOn } from '../../master/currency/rates';
import { checkExemption } from '../../master/reference/vat-exemptions';
import type { FieldErrors } from '../family';
import { clientVatPayer } from '../family-refs.repo';
import { linesWithArticleRates, setSaleLine } from './prod.repo';

/**
 * A sales invoice's VAT treatment and currency (docs/domain.md#export-and-exempt-supplies, docs/domain.md#reverse-charge, docs/domain.md#foreign-currency, docs/decisions.md#vat-books-and-the-return
 * and "Foreign currency"): the header may tax the whole invoice as Z (export), E or AE with an
 * exemption code, which puts every line at 0 % with that category; otherwise each line takes its
 * article's rate and category. Lines are typed in the invoice's currency; each line's dinar amount
 * is its currency amount at the invoice's rate, rounded once; VAT is per rate over the dinar bases.
 */

interface TaxedLine extends LineTax {
  iznos: number;
  iznosValuta: number;
}

/** The header's totals: in dinars over the dinar bases, in the currency over the currency bases (VAT per rate, once each). */
export function prodTotals(items: readonly TaxedLine[]) {
  const rsd = saleTotals(items);
  const cur = saleTotals(items.map((i) => ({ pdvStopa: i.pdvStopa, iznos: i.iznosValuta })));
  return { osnovica: rsd.osnovica, pdvIznos: rsd.pdvIznos, iznos: rsd.iznos, osnovicaValuta: cur.osnovica, pdvIznosValuta: cur.pdvIznos, iznosValuta: cur.iznos };
}

/**
 * The KIR rows of a sale: the taxed lines per rate (the ordinary POPDV 3.2), each other category
 * (and export or not) as one row of base only with its POPDV field: export 1.1, other Z 1.4, E 2.4,
 * AE 3.4 (the recipient owes the VAT).
 */
export function saleVatRows(items: readonly TaxedLine[]): Omit<VatPosting, 'book' | 'datum' | 'komId' | 'dokBroj' | 'dokDatum'>[] {
  const taxed = saleTotals(items.filter((i) => i.kategorija === 'S')).rates.map((r) => ({ stopa: r.stopa, osnovica: r.osnovica, pdvIznos: r.pdvIznos }));
  const groups = new Map<string, { kategorija: string; izuzece: string; osnovica: number }>();
  for (const i of items.filter((l) => l.kategorija !== 'S')) {
    const popdv = salePopdv(i.kategorija, i.izuzece) ?? '';
    const key = `${i.kategorija}|${popdv}`;
    const g = groups.get(key) ?? { kategorija: i.kategorija, izuzece: i.izuzece, osnovica: 0 };
    groups.set(key, { ...g, osnovica: g.osnovica + i.iznos });
  }
  const exempt = [...groups.values()].map((g) => {
    const popdv = salePopdv(g.kategorija, g.izuzece);
    return { stopa: 0, osnovica: g.osnovica, pdvIznos: 0, deductible: keepsDeduction(g.kategorija), ...(popdv ? { popdv } : {}) };
  });
  return [...taxed, ...exempt];
}

interface SaleHeaderInput {
  komId: number;
  valuta: string;
  kurs?: number | undefined;
  datumPrometa: string;
  kategorija: string;
  izuzece: string;
  avansi?: readonly unknown[] | undefined;
}

/**
 * Field errors of the currency and the VAT treatment. A foreign currency without a typed rate and
 * without a list for the supply date: 422 `kurs: error.kurs.missing` with {datum, valuta}. A
 * treatment needs its exemption code of the same category; AE only to a buyer who is a VAT payer.
 */
export async function checkSaleTreatment(tx: Reader, companyId: number, input: SaleHeaderInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.valuta !== HOME_CURRENCY) {
    const currency = await checkCurrency(tx, companyId, input.valuta, input.datumPrometa);
    if (currency.valuta) errors.valuta = currency.valuta;
    else if (currency.kurs && input.kurs === undefined) throw new AppError(422, 'error.validation', { kurs: 'error.kurs.missing' }, { datum: input.datumPrometa, valuta: input.valuta });
  }
  // advances are booked in dinars: a foreign-currency invoice does not deduct them (docs/decisions.md#foreign-currency)
  if (input.valuta !== HOME_CURRENCY && input.avansi?.length) errors.avansi = 'error.avansi.foreign-currency';
  if (input.kategorija) {
    if (!input.izuzece) errors.izuzece = 'error.izuzece.required';
    else Object.assign(errors, await checkExemption(tx, input.kategorija, input.izuzece));
    if (input.kategorija === 'AE') {
      const buyer = await clientVatPayer(tx, companyId, input.komId);
      if (buyer && !buyer.isPdvObveznik) errors.kategorija = 'error.kategorija.buyer-not-vat-payer';
    }
  }
  return errors;
}

/** The rate the invoice takes: 1 for dinars, the typed one, else the NBS middle rate of the supply date (checked before). */
export async function saleRate(tx: Reader, companyId: number, input: SaleHeaderInput): Promise<number> {
  if (input.valuta === HOME_CURRENCY) return RATE_SCALE;
  return input.kurs ?? (await rateOn(tx, companyId, input.valuta, input.datumPrometa)) ?? RATE_SCALE;
}

/**
 * When a draft's header changes its rate or treatment, its lines follow: their dinar amounts the new
 * rate and, when the treatment changed, their tax the new treatment (or, without one, their
 * article's rate as it is now). Runs before the header's totals are summed again.
 */
export async function restateLines(tx: Tx, docId: number, header: SaleTreatment & { kurs: number }, retax: boolean): Promise<void> {
  const lines = await linesWithArticleRates(tx, docId);
  for (const l of lines) await setSaleLine(tx, l.id, { ...saleLineAmounts(l, header.kurs), ...(retax ? lineTax(header, l) : {}) });
}
