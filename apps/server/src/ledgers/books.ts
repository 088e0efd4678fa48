import { defaultPopdv, documentReference, normalizeReference, type PopdvField } from '@knjige/domain';
import type { Tx } from '../platform/db/client';
import { clientAllocation, clientLedger, type vatBook, type vatBookLines, type vatBookDay } from '../platform/db/schema';
import { conflict } from '../platform/errors';
import { insertRowsAsJson, nextIds } from '../platform/db/bulk-insert';
import { closeOpenItems, reopenClosedBy, type ItemRow } from './open-items.repo';
import { isForeign, settleForeignPayments } from './exchange-differences';
import type { PostingContext } from './stock';
import {
  addBalanceChanges,
  addVatDaySums,
  addVatLineCounts,
  applyAllocations,
  insertVatRows,
  lockClients,
  openPartnerlessLine,
  postedClientRows,
  postedVatRows,
  setVatLine,
} from './books.repo';

export interface ClientPosting {
  komId: number;
  datum: string;
  /** the day the amount falls due; the document date when not given */
  dueDate?: string;
  side: 'invoice' | 'payment';
  duguje: number;
  potrazuje: number;
  /** the payment reference (model 97) a payment quotes; it closes the open item printed with it */
  poziv?: string;
  /** an invoice-side row that closes open items instead of opening one (a credit note) */
  closes?: boolean;
  /** the label the open item carries when it is another document's (an opening balance carried from last year) */
  itemOznaka?: string;
  /**
   * A row in a foreign currency (docs/decisions.md#foreign-currency): the currency, the amount in
   * it (hundredths) and the rate its dinars were taken at. An invoice's open item keeps them; a
   * payment closes the items of its currency at their own rates and books the exchange difference.
   */
  valuta?: string;
  iznosDev?: number;
  kurs?: number;
  /** an exchange difference (the ledger writes these rows for a foreign-currency payment): a gain or a loss */
  kursnaRazlika?: 'prihod' | 'rashod';
}

export interface VatPosting {
  book: 'kir' | 'kur';
  datum: string;
  komId: number | null;
  dokBroj?: string;
  dokDatum?: string | null;
  stopa: number;
  osnovica: number;
  pdvIznos: number;
  deductible?: boolean;
  /** an advance's row, or a final invoice's (negative) deduction of advances */
  avans?: boolean;
  /** the POPDV field; an ordinary row's follows from the rest (`defaultPopdv`) */
  popdv?: PopdvField;
}

type Ctx = Pick<PostingContext, 'companyId' | 'periodId' | 'vDoc' | 'docId' | 'docOznaka' | 'docOpis'>;

/** The document columns of a row the lock writes (`ctx` may carry more than a ledger row holds). */
const documentOf = ({ companyId, periodId, vDoc, docId, docOznaka, docOpis }: Ctx) => ({ companyId, periodId, vDoc, docId, docOznaka, docOpis });

/** A client-ledger row in the balance report's four columns (COMMON convention). */
function balanceColumns(r: { side: 'invoice' | 'payment'; duguje: number; potrazuje: number }) {
  return r.side === 'invoice'
    ? { duguje: r.duguje, uplata: 0, potrazuje: r.potrazuje, isplata: 0 }
    : { duguje: 0, uplata: r.potrazuje, potrazuje: 0, isplata: r.duguje };
}

/**
 * Adds client-ledger rows to the kept balances (one row per client) and, in the same statement,
 * moves the kept totals (`client_total`, per period and class of the balance) by what changed: the
 * rows as they were are taken out of their class's total, the rows as written are added to
 * theirs. The statement's parts share one snapshot, so `before` reads the balances as they were;
 * the clients are held first, to the end of the transaction (in one order, so two postings never
 * wait on each other in a circle), so no one changes or first writes their balances between that
 * snapshot and the upsert. The totals go in key order for the same reason.
 */
async function addToBalances(tx: Tx, ctx: Ctx, rows: { komId: number; side: 'invoice' | 'payment'; duguje: number; potrazuje: number }[]) {
  const byClient = new Map<number, ReturnType<typeof balanceColumns>>();
  for (const r of rows) {
    const add = balanceColumns(r);
    const b = byClient.get(r.komId) ?? { duguje: 0, uplata: 0, potrazuje: 0, isplata: 0 };
    byClient.set(r.komId, { duguje: b.duguje + add.duguje, uplata: b.uplata + add.uplata, potrazuje: b.potrazuje + add.potrazuje, isplata: b.isplata + add.isplata });
  }
  if (!byClient.size) return;
  await lockClients(tx, [...byClient.keys()]);
  await addBalanceChanges(
    tx,
    [...byClient].map(([komId, b]) => ({ company_id: ctx.companyId, period_id: ctx.periodId, kom_id: komId, ...b })),
  );
}

/**
 * The open item or closer a posted row is: an invoice-side row opens an item (the client owes us
 * when duguje, we owe them when potrazuje) unless it closes (a credit note); a payment row closes.
 * A closer's potrazuje (uplata, a credit note to a customer) closes receivables, its duguje
 * (isplata, a credit note from a supplier) payables.
 */
export function itemOf(p: ClientPosting, ledgerId: number, ctx: Ctx): ItemRow | null {
  const net = p.duguje - p.potrazuje;
  // an exchange difference settles the payment it comes with: it opens and closes nothing itself
  if (net === 0 || p.kursnaRazlika) return null;
  const role = p.side === 'invoice' && !p.closes ? 'item' : 'closer';
  const dir = (role === 'item') === net > 0 ? 'receivable' : 'payable';
  const docOznaka = p.itemOznaka ?? ctx.docOznaka;
  const poziv = role === 'item' ? documentReference(docOznaka) : p.poziv ? normalizeReference(p.poziv) : null;
  const iznos = Math.abs(net);
  const currency = role === 'item' && isForeign(p) ? { valuta: p.valuta, iznosDev: p.iznosDev, kurs: p.kurs ?? null } : {};
  return { ledgerId, companyId: ctx.companyId, periodId: ctx.periodId, komId: p.komId, vDoc: ctx.vDoc, docId: ctx.docId, docOznaka, role, dir, datum: p.datum, dueDate: p.dueDate ?? p.datum, poziv, iznos, ostatak: iznos, ...currency };
}

/**
 * Lock: the client-ledger rows, the kept balances, and the open items they open or close (by
 * payment reference, else the oldest due first), all in the caller's transaction.
 */
export async function postClient(tx: Tx, ctx: Ctx, given: ClientPosting[]): Promise<void> {
  if (!given.length) return;
  // a foreign-currency payment: the items it closes at their own rates, and the exchange differences
  const { differences, closings } = await settleForeignPayments(tx, ctx, given);
  const postings: ClientPosting[] = [...given, ...differences];
  const ids = await nextIds(tx, clientLedger, postings.length);
  await insertRowsAsJson(
    tx,
    clientLedger,
    postings.map(({ poziv: _p, closes: _c, itemOznaka: _o, valuta: _v, iznosDev: _d, kurs: _k, ...p }, i) => ({
      id: ids[i]!,
      ...documentOf(ctx),
      ...p,
      dueDate: p.dueDate ?? p.datum,
      kind: 'post' as const,
    })),
  );
  await addToBalances(tx, ctx, postings);
  const settled = new Map(closings.map((c) => [c.index, c]));
  const items = postings.flatMap((p, i) => {
    const item = itemOf(p, ids[i]!, ctx);
    const closing = settled.get(i);
    if (!item || !closing) return item ? [item] : [];
    const closed = closing.allocations.reduce((s, a) => s + a.iznos, 0);
    return [{ ...item, iznos: closing.iznos, ostatak: closing.iznos - closed }];
  });
  const allocations = closings.flatMap((c) => c.allocations.map((a) => ({ companyId: ctx.companyId, itemId: a.itemId, closerId: ids[c.index]!, datum: postings[c.index]!.datum, iznos: a.iznos })));
  if (allocations.length) {
    await applyAllocations(tx, allocations);
  }
  await closeOpenItems(tx, ctx.companyId, ctx.periodId, [...new Set(items.map((r) => r.komId))], items);
  // after the closers are written (the allocations name them)
  if (allocations.length) await insertRowsAsJson(tx, clientAllocation, allocations);
}

export async function postVat(tx: Tx, ctx: Ctx, postings: VatPosting[]): Promise<void> {
  if (!postings.length) return;
  await bookVatRows(
    tx,
    postings.map((p) => ({
      ...documentOf(ctx),
      ...p,
      dokBroj: p.dokBroj ?? '',
      dokDatum: p.dokDatum ?? null,
      kind: 'post' as const,
      popdv: p.popdv ?? defaultPopdv({ book: p.book, stopa: p.stopa, deductible: p.deductible ?? true, avans: p.avans ?? false }),
    })),
  );
}

type VatRow = typeof vatBook.$inferInsert;

/**
 * Writes VAT-book rows with their line (`lineId`: the line's first row) and adds them to the day
 * sums. A document's rows of a day are one line (its reversal another); rows without a partner (a
 * register's receipts, `dokBroj` naming the register) join the line of their register and day.
 */
async function bookVatRows(tx: Tx, rows: VatRow[]): Promise<void> {
  const inserted = await insertVatRows(tx, rows);
  const lines = new Map<string, typeof inserted>();
  const newLines = new Map<string, typeof vatBookLines.$inferInsert>();
  for (const r of inserted) {
    // a final invoice's deduction of advances is a line of its own beside the whole supply
    const key = [r.book, r.vDoc, r.datum, r.reversal, r.komId ?? '', r.dokBroj, r.avans].join('|');
    lines.set(key, [...(lines.get(key) ?? []), r]);
  }
  for (const line of lines.values()) {
    const first = line[0]!;
    const ids = line.map((r) => r.id);
    const open = first.komId === null ? await openPartnerlessLine(tx, first, ids) : undefined;
    const head = open ?? Math.min(...ids);
    if (!open) {
      const dayKey = [first.companyId, first.periodId, first.book, first.datum].join('|');
      const day = newLines.get(dayKey) ?? { companyId: first.companyId, periodId: first.periodId, book: first.book, datum: first.datum, lines: 0 };
      day.lines! += 1;
      newLines.set(dayKey, day);
    }
    await setVatLine(tx, ids, head);
  }
  if (newLines.size) {
    await addVatLineCounts(
      tx,
      [...newLines.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v),
    );
  }
  const sums = new Map<string, typeof vatBookDay.$inferInsert>();
  for (const r of rows) {
    const deductible = r.deductible ?? true;
    const avans = r.avans ?? false;
    const popdv = r.popdv ?? '';
    const key = [r.companyId, r.periodId, r.book, r.datum, r.stopa, deductible, avans, popdv].join('|');
    const sum = sums.get(key) ?? { companyId: r.companyId, periodId: r.periodId, book: r.book, datum: r.datum, stopa: r.stopa, deductible, avans, popdv, osnovica: 0, pdvIznos: 0 };
    sum.osnovica! += r.osnovica ?? 0;
    sum.pdvIznos! += r.pdvIznos ?? 0;
    sums.set(key, sum);
  }
  await addVatDaySums(
    tx,
    [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v),
  );
}

/**
 * Storno writes the exact negation of the document's client and VAT rows. What the document
 * closed opens again; a document whose open items were paid or credited is refused (409 naming
 * those documents): the payment is cancelled first, so that no payment is left pointing nowhere.
 */
export async function stornoBooks(tx: Tx, ctx: Ctx): Promise<void> {
  const clientRows = await postedClientRows(tx, ctx);
  if (clientRows.length) {
    const paidBy = await reopenClosedBy(tx, ctx.companyId, ctx.vDoc, ctx.docId);
    if (paidBy.length) throw conflict('error.document.has-payments', { documents: paidBy.join(', ') });
    const negated = clientRows.map(({ id: _id, createdAt: _c, ...r }) => ({ ...r, kind: 'storno' as const, reversal: true, duguje: -r.duguje, potrazuje: -r.potrazuje }));
    await insertRowsAsJson(tx, clientLedger, negated);
    await addToBalances(tx, ctx, negated);
    await closeOpenItems(tx, ctx.companyId, ctx.periodId, [...new Set(clientRows.map((r) => r.komId))]);
  }
  const vatRows = await postedVatRows(tx, ctx);
  if (vatRows.length) {
    await bookVatRows(
      tx,
      vatRows.map(({ id: _id, createdAt: _c, lineId: _l, lineHead: _h, ...r }) => ({ ...r, kind: 'storno' as const, reversal: true, osnovica: -r.osnovica, pdvIznos: -r.pdvIznos })),
    );
  }
}
