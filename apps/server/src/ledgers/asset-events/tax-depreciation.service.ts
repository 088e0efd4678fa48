import { addDays, isTaxGroup, taxGroupRules, taxGroups, taxYearOf, type TaxGroup } from '@knjige/domain';
import type { TaxDepreciationAsset, TaxDepreciationReport } from '@knjige/contract';
import type { Reader } from '../../platform/db/client';
import { accountingDepreciationOfYear, taxAssets } from './tax-depreciation.repo';

/**
 * The year's tax depreciation (docs/decisions.md#tax-depreciation): each asset on
 * the books in the year by the law's group rule (`packages/domain/src/tax-depreciation.ts`), beside
 * the accounting depreciation its locked depreciation documents booked in the year, and the
 * register of each group (start, additions, what left, depreciation, end).
 */
export async function taxDepreciation(tx: Reader, companyId: number, godina: number): Promise<TaxDepreciationReport> {
  const [assets, booked] = await Promise.all([taxAssets(tx, companyId, godina), accountingDepreciationOfYear(tx, companyId, godina)]);
  const sredstva: TaxDepreciationAsset[] = [];
  for (const a of assets) {
    if (!isTaxGroup(a.poreskaGrupa) || a.datumUpotrebe === null) continue;
    // an asset taken over from earlier books starts from its net book value at the opening date ⚠
    const opening = a.otvaranjeDatum ? { year: Number(addDays(a.otvaranjeDatum, 1).slice(0, 4)), wdv: a.nabavnaVrednost - a.otvaranjeIspravka } : null;
    const row = taxYearOf({ group: a.poreskaGrupa, cost: a.nabavnaVrednost, inUseFrom: a.datumUpotrebe, leftOn: a.datumOtpisa, opening }, godina);
    if (!row) continue;
    const leftThisYear = a.datumOtpisa !== null && Number(a.datumOtpisa.slice(0, 4)) === godina;
    const racunovodstvena = booked.get(a.id) ?? 0;
    const startYear = opening ? opening.year : Number(a.datumUpotrebe.slice(0, 4));
    sredstva.push({
      id: a.id,
      invBroj: a.invBroj,
      naziv: a.naziv,
      poreskaGrupa: a.poreskaGrupa,
      nabavnaVrednost: a.nabavnaVrednost,
      datumUpotrebe: a.datumUpotrebe,
      datumOtpisa: a.datumOtpisa,
      pocetna: row.openingWdv,
      nabavka: startYear === godina && !opening,
      meseci: row.months,
      poreska: row.depreciation,
      racunovodstvena,
      razlika: racunovodstvena - row.depreciation,
      otudjeno: leftThisYear ? row.closingWdv : 0,
      neotpisana: leftThisYear ? 0 : row.closingWdv,
    });
  }
  sredstva.sort((x, y) => x.poreskaGrupa - y.poreskaGrupa || x.invBroj.localeCompare(y.invBroj));
  const grupe = taxGroups.map((grupa: TaxGroup) => {
    const of = sredstva.filter((s) => s.poreskaGrupa === grupa);
    const sum = (f: (s: TaxDepreciationAsset) => number) => of.reduce((t, s) => t + f(s), 0);
    return {
      grupa,
      metoda: taxGroupRules[grupa].method,
      stopa: taxGroupRules[grupa].stopa,
      nabavnaVrednost: sum((s) => s.nabavnaVrednost),
      pocetna: sum((s) => (s.nabavka ? 0 : s.pocetna)),
      nabavke: sum((s) => (s.nabavka ? s.nabavnaVrednost : 0)),
      otudjeno: sum((s) => s.otudjeno),
      amortizacija: sum((s) => s.poreska),
      neotpisana: sum((s) => s.neotpisana),
    };
  });
  const poreska = sredstva.reduce((t, s) => t + s.poreska, 0);
  const racunovodstvena = sredstva.reduce((t, s) => t + s.racunovodstvena, 0);
  return { godina, grupe, sredstva, ukupno: { poreska, racunovodstvena, razlika: racunovodstvena - poreska } };
}
