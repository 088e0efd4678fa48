import { eq } from 'drizzle-orm';
import { issuesToFieldErrors, osMainInput, type OsMainValues } from '@knjige/contract';
import { parseScaled, parseTypedDate } from '@knjige/domain';
import { osMain } from '../../platform/db/schema';
import { chartAccounts } from '../chart/chart.repo';
import type { ImportKind } from '../../platform/import/import-kind';
import { correctionCandidates, isAssetAccount } from './fixed-assets.service';

type AssetRow = OsMainValues & { kontoIspravke: string };

const amountOf = (text: string | undefined): number | string | null => (text?.trim() ? (parseScaled(text, 2, 'sr-Latn') ?? text) : null);
const wholeOf = (text: string | undefined): number | string | null => (text?.trim() ? (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text) : null);
/** A date as the register's spreadsheet has it (15.03.2024, 2024-03-15); the text itself when it is not one, for the schema to refuse. */
const dateOf = (text: string | undefined): string | null => {
  const value = text?.trim() ?? '';
  if (!value) return null;
  const parsed = parseTypedDate(value, { today: '2000-01-01', periodStart: '2000-01-01', periodEnd: '2000-12-31' });
  return typeof parsed === 'string' ? parsed : value;
};
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5 };

/**
 * The fixed-asset register from a spreadsheet: an existing company's assets with their opening
 * figures (cost and accumulated depreciation at the start of the year), checked by the form's
 * schema and accounts; the accumulated-depreciation account proposed as the form proposes it.
 */
export const fixedAssetsImport: ImportKind<{ numbers: Set<string>; postable: Map<string, boolean> }, AssetRow> = {
  fields: [
    { name: 'invBroj', required: true, aliases: ['inventarski broj', 'inv broj', 'inventarni broj', 'broj', 'inventory number'] },
    { name: 'naziv', required: true, aliases: ['naziv', 'naziv sredstva', 'name', 'opis'] },
    { name: 'konto', required: true, aliases: ['konto', 'konto sredstva', 'account'] },
    { name: 'kontoIspravke', required: false, aliases: ['konto ispravke', 'konto ispravke vrednosti', 'accumulated depreciation account'] },
    { name: 'poreskaGrupa', required: true, aliases: ['poreska grupa', 'grupa', 'amortizaciona grupa', 'tax group'] },
    { name: 'datumNabavke', required: true, aliases: ['datum nabavke', 'nabavljeno', 'acquired', 'acquisition date'] },
    { name: 'nabavnaVrednost', required: true, aliases: ['nabavna vrednost', 'vrednost', 'cost'] },
    { name: 'datumUpotrebe', required: true, aliases: ['datum upotrebe', 'u upotrebi od', 'datum stavljanja u upotrebu', 'in use from'] },
    { name: 'vekMeseci', required: false, aliases: ['vek', 'korisni vek', 'vek meseci', 'korisni vek meseci', 'useful life'] },
    { name: 'stopa', required: false, aliases: ['stopa', 'stopa amortizacije', 'rate'] },
    { name: 'lokacija', required: false, aliases: ['lokacija', 'mesto', 'location'] },
    { name: 'odgovornoLice', required: false, aliases: ['odgovorno lice', 'zaduzeno lice', 'person responsible'] },
    { name: 'otvaranjeDatum', required: false, aliases: ['datum pocetnog stanja', 'pocetno stanje na dan', 'opening date'] },
    { name: 'otvaranjeIspravka', required: false, aliases: ['ispravka vrednosti', 'ispravka', 'akumulirana amortizacija', 'accumulated depreciation'] },
  ],

  async lookups(tx, companyId) {
    const rows = await tx.select({ invBroj: osMain.invBroj }).from(osMain).where(eq(osMain.companyId, companyId));
    const chart = await chartAccounts(tx, companyId, { search: '' });
    return { numbers: new Set(rows.map((r) => r.invBroj)), postable: new Map(chart.map((a) => [a.konto, a.postable])) };
  },

  check(values, { numbers, postable }) {
    const group = (values.poreskaGrupa ?? '').trim().toLowerCase();
    const rate = amountOf(values.stopa);
    const input = {
      invBroj: values.invBroj ?? '',
      naziv: values.naziv ?? '',
      konto: (values.konto ?? '').trim(),
      kontoIspravke: (values.kontoIspravke ?? '').trim() || null,
      // a group named otherwise than I–V or 1–5 (VI) is out of range, an empty one missing
      poreskaGrupa: ROMAN[group] ?? (/^\d+$/.test(group) ? Number(group) : group === '' ? null : 0),
      datumNabavke: dateOf(values.datumNabavke),
      nabavnaVrednost: amountOf(values.nabavnaVrednost),
      datumUpotrebe: dateOf(values.datumUpotrebe),
      vekMeseci: wholeOf(values.vekMeseci),
      stopa: rate,
      lokacija: values.lokacija ?? '',
      odgovornoLice: values.odgovornoLice ?? '',
      otvaranjeDatum: dateOf(values.otvaranjeDatum),
      otvaranjeIspravka: amountOf(values.otvaranjeIspravka) ?? 0,
    };
    const parsed = osMainInput.safeParse(input);
    if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
    const a = parsed.data;
    if (numbers.has(a.invBroj)) return { ok: false, errors: { invBroj: 'error.invBroj.unique' } };
    if (!postable.has(a.konto)) return { ok: false, errors: { konto: 'error.konto.not-found' } };
    if (!isAssetAccount(a.konto)) return { ok: false, errors: { konto: 'error.konto.not-fixed-asset' } };
    if (!postable.get(a.konto)) return { ok: false, errors: { konto: 'error.konto.not-postable' } };
    const correction = a.kontoIspravke ?? correctionCandidates(a.konto).find((c) => postable.get(c)) ?? null;
    if (!correction) return { ok: false, errors: { kontoIspravke: 'error.kontoIspravke.required' } };
    if (!correction.startsWith(`${a.konto.slice(0, 2)}9`)) return { ok: false, errors: { kontoIspravke: 'error.kontoIspravke.not-correction' } };
    if (!postable.get(correction)) return { ok: false, errors: { kontoIspravke: postable.has(correction) ? 'error.kontoIspravke.not-postable' : 'error.kontoIspravke.not-found' } };
    return { ok: true, value: { ...a, kontoIspravke: correction } };
  },

  uniqueKey: (row) => ({ field: 'invBroj', value: row.invBroj }),

  async insert(tx, companyId, rows) {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(osMain).values(rows.slice(i, i + 500).map((r) => ({ ...r, companyId })));
    return { groupsCreated: 0 };
  },
};
