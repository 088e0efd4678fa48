import { MAX_AMOUNT, MAX_TOTAL, trnInput, type PayOrderKind } from '@knjige/contract';
import { normalizeAccount, parseScaled, paymentReferenceValid } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { invalid } from '../../platform/errors';
import type { ImportKind } from '../../platform/import/import-kind';
import { documentService } from '../document.service';
import { sum } from '../family-helpers';
import { trnFamily } from './trn.family';
import { clientAccounts, clientTaxNumbers, insertStatementLines, setStatementTotals } from './trn.repo';

/** Clients by their bank accounts (18 digits) and by tax id. */
interface Lookups {
  accounts: Map<string, number>;
  pibs: Map<string, number>;
}

/** One statement row: a line of the draft statement, of kind uplata or isplata when its client is known, else ostalo. */
export interface StatementRow {
  datum: string;
  vNalog: PayOrderKind;
  komId: number | null;
  uplata: number;
  isplata: number;
  poziv: string;
  partnerNaziv: string;
  partnerRacun: string;
  opis: string;
}

/** '01.03.2024', '01.03.2024.', '1.3.2024', '2024-03-01' → '2024-03-01'; null when not a date. */
export function statementDate(text: string): string | null {
  const t = text.trim().replace(/\.$/, '');
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  const local = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(t);
  const [y, m, d] = iso ? [iso[1]!, iso[2]!, iso[3]!] : local ? [local[3]!, local[2]!.padStart(2, '0'), local[1]!.padStart(2, '0')] : [];
  if (!y || !m || !d) return null;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}` ? null : `${y}-${m}-${d}`;
}

/** An amount cell: empty is 0, text is an error. */
const amountOf = (text: string | undefined): number | null => (text?.trim() ? parseScaled(text, 2, 'sr-Latn') : 0);

const statements = documentService(trnFamily);

export const statementImport: ImportKind<Lookups, StatementRow> = {
  fields: [
    { name: 'datum', required: true, aliases: ['datum', 'date', 'datum valute', 'datum knjizenja', 'value date'] },
    { name: 'uplata', required: false, aliases: ['uplata', 'priliv', 'potrazuje', 'credit', 'amount in', 'in'] },
    { name: 'isplata', required: false, aliases: ['isplata', 'odliv', 'duguje', 'debit', 'amount out', 'out'] },
    { name: 'partnerNaziv', required: false, aliases: ['naziv', 'partner', 'nalogodavac primalac', 'nalogodavac', 'primalac', 'counterparty', 'name'] },
    { name: 'partnerRacun', required: false, aliases: ['racun', 'racun partnera', 'broj racuna', 'account', 'counterparty account', 'iban'] },
    { name: 'pib', required: false, aliases: ['pib', 'tax id', 'poreski broj'] },
    { name: 'poziv', required: false, aliases: ['poziv na broj', 'poziv', 'referenca', 'reference', 'payment reference'] },
    { name: 'svrha', required: false, aliases: ['svrha', 'svrha placanja', 'opis', 'purpose', 'description'] },
  ],

  async lookups(tx, companyId) {
    const accounts = await clientAccounts(tx, companyId);
    const clients = await clientTaxNumbers(tx, companyId);
    const byAccount = new Map<string, number>();
    for (const a of accounts) {
      const key = normalizeAccount(a.tracun) ?? a.tracun;
      if (!byAccount.has(key)) byAccount.set(key, a.komId);
    }
    const pibs = new Map<string, number>();
    for (const c of clients) if (c.pib && !pibs.has(c.pib)) pibs.set(c.pib, c.id);
    return { accounts: byAccount, pibs };
  },

  check(values, { accounts, pibs }) {
    const errors: Record<string, string> = {};
    const datum = statementDate(values.datum ?? '');
    if (!datum) errors.datum = values.datum?.trim() ? 'error.datum.invalid' : 'error.datum.required';
    const inflow = amountOf(values.uplata);
    const outflow = amountOf(values.isplata);
    if (inflow === null) errors.uplata = 'error.uplata.not-a-number';
    if (outflow === null) errors.isplata = 'error.isplata.not-a-number';
    const poziv = (values.poziv ?? '').trim();
    if (!paymentReferenceValid(poziv)) errors.poziv = 'error.poziv.model97';
    // One signed amount: what came in less what went out (a bank may give a single signed column).
    const net = (inflow ?? 0) - (outflow ?? 0);
    if (inflow !== null && outflow !== null && net === 0) errors.uplata = 'error.uplata.greater-than-0';
    // the bound of an amount the user enters (docs/decisions.md#business-bounds)
    if (inflow !== null && !(Math.abs(inflow) <= MAX_AMOUNT)) errors.uplata = 'error.uplata.too-large';
    if (outflow !== null && !(Math.abs(outflow) <= MAX_AMOUNT)) errors.isplata = 'error.isplata.too-large';
    if (Object.keys(errors).length || !datum) return { ok: false, errors };
    const partnerRacun = (values.partnerRacun ?? '').trim();
    const komId = accounts.get(normalizeAccount(partnerRacun) ?? partnerRacun) ?? pibs.get((values.pib ?? '').trim()) ?? null;
    const partnerNaziv = (values.partnerNaziv ?? '').trim();
    const svrha = (values.svrha ?? '').trim();
    return {
      ok: true,
      value: {
        datum,
        vNalog: komId === null ? 'ostalo' : net > 0 ? 'uplata' : 'isplata',
        komId,
        uplata: Math.max(net, 0),
        isplata: Math.max(-net, 0),
        poziv,
        partnerNaziv: partnerNaziv.slice(0, 200),
        partnerRacun: partnerRacun.slice(0, 40),
        // An unmatched line says who and what for, so that the user can choose its kind.
        opis: (komId === null ? [partnerNaziv, svrha].filter(Boolean).join(' — ') : svrha).slice(0, 500),
      },
    };
  },

  /** A draft statement of the chosen account dated on the last row's day, the rows its lines. */
  async insert(tx, companyId, rows, _lookups, { periodId, trnId }) {
    if (!periodId) throw invalid({ periodId: 'error.periodId.required' });
    if (!trnId) throw invalid({ trnId: 'error.trnId.required' });
    const db = tx as Db;
    const init = await statements.init(db, companyId, periodId, 'izvod');
    const datum = rows.reduce((last, r) => (r.datum > last ? r.datum : last), rows[0]!.datum);
    // The header goes through the family's checks (the account must be this company's, the date in the period).
    const { id: docId } = await statements.create(db, companyId, trnInput.parse({ ...init, datum, trnId }));
    const lines = rows.map(({ datum: _d, ...line }) => ({ ...line, companyId, docId }));
    for (let i = 0; i < lines.length; i += 500) await insertStatementLines(tx, lines.slice(i, i + 500));
    const totals = { uplata: sum(lines, (l) => l.uplata), isplata: sum(lines, (l) => l.isplata) };
    for (const [field, total] of Object.entries(totals)) if (total > MAX_TOTAL) throw invalid({ [field]: `error.${field}.too-large` });
    await setStatementTotals(tx, docId, totals);
    return { groupsCreated: 0, docId };
  },
};
