import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { accountLedger, clientLedger, glScheme, stockLedger, vatBook } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import { retailWarehouses } from '../documents/article-lines';
import { postJournal, type JournalContext, type JournalLine } from './general-ledger';

/**
 * Posting by rule (issue 25, VAT-AND-LEDGER.md B3): the figures a lock computed are read back from
 * the sub-ledger rows it wrote in the same transaction (stock at the average cost of the sale,
 * client, VAT per rate, current account), and the family's posting scheme (table gl_scheme, data)
 * maps each figure to an account. This file names no family: which figure goes where is the
 * scheme's business.
 *
 * Figures, signed so that a positive amount is a debit of an asset account:
 * - `goods`: purchase value of the stock rows in wholesale warehouses (in +, out −);
 * - `goods.retail`, `goods.retail.cost`, `goods.retail.markup`: retail warehouses' rows at sale value
 *   with VAT, at cost, and their difference (margin and VAT in the price), a receipt's re-pricing of
 *   the stock on hand (`reprice` rows) included;
 * - `client`: per client, debit − credit of its client-ledger rows; `client.in` / `client.out` the
 *   same split by whether the client's rows net to a credit (money received) or a debit (paid);
 * - `fx.gain`, `fx.loss`: the exchange-difference rows of the client ledger (debit − credit);
 * - `vat.out.<rate>`, `vat.out.avans.<rate>`, `base.out`: KIR VAT per rate and base (credit-positive
 *   as the book keeps them); `vat.in.<rate>`, `vat.in.avans.<rate>`, `vat.in.nd`, `base.in`: KUR
 *   (an advance's VAT per client, for the advance accounts 430 and 152);
 * - `bank`: receipts − payments of the current account; `bank.pazar`, `bank.trosak`, `bank.ostalo`:
 *   payments − receipts of the orders that settle no client (takings deposited, fees, other);
 * - and what a family's `glFigures` adds (figures no sub-ledger row carries).
 * A scheme row `vat.in.#` / `vat.out.#` takes the VAT of every rate no row of the scheme names.
 */
export type Figures = Map<string, { amount: number; komId?: number }[]>;

function add(figures: Figures, name: string, amount: number, komId?: number): void {
  if (amount === 0) return;
  const list = figures.get(name) ?? [];
  const same = list.find((f) => f.komId === komId);
  if (same) same.amount += amount;
  else list.push(komId === undefined ? { amount } : { amount, komId });
  figures.set(name, list);
}

type DocRef = { companyId: number; vDoc: string; docId: number };

/** The figures of a document's lock, from the rows it wrote (kind 'post'). */
export async function documentFigures(tx: Tx, doc: DocRef): Promise<Figures> {
  const figures: Figures = new Map();
  const isRetail = await retailWarehouses(tx, doc.companyId);
  const num = (v: unknown) => Number(v ?? 0);

  const stock = await tx
    .select({ magId: stockLedger.magId, nab: sql<string>`sum(${stockLedger.nabVrednost})`, prod: sql<string>`sum(${stockLedger.prodVrednost})` })
    .from(stockLedger)
    .where(and(eq(stockLedger.companyId, doc.companyId), eq(stockLedger.vDoc, doc.vDoc), eq(stockLedger.docId, doc.docId), inArray(stockLedger.kind, ['post', 'reprice'])))
    .groupBy(stockLedger.magId);
  for (const r of stock) {
    if (!isRetail(r.magId)) add(figures, 'goods', num(r.nab));
    else {
      add(figures, 'goods.retail', num(r.prod));
      add(figures, 'goods.retail.cost', num(r.nab));
      add(figures, 'goods.retail.markup', num(r.prod) - num(r.nab));
    }
  }

  const clients = await tx
    .select({ komId: clientLedger.komId, fx: clientLedger.kursnaRazlika, net: sql<string>`sum(${clientLedger.duguje} - ${clientLedger.potrazuje})` })
    .from(clientLedger)
    .where(and(eq(clientLedger.companyId, doc.companyId), eq(clientLedger.vDoc, doc.vDoc), eq(clientLedger.docId, doc.docId), eq(clientLedger.kind, 'post')))
    .groupBy(clientLedger.komId, clientLedger.kursnaRazlika);
  const perClient = new Map<number, number>();
  for (const r of clients) {
    perClient.set(r.komId, (perClient.get(r.komId) ?? 0) + num(r.net));
    if (r.fx) add(figures, r.fx === 'prihod' ? 'fx.gain' : 'fx.loss', num(r.net));
  }
  for (const [komId, net] of perClient) {
    add(figures, 'client', net, komId);
    add(figures, net < 0 ? 'client.in' : 'client.out', net, komId);
  }

  const vat = await tx
    .select({
      book: vatBook.book,
      komId: vatBook.komId,
      stopa: vatBook.stopa,
      avans: vatBook.avans,
      deductible: vatBook.deductible,
      osnovica: sql<string>`sum(${vatBook.osnovica})`,
      pdv: sql<string>`sum(${vatBook.pdvIznos})`,
    })
    .from(vatBook)
    .where(and(eq(vatBook.companyId, doc.companyId), eq(vatBook.vDoc, doc.vDoc), eq(vatBook.docId, doc.docId), eq(vatBook.kind, 'post')))
    .groupBy(vatBook.book, vatBook.komId, vatBook.stopa, vatBook.avans, vatBook.deductible);
  for (const r of vat) {
    const side = r.book === 'kir' ? 'out' : 'in';
    if (r.book === 'kur' && !r.deductible) add(figures, 'vat.in.nd', num(r.pdv));
    else if (r.avans) add(figures, `vat.${side}.avans.${r.stopa}`, num(r.pdv), r.komId ?? undefined);
    else add(figures, `vat.${side}.${r.stopa}`, num(r.pdv));
    if (!r.avans) add(figures, `base.${side}`, num(r.osnovica));
  }

  const bank = await tx
    .select({ orderKind: accountLedger.orderKind, net: sql<string>`sum(${accountLedger.uplata} - ${accountLedger.isplata})` })
    .from(accountLedger)
    .where(and(eq(accountLedger.companyId, doc.companyId), eq(accountLedger.vDoc, doc.vDoc), eq(accountLedger.docId, doc.docId), eq(accountLedger.kind, 'post')))
    .groupBy(accountLedger.orderKind);
  for (const r of bank) {
    add(figures, 'bank', num(r.net));
    // receipts and payments settle clients (their client rows); the other orders have a counter-account of their own
    if (r.orderKind !== 'uplata' && r.orderKind !== 'isplata') add(figures, `bank.${r.orderKind}`, -num(r.net));
  }
  return figures;
}

export interface SchemeRow {
  figure: string;
  konto: string;
  sign: number;
  withClient: boolean;
}

/**
 * The scheme in force for a family and sub-type: the company's own rows if it has any, else the
 * defaults; of those the highest version; a sub-type's own rows replace the family's common ones.
 */
export async function schemeInForce(tx: Tx, companyId: number, vDoc: string, vSubDoc: string): Promise<{ version: number; rows: SchemeRow[] } | null> {
  const all = await tx
    .select()
    .from(glScheme)
    .where(and(eq(glScheme.vDoc, vDoc), or(isNull(glScheme.companyId), eq(glScheme.companyId, companyId))))
    .orderBy(desc(glScheme.version), glScheme.id);
  const own = all.filter((r) => r.companyId === companyId);
  const pool = own.length ? own : all;
  if (!pool.length) return null;
  const version = pool[0]!.version;
  const current = pool.filter((r) => r.version === version);
  const forSub = current.filter((r) => r.vSubDoc === vSubDoc);
  const rows = (forSub.length ? forSub : current.filter((r) => r.vSubDoc === '')).map(({ figure, konto, sign, withClient }) => ({ figure, konto, sign, withClient }));
  return rows.length ? { version, rows } : null;
}

/** The lines a scheme makes of the figures; a figure that is not zero and that no row maps is named. */
export function schemeLines(figures: Figures, rows: SchemeRow[]): { lines: JournalLine[]; unmapped: string[] } {
  const lines: JournalLine[] = [];
  const exact = new Set(rows.map((r) => r.figure));
  // `vat.in.#`: the VAT of any rate no row names exactly (a company's own rate)
  const matches = (row: SchemeRow, name: string) =>
    row.figure === name || (row.figure.endsWith('.#') && !exact.has(name) && name.startsWith(row.figure.slice(0, -1)) && /^\d+$/.test(name.slice(row.figure.length - 1)));
  for (const row of rows) {
    for (const f of [...figures].flatMap(([name, list]) => (matches(row, name) ? list : []))) {
      const amount = f.amount * row.sign;
      if (amount === 0) continue;
      lines.push({
        konto: row.konto,
        komId: row.withClient ? (f.komId ?? null) : null,
        duguje: amount > 0 ? amount : 0,
        potrazuje: amount < 0 ? -amount : 0,
        opis: row.figure,
      });
    }
  }
  const unmapped = [...figures.keys()].filter((k) => !rows.some((r) => matches(r, k)) && !k.startsWith('client.') && k !== 'client' && (figures.get(k) ?? []).some((f) => f.amount !== 0));
  return { lines, unmapped };
}

/**
 * Posts a locked document's journal entry by its family's scheme, in the lock's transaction. A
 * family without a scheme posts nothing. An entry whose debit and credit differ is refused whole
 * (422 `error.journal.not-balanced`, naming the figures its scheme leaves unmapped).
 */
export async function postByScheme(tx: Tx, ctx: JournalContext & { vSubDoc: string }, own: Record<string, number> = {}): Promise<number | null> {
  const scheme = await schemeInForce(tx, ctx.companyId, ctx.vDoc, ctx.vSubDoc);
  if (!scheme) return null;
  const figures = await documentFigures(tx, ctx);
  for (const [name, amount] of Object.entries(own)) add(figures, name, amount);
  const { lines, unmapped } = schemeLines(figures, scheme.rows);
  const duguje = lines.reduce((s, l) => s + l.duguje, 0);
  const potrazuje = lines.reduce((s, l) => s + l.potrazuje, 0);
  if (duguje !== potrazuje) {
    throw new AppError(422, 'error.journal.not-balanced', { lines: 'error.journal.not-balanced' }, { duguje, potrazuje, unmapped: unmapped.join(', ') });
  }
  return postJournal(tx, { ...ctx, schemeVersion: scheme.version }, lines);
}
