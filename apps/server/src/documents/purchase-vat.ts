import { HOME_CURRENCY, vatFromNet } from '@knjige/domain';
import type { DependentCost, DependentCostInput, ReverseChargeKind } from '@knjige/contract';
import type { Reader } from '../platform/db/client';
import { checkCurrency, requireRate } from '../master/currency/rates';
import type { ClientPosting, VatPosting } from '../ledgers/books';
import type { FieldErrors } from './family';
import { inputTaxPoint } from './tax-point';
import { clientsSupplierFlags, clientVatPayer, countVatRates, vatRatesOf } from './family-refs.repo';

/**
 * What incoming (ur) and expense (zrn) invoices share beyond an ordinary dinar purchase: the
 * currency and its rate, the foreign supplier (no input VAT from its invoice), and the reverse
 * charge ("interni obračun": we compute the VAT on the supplier's supply; docs/domain.md#reverse-charge).
 * docs/decisions.md#foreign-currency-on-purchases and docs/decisions.md#import-dependent-costs-and-reverse-charge.
 */

interface PurchaseFacts {
  komId: number;
  valuta: string;
  interniObracun: ReverseChargeKind;
}

/** A supplier is foreign when its invoice is in a foreign currency (docs/decisions.md#foreign-currency). */
export const isForeign = (valuta: string): boolean => valuta !== HOME_CURRENCY;

/** Whether the supplier's invoice brings input VAT (a domestic supplier, no reverse charge): the domain's rule. */
export { supplierVat } from '@knjige/domain';

/**
 * Field errors of a purchase's currency and reverse charge: an unknown currency; a domestic reverse
 * charge needs a Serbian VAT payer invoicing in dinars, a foreign one a foreign supplier.
 */
export async function checkPurchase(tx: Reader, companyId: number, input: PurchaseFacts & { datumPrometa: string }): Promise<FieldErrors> {
  const currency = await checkCurrency(tx, companyId, input.valuta, input.datumPrometa);
  const errors: FieldErrors = currency.valuta ? { valuta: currency.valuta } : {};
  if (input.interniObracun === 'domestic') {
    const supplier = await clientVatPayer(tx, companyId, input.komId);
    if (isForeign(input.valuta)) errors.interniObracun = 'error.interniObracun.foreign-supplier';
    else if (supplier && !supplier.isPdvObveznik) errors.interniObracun = 'error.interniObracun.not-vat-payer';
  }
  if (input.interniObracun === 'foreign' && !isForeign(input.valuta)) errors.interniObracun = 'error.interniObracun.not-foreign';
  return errors;
}

/**
 * The rate the invoice takes: dinars at 1; a typed (contracted) rate as typed; else the NBS middle
 * rate of the supply date (for an import, the customs date), or 422 naming the date and currency.
 * A foreign-currency invoice is a foreign supplier's unless it says it is not (`inostrani` false: a
 * domestic VAT payer's invoice in a currency, as SEF delivers them); left out, as saved.
 */
export async function purchaseRate(
  tx: Reader,
  companyId: number,
  input: { valuta: string; kurs?: number | null | undefined; datumPrometa: string; inostrani?: boolean | null | undefined },
  current?: { valuta: string; inostrani: boolean } | null,
): Promise<{ kurs: number; inostrani: boolean }> {
  if (!isForeign(input.valuta)) return { kurs: 1_000_000, inostrani: false };
  const inostrani = input.inostrani ?? (current && isForeign(current.valuta) ? current.inostrani : true);
  return { kurs: input.kurs ?? (await requireRate(tx, companyId, input.valuta, input.datumPrometa)), inostrani };
}

/**
 * Reverse charge: the VAT we compute at each rate over the dinar bases, booked twice in the same
 * period: KIR 3a.2 (output VAT; the form takes no base from 3a) and KUR 8b.2 (domestic) or 8g.1
 * (foreign supplier) with base and deductible VAT.
 */
export function reverseChargeRows(
  header: { komId: number; dokBroj: string; dokDatum: string; datum: string; datumPrometa: string; interniObracun: ReverseChargeKind },
  rates: { stopa: number; osnovica: number; pdvIznos: number }[],
): VatPosting[] {
  const datum = inputTaxPoint(header);
  const common = { datum, komId: header.komId, dokBroj: header.dokBroj, dokDatum: header.dokDatum };
  return rates
    .filter((r) => r.pdvIznos !== 0 || r.osnovica !== 0)
    .flatMap((r) => [
      { book: 'kir' as const, ...common, stopa: r.stopa, osnovica: 0, pdvIznos: r.pdvIznos, popdv: '3a.2' as const },
      { book: 'kur' as const, ...common, stopa: r.stopa, osnovica: r.osnovica, pdvIznos: r.pdvIznos, deductible: true, popdv: header.interniObracun === 'domestic' ? ('8b.2' as const) : ('8g.1' as const) },
    ]);
}

/**
 * Field errors of dependent cost lines: a service supplier of this company flagged as a supplier,
 * a VAT rate of this company, and a rate only with its supplier.
 */
export async function checkDependentCosts(tx: Reader, companyId: number, costs: readonly DependentCostInput[] | undefined): Promise<FieldErrors> {
  if (!costs?.length) return {};
  if (costs.some((c) => c.pdvId && !c.komId)) return { troskovi: 'error.troskovi.rate-without-supplier' };
  const komIds = [...new Set(costs.flatMap((c) => (c.komId ? [c.komId] : [])))];
  if (komIds.length) {
    const found = await clientsSupplierFlags(tx, companyId, komIds);
    if (found.length !== komIds.length) return { troskovi: 'error.troskovi.supplier-not-found' };
    if (found.some((k) => !k.isDobavljac)) return { troskovi: 'error.troskovi.not-supplier' };
  }
  const pdvIds = [...new Set(costs.flatMap((c) => (c.pdvId ? [c.pdvId] : [])))];
  if (pdvIds.length && (await countVatRates(tx, companyId, pdvIds)) !== pdvIds.length) {
    return { troskovi: 'error.troskovi.rate-not-found' };
  }
  return {};
}

/** The cost lines as stored: each with its rate and the service supplier's VAT on it (left out: the stored ones). */
export async function resolveDependentCosts(tx: Reader, companyId: number, costs: readonly DependentCostInput[] | undefined, current: DependentCost[] | undefined): Promise<DependentCost[]> {
  if (!costs) return current ?? [];
  const rates = new Map((await vatRatesOf(tx, companyId)).map((r) => [r.id, r.stopa]));
  return costs.map((c) => {
    const komId = c.komId ?? null;
    const pdvStopa = komId && c.pdvId ? (rates.get(c.pdvId) ?? 0) : 0;
    return { vrsta: c.vrsta, iznos: c.iznos, komId, dokBroj: c.dokBroj ?? '', pdvId: komId ? (c.pdvId ?? null) : null, pdvStopa, pdvIznos: vatFromNet(c.iznos, pdvStopa) };
  });
}

/**
 * What the lock books for the cost lines of a service supplier: its credit (base + VAT, due with
 * the invoice) and, with VAT, its KUR row (a domestic purchase, 8a.2) dated as the invoice's.
 */
export function dependentCostPostings(
  header: { datum: string; datumPrometa: string; dokDpo: string; dokDatum: string },
  costs: readonly DependentCost[],
): { client: ClientPosting[]; vat: VatPosting[] } {
  const billed = costs.filter((c): c is DependentCost & { komId: number } => c.komId !== null);
  return {
    client: billed.map((c) => ({ komId: c.komId, datum: header.datum, dueDate: header.dokDpo, side: 'invoice', duguje: 0, potrazuje: c.iznos + c.pdvIznos })),
    vat: billed
      .filter((c) => c.pdvStopa > 0)
      .map((c) => ({ book: 'kur', datum: inputTaxPoint(header), komId: c.komId, dokBroj: c.dokBroj, dokDatum: header.dokDatum, stopa: c.pdvStopa, osnovica: c.iznos, pdvIznos: c.pdvIznos, popdv: '8a.2' })),
  };
}
