import { sql, type SQL } from 'drizzle-orm';
import { adminRoles, docLabel, idParam, nalEntry, proposedEntry, vatSettlementInput, type ProposedEntry } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { addDays, GENERAL_RATE, inputVatKind } from '@knjige/domain';
import type { Db, Reader, Tx } from '../../platform/db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { recordHistory } from '../../master/audit/history';
import { documentService } from '../document.service';
import { documentFamilies } from '../documents.module';
import { assertOpen, findPeriod, type PeriodRow } from '../../master/periods/period';
import { lockPeriodStarting } from '../next-period.repo';
import { nalFamily } from './nal.family';
import { draftLabels, glBalances, insertEntry, insertEntryLines, setEntryTotals, vatByKind } from './nal.repo';

/*
 * Journal entries the books propose as drafts of the manual family (docs/domain.md#posting-the-general-ledger): the
 * year-end closing, the next year's opening entry and the month's VAT settlement. The user checks
 * and locks them as any entry; nothing here posts.
 */

const nalService = documentService(nalFamily);

export interface ProposedLine {
  konto: string;
  komId: number | null;
  duguje: number;
  potrazuje: number;
  opis: string;
}

/** A net balance (debit − credit) as a line on its side; none for zero. */
export function lineOf(konto: string, komId: number | null, net: number, opis: string): ProposedLine[] {
  if (net === 0) return [];
  return [{ konto, komId, duguje: Math.max(net, 0), potrazuje: Math.max(-net, 0), opis }];
}

/** Inserts a draft manual entry with its lines and totals, numbered as a new document would be. */
async function insertDraft(tx: Tx, companyId: number, userId: number | null, period: PeriodRow, vSubDoc: 'nal' | 'ps', datum: string, opis: string, lines: ProposedLine[]): Promise<ProposedEntry> {
  const init = await nalService.init(tx, companyId, period.id, vSubDoc);
  const rbroj = init.rbroj ?? 1;
  const header = await insertEntry(tx, { companyId, periodId: period.id, vSubDoc, rbroj, oznaka: docLabel(nalEntry, vSubDoc, rbroj, period.title), datum, opis, napomena: init.napomena ?? '' });
  const items = lines.length ? await insertEntryLines(tx, lines.map((l) => ({ ...nalFamily.computeItem(l, { header }), companyId, docId: header.id }))) : [];
  const totals = nalFamily.totals(items, header);
  await setEntryTotals(tx, header.id, totals);
  await recordHistory(tx, { companyId, userId, vDoc: nalEntry.vDoc, docId: header.id, action: 'create' });
  return { id: header.id, vSubDoc, oznaka: header.oznaka, datum, lines: items.length, duguje: totals.duguje ?? 0, potrazuje: totals.potrazuje ?? 0 };
}

/** 409 while any family has drafts in the period, naming up to five. */
async function assertNoDrafts(tx: Reader, companyId: number, periodId: number): Promise<void> {
  const labels: string[] = [];
  for (const { header } of documentFamilies) {
    const rows = await draftLabels(tx, header, companyId, periodId);
    labels.push(...rows.map((r) => String(r.oznaka)));
  }
  if (labels.length) throw conflict('error.gl-closing.drafts', { documents: labels.slice(0, 5).join(', '), count: labels.length });
}

/** The period's kept balances per account and client: net debit − credit, non-zero only. */
async function balances(tx: Reader, companyId: number, periodId: number, where: SQL) {
  const rows = await glBalances(tx, companyId, periodId, where);
  return rows.map((r) => ({ konto: r.konto, komId: r.komId || null, net: Number(r.net) }));
}

async function openPeriod(tx: Reader, companyId: number, periodId: number) {
  const period = await findPeriod(tx, companyId, periodId).catch(() => {
    throw notFound();
  });
  assertOpen(period);
  return period;
}

/**
 * Year-end closing (B3, common practice): expenses `D710 / P5xx`, revenue `D6xx / P710`, 710's
 * balance to 720, the tax expense (721, 722x) into 720, the net result `720 → 724 → 341` (profit)
 * or `351 → 724 → 720` (loss). One draft entry on the year's last day; refused while drafts remain.
 */
export async function closingEntry(db: Db, companyId: number, userId: number | null, periodId: number): Promise<ProposedEntry> {
  return db.transaction(async (tx) => {
    const period = await openPeriod(tx, companyId, periodId);
    await assertNoDrafts(tx, companyId, period.id);
    const result = await balances(tx, companyId, period.id, sql`(konto like '5%' or konto like '6%')`);
    const tax = await balances(tx, companyId, period.id, sql`(konto like '721%' or konto like '722%')`);
    if (!result.length && !tax.length) throw conflict('error.gl-closing.nothing');
    const lines: ProposedLine[] = [];
    let net710 = 0;
    for (const r of result) {
      lines.push(...lineOf(r.konto, r.komId, -r.net, 'Zaključak računa uspeha'));
      net710 += r.net;
    }
    // 710 now holds expenses − income; its balance goes to 720
    lines.push(...lineOf('710', null, net710, 'Zaključak računa uspeha'));
    lines.push(...lineOf('710', null, -net710, 'Rezultat na 720'));
    lines.push(...lineOf('720', null, net710, 'Rezultat na 720'));
    let net720 = net710;
    for (const t of tax) {
      lines.push(...lineOf(t.konto, null, -t.net, 'Poreski rashod na 720'));
      lines.push(...lineOf('720', null, t.net, 'Poreski rashod na 720'));
      net720 += t.net;
    }
    // net720 < 0: a profit (credit balance); > 0: a loss
    lines.push(...lineOf('720', null, -net720, 'Prenos rezultata'));
    lines.push(...lineOf('724', null, net720, 'Prenos rezultata'));
    lines.push(...lineOf('724', null, -net720, 'Prenos rezultata'));
    lines.push(...lineOf(net720 < 0 ? '341' : '351', null, net720, 'Prenos rezultata'));
    return insertDraft(tx, companyId, userId, period, 'nal', period.endDate, `Zaključak godine ${period.title}`, lines);
  });
}

/**
 * The next year's opening entry (`ps`) from this year's closing balances of the balance-sheet
 * accounts (classes 0–4), per client on client accounts, against 700 (B3). Refused while drafts
 * remain and while the result accounts (5, 6, 72x) are not closed.
 */
export async function openingEntry(db: Db, companyId: number, userId: number | null, periodId: number): Promise<ProposedEntry> {
  return db.transaction(async (tx) => {
    const source = await findPeriod(tx, companyId, periodId).catch(() => {
      throw notFound();
    });
    const nextRow = await lockPeriodStarting(tx, companyId, addDays(source.endDate, 1));
    if (!nextRow) throw conflict('error.carry-forward.no-next-period', { period: source.title });
    assertOpen(nextRow);
    await assertNoDrafts(tx, companyId, source.id);
    const open = await balances(tx, companyId, source.id, sql`(konto like '5%' or konto like '6%' or konto like '72%' or konto like '71%')`);
    if (open.length) throw conflict('error.gl-opening.not-closed', { konto: open[0]!.konto });
    const rows = await balances(tx, companyId, source.id, sql`left(konto, 1) in ('0', '1', '2', '3', '4')`);
    if (!rows.length) throw conflict('error.gl-closing.nothing');
    const lines: ProposedLine[] = [];
    const debit = rows.filter((r) => r.net > 0).reduce((t, r) => t + r.net, 0);
    const credit = rows.filter((r) => r.net < 0).reduce((t, r) => t - r.net, 0);
    for (const r of rows) lines.push(...lineOf(r.konto, r.komId, r.net, 'Početno stanje'));
    lines.push(...lineOf('700', null, -debit, 'Otvaranje glavne knjige'));
    lines.push(...lineOf('700', null, credit, 'Otvaranje glavne knjige'));
    return insertDraft(tx, companyId, userId, nextRow, 'ps', nextRow.startDate, `Početno stanje ${nextRow.title}`, lines);
  });
}

/**
 * The output-VAT account of a KIR row and the input-VAT account of a KUR row (B2), by rate, advance
 * and POPDV field, as the default posting schemes post them: import VAT (6.x, the customs
 * declaration) on 274/275, the input VAT computed on a reverse charge (8b domestic, 8g foreign
 * supplier) on 276, the output side of a reverse charge (3a) on 470/471 with the other output VAT.
 */
export function vatAccountOf(book: 'kir' | 'kur', stopa: number, avans: boolean, popdv = ''): string {
  const general = stopa >= GENERAL_RATE;
  if (book === 'kir') return avans ? (general ? '472' : '473') : general ? '470' : '471';
  const kind = inputVatKind(popdv);
  if (kind === 'import') return general ? '274' : '275';
  if (kind === 'reverse-charge') return '276';
  return avans ? (general ? '272' : '273') : general ? '270' : '271';
}

/** The last day of a `YYYY-MM` month. */
function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
}

/**
 * The month's VAT settlement (B3) from the VAT books' day sums: output VAT (KIR) debited on its
 * 47x account, deductible input VAT (KUR) credited on its 27x account (`vatAccountOf`: the accounts
 * the schemes post to, so every one of them nets to zero for the month), the difference to 479
 * (payable) or 279 (refund). A draft on the month's last day.
 */
export async function vatSettlement(db: Db, companyId: number, userId: number | null, input: { periodId: number; month: string }): Promise<ProposedEntry> {
  return db.transaction(async (tx) => {
    const period = await openPeriod(tx, companyId, input.periodId);
    const from = `${input.month}-01`;
    const to = monthEnd(input.month);
    if (from < period.startDate || to > period.endDate) throw invalid({ month: 'error.month.outside-period' });
    const rows = await vatByKind(tx, companyId, period.id, from, to);
    const byAccount = new Map<string, number>();
    for (const r of rows) {
      const konto = vatAccountOf(r.book, r.stopa, r.avans, r.popdv);
      byAccount.set(konto, (byAccount.get(konto) ?? 0) + Number(r.pdv));
    }
    const lines: ProposedLine[] = [];
    let difference = 0;
    // output accounts (47x) first, then input (27x), each in code order
    const order = (konto: string) => `${konto.startsWith('47') ? 0 : 1}${konto}`;
    for (const [konto, pdv] of [...byAccount].sort(([a], [b]) => order(a).localeCompare(order(b)))) {
      // output VAT is a credit balance cleared by a debit; input VAT a debit balance cleared by a credit
      const output = konto.startsWith('47');
      lines.push(...lineOf(konto, null, output ? pdv : -pdv, 'Obračun PDV'));
      difference += output ? pdv : -pdv;
    }
    if (!lines.length) throw conflict('error.vat-settlement.nothing', { month: input.month });
    lines.push(...(difference >= 0 ? lineOf('479', null, -difference, 'Obaveza za PDV') : lineOf('279', null, -difference, 'Više plaćeni PDV')));
    return insertDraft(tx, companyId, userId, period, 'nal', to, `Obračun PDV ${input.month}`, lines);
  });
}

export const nalProposalsModule: Module = (app, { db }) => {
  const admin = { onRequest: requireRole(...adminRoles) };
  app.post('/gl/closing/:id', { ...admin, schema: { params: idParam, response: { 201: proposedEntry } } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    return reply.status(201).send(await closingEntry(db, companyId, userId, request.params.id));
  });
  app.post('/gl/opening/:id', { ...admin, schema: { params: idParam, response: { 201: proposedEntry } } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    return reply.status(201).send(await openingEntry(db, companyId, userId, request.params.id));
  });
  app.post('/gl/vat-settlement', { schema: { body: vatSettlementInput, response: { 201: proposedEntry } } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    return reply.status(201).send(await vatSettlement(db, companyId, userId, request.body));
  });
};
