import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { defaultPopdv, documentReference, normalizeReference, type PopdvField } from '@knjige/domain';
import type { Tx } from '../platform/db/client';
import { clientAllocation, clientLedger, vatBook, vatBookDay, vatBookLines } from '../platform/db/schema';
import { conflict } from '../platform/errors';
import { insertRowsAsJson, nextIds } from '../platform/db/bulk-insert';
import { closeOpenItems, reopenClosedBy, type ItemRow } from './open-items';
import { clientClassSql } from './client-total';
import { isForeign, settleForeignPayments } from './exchange-differences';
import type { PostingContext } from './stock';

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
 * The first key of the advisory locks on clients (the second is the client): the stock's locks
 * are pairs of a warehouse and an article, whose ids are positive, so the two never meet.
 */
const CLIENT_LOCKS = -1;

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
  const komIds = [...byClient.keys()];
  await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCKS}, k) from (select distinct k from unnest(${sql.param(komIds)}::int[]) as u(k) order by k) clients`);
  const json = JSON.stringify([...byClient].map(([komId, b]) => ({ company_id: ctx.companyId, period_id: ctx.periodId, kom_id: komId, ...b })));
  await tx.execute(sql`
    with incoming as (
      select * from json_to_recordset(${json}::json) as r(company_id integer, period_id integer, kom_id integer, duguje bigint, uplata bigint,
        potrazuje bigint, isplata bigint)),
    before as (
      select b.company_id, b.period_id, ${sql.raw(clientClassSql('b'))} as class, -1 as balances, -b.duguje as duguje, -b.uplata as uplata,
        -b.potrazuje as potrazuje, -b.isplata as isplata
      from client_balance b join incoming i using (company_id, period_id, kom_id)),
    written as (
      insert into client_balance (company_id, period_id, kom_id, duguje, uplata, potrazuje, isplata)
      select company_id, period_id, kom_id, duguje, uplata, potrazuje, isplata from incoming
      on conflict (company_id, period_id, kom_id) do update set
        duguje = client_balance.duguje + excluded.duguje, uplata = client_balance.uplata + excluded.uplata,
        potrazuje = client_balance.potrazuje + excluded.potrazuje, isplata = client_balance.isplata + excluded.isplata
      returning company_id, period_id, ${sql.raw(clientClassSql(''))} as class, 1 as balances, duguje, uplata, potrazuje, isplata)
    insert into client_total (company_id, period_id, class, balances, duguje, uplata, potrazuje, isplata)
    select company_id, period_id, class, sum(balances), sum(duguje), sum(uplata), sum(potrazuje), sum(isplata)
    from (select * from before union all select * from written) d
    group by company_id, period_id, class
    order by company_id, period_id, class
    on conflict (company_id, period_id, class) do update set balances = client_total.balances + excluded.balances,
      duguje = client_total.duguje + excluded.duguje, uplata = client_total.uplata + excluded.uplata,
      potrazuje = client_total.potrazuje + excluded.potrazuje, isplata = client_total.isplata + excluded.isplata`);
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
    await tx.execute(sql`
      update client_item t set ostatak = t.ostatak - s.iznos
      from (select "itemId" as id, sum(iznos) as iznos from json_to_recordset(${JSON.stringify(allocations)}::json) as r("itemId" bigint, iznos bigint) group by "itemId") s
      where t.ledger_id = s.id`);
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
  const inserted = await tx
    .insert(vatBook)
    .values(rows)
    .returning({ id: vatBook.id, companyId: vatBook.companyId, periodId: vatBook.periodId, book: vatBook.book, vDoc: vatBook.vDoc, datum: vatBook.datum, reversal: vatBook.reversal, komId: vatBook.komId, dokBroj: vatBook.dokBroj, avans: vatBook.avans });
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
    const [open] =
      first.komId === null
        ? await tx
            .select({ id: vatBook.id })
            .from(vatBook)
            .where(
              and(
                eq(vatBook.companyId, first.companyId),
                eq(vatBook.periodId, first.periodId),
                eq(vatBook.book, first.book),
                eq(vatBook.datum, first.datum),
                eq(vatBook.lineHead, true),
                eq(vatBook.vDoc, first.vDoc),
                eq(vatBook.reversal, first.reversal),
                isNull(vatBook.komId),
                eq(vatBook.dokBroj, first.dokBroj),
                notInArray(vatBook.id, ids),
              ),
            )
            .limit(1)
        : [];
    const head = open?.id ?? Math.min(...ids);
    if (!open) {
      const dayKey = [first.companyId, first.periodId, first.book, first.datum].join('|');
      const day = newLines.get(dayKey) ?? { companyId: first.companyId, periodId: first.periodId, book: first.book, datum: first.datum, lines: 0 };
      day.lines! += 1;
      newLines.set(dayKey, day);
    }
    await tx
      .update(vatBook)
      .set({ lineId: head, lineHead: sql`${vatBook.id} = ${head}` })
      .where(inArray(vatBook.id, ids));
  }
  if (newLines.size) {
    await tx
      .insert(vatBookLines)
      .values([...newLines.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v))
      .onConflictDoUpdate({
        target: [vatBookLines.companyId, vatBookLines.periodId, vatBookLines.book, vatBookLines.datum],
        set: { lines: sql`${vatBookLines.lines} + excluded.lines` },
      });
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
  await tx
    .insert(vatBookDay)
    .values([...sums.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v))
    .onConflictDoUpdate({
      target: [vatBookDay.companyId, vatBookDay.periodId, vatBookDay.book, vatBookDay.datum, vatBookDay.stopa, vatBookDay.deductible, vatBookDay.avans, vatBookDay.popdv],
      set: { osnovica: sql`${vatBookDay.osnovica} + excluded.osnovica`, pdvIznos: sql`${vatBookDay.pdvIznos} + excluded.pdv_iznos` },
    });
}

/**
 * Storno writes the exact negation of the document's client and VAT rows. What the document
 * closed opens again; a document whose open items were paid or credited is refused (409 naming
 * those documents): the payment is cancelled first, so that no payment is left pointing nowhere.
 */
export async function stornoBooks(tx: Tx, ctx: Ctx): Promise<void> {
  const clientRows = await tx
    .select()
    .from(clientLedger)
    .where(and(eq(clientLedger.companyId, ctx.companyId), eq(clientLedger.vDoc, ctx.vDoc), eq(clientLedger.docId, ctx.docId), eq(clientLedger.kind, 'post')));
  if (clientRows.length) {
    const paidBy = await reopenClosedBy(tx, ctx.companyId, ctx.vDoc, ctx.docId);
    if (paidBy.length) throw conflict('error.document.has-payments', { documents: paidBy.join(', ') });
    const negated = clientRows.map(({ id: _id, createdAt: _c, ...r }) => ({ ...r, kind: 'storno' as const, reversal: true, duguje: -r.duguje, potrazuje: -r.potrazuje }));
    await insertRowsAsJson(tx, clientLedger, negated);
    await addToBalances(tx, ctx, negated);
    await closeOpenItems(tx, ctx.companyId, ctx.periodId, [...new Set(clientRows.map((r) => r.komId))]);
  }
  const vatRows = await tx
    .select()
    .from(vatBook)
    .where(and(eq(vatBook.companyId, ctx.companyId), eq(vatBook.vDoc, ctx.vDoc), eq(vatBook.docId, ctx.docId), eq(vatBook.kind, 'post')));
  if (vatRows.length) {
    await bookVatRows(
      tx,
      vatRows.map(({ id: _id, createdAt: _c, lineId: _l, lineHead: _h, ...r }) => ({ ...r, kind: 'storno' as const, reversal: true, osnovica: -r.osnovica, pdvIznos: -r.pdvIznos })),
    );
  }
}
