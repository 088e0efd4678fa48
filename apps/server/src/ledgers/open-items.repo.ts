import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../platform/db/client';
import { insertRowsAsJson } from '../platform/db/bulk-insert';
import { clientAllocation, clientItem } from '../platform/db/schema';

export type ItemRow = typeof clientItem.$inferInsert;

/**
 * Writes a lock's new open items and closers (`fresh`, not yet in the table) and closes open
 * items of the given clients with their unused closers, set-based, in two passes:
 *
 * 1. a closer that quotes a payment reference closes the first item printed with that reference
 *    (several closers of one item in date order, each up to what is left of it); this pass reads
 *    the fresh rows beside the table's, so they are written already reduced by what it closed.
 *    It is window functions over one reference's rows, no join (a join of fresh rows, without
 *    statistics, is planned as a nested loop);
 * 2. what is left of every closer closes the oldest due items first: the items and the closers
 *    of one client and direction are laid end to end (running sums), and each pair gets the
 *    overlap of their two stretches. The overlaps are the segments between consecutive stretch
 *    starts, so this is a few sorts and no pairwise join, whatever the number of rows (the
 *    planner cannot misjudge a join that is not there: the rows are fresh, without statistics).
 *
 * Both passes write `client_allocation` rows and lower `ostatak` on both sides.
 */
export async function closeOpenItems(tx: Tx, companyId: number, periodId: number, komIds: number[], fresh: ItemRow[] = []): Promise<void> {
  if (!komIds.length) return;
  const scope = sql`company_id = ${companyId} and period_id = ${periodId} and kom_id = any(${sql.param(komIds)}::int[]) and ostatak > 0`;
  const quoting = fresh.filter((r) => r.poziv && r.ostatak! > 0).map(({ ledgerId, komId, role, dir, poziv, datum, ostatak }) => ({ ledgerId, komId, role, dir, poziv, datum, ostatak }));
  const byReference = await selectRows<{ item_id: string | number; closer_id: string | number; datum: string; iznos: string | number }>(
    tx,
    sql`
      with fresh as (
        select * from json_to_recordset(${JSON.stringify(quoting)}::json) as r("ledgerId" bigint, "komId" integer, role text, dir text, poziv text, datum date, ostatak bigint)
      ), open as (
        select ledger_id, kom_id, role::text as role, dir::text as dir, poziv, datum, ostatak from client_item where ${scope} and poziv is not null
        union all
        select "ledgerId", "komId", role, dir, poziv, datum, ostatak from fresh
      ), pairs as (
        select role, ledger_id as closer_id, datum, ostatak as c_left,
          first_value(role) over g as first_role, first_value(ledger_id) over g as item_id, first_value(ostatak) over g as i_left,
          coalesce(sum(ostatak) filter (where role = 'closer') over (partition by kom_id, dir, poziv order by datum, ledger_id rows between unbounded preceding and 1 preceding), 0) as before
        from open
        window g as (partition by kom_id, dir, poziv order by role <> 'item', ledger_id)
      )
      select item_id, closer_id, datum::text as datum, least(c_left, i_left - before) as iznos
      from pairs where role = 'closer' and first_role = 'item' and i_left - before > 0`,
  );
  const allocations = byReference.map((a) => ({ companyId, itemId: Number(a.item_id), closerId: Number(a.closer_id), datum: a.datum, iznos: Number(a.iznos) }));
  const closed = new Map<number, number>();
  for (const a of allocations) for (const id of [a.itemId, a.closerId]) closed.set(id, (closed.get(id) ?? 0) + a.iznos);
  await insertRowsAsJson(tx, clientItem, fresh.map((r) => ({ ...r, ostatak: r.ostatak! - (closed.get(r.ledgerId) ?? 0) })));
  await insertRowsAsJson(tx, clientAllocation, allocations);
  const freshIds = new Set(fresh.map((r) => r.ledgerId));
  const older = [...closed].filter(([id]) => !freshIds.has(id)).map(([id, iznos]) => ({ id, iznos }));
  if (older.length) {
    await tx.execute(sql`
      update client_item t set ostatak = t.ostatak - s.iznos
      from json_to_recordset(${JSON.stringify(older)}::json) as s(id bigint, iznos bigint) where t.ledger_id = s.id`);
  }
  // Every start of an item's or a closer's stretch, in order; a row's segment runs to the next
  // start and belongs to the item and the closer whose stretches have begun by then (the running
  // counts number them, and each count's group holds exactly one starting row, whose id it takes).
  await apply(
    tx,
    companyId,
    sql`
      with i as (
        select ledger_id, kom_id, dir, ostatak, sum(ostatak) over (partition by kom_id, dir order by due_date, ledger_id) - ostatak as pos
        from client_item where ${scope} and role = 'item'
      ), c as (
        select ledger_id, kom_id, dir, datum, ostatak, sum(ostatak) over (partition by kom_id, dir order by datum, ledger_id) - ostatak as pos
        from client_item where ${scope} and role = 'closer'
      ), ends as (
        select i.kom_id, i.dir, least(i.total, c.total) as total
        from (select kom_id, dir, sum(ostatak) as total from i group by kom_id, dir) i
        join (select kom_id, dir, sum(ostatak) as total from c group by kom_id, dir) c on c.kom_id = i.kom_id and c.dir = i.dir
      ), starts as (
        select kom_id, dir, pos, ledger_id as ii, null::bigint as cc, null::date as cd from i
        union all
        select kom_id, dir, pos, null::bigint, ledger_id, datum from c
      ), counted as (
        select s.kom_id, s.dir, s.pos, s.ii, s.cc, s.cd,
          count(s.ii) over w as ni, count(s.cc) over w as nc,
          least(coalesce(lead(s.pos) over w, e.total), e.total) as next
        from starts s join ends e on e.kom_id = s.kom_id and e.dir = s.dir
        where s.pos < e.total
        window w as (partition by s.kom_id, s.dir order by s.pos, s.cc nulls first, s.ii nulls first rows between unbounded preceding and current row)
      ), segments as (
        select pos, next,
          max(ii) over (partition by kom_id, dir, ni) as item_id,
          max(cc) over (partition by kom_id, dir, nc) as closer_id,
          max(cd) over (partition by kom_id, dir, nc) as datum
        from counted
      )
      select item_id, closer_id, datum, sum(next - pos) as iznos
      from segments
      where next > pos and item_id is not null and closer_id is not null
      group by item_id, closer_id, datum`,
  );
}

/** Writes the allocations a query yields and takes them off both sides' `ostatak`. */
async function apply(tx: Tx, companyId: number, allocations: ReturnType<typeof sql>): Promise<void> {
  await tx.execute(sql`
    with a as (${allocations}),
    ins as (
      insert into client_allocation (company_id, item_id, closer_id, datum, iznos)
      select ${companyId}, item_id, closer_id, datum, iznos from a where iznos > 0
      returning item_id, closer_id, iznos
    ),
    items as (
      update client_item t set ostatak = t.ostatak - s.iznos
      from (select item_id, sum(iznos) as iznos from ins group by item_id) s where t.ledger_id = s.item_id
      returning 1
    ),
    closers as (
      update client_item t set ostatak = t.ostatak - s.iznos
      from (select closer_id, sum(iznos) as iznos from ins group by closer_id) s where t.ledger_id = s.closer_id
      returning 1
    )
    select (select count(*) from items) + (select count(*) from closers) as n`);
}

/**
 * Before a storno: the labels of the documents that closed this document's open items (its
 * storno must wait for theirs). When there are none, what this document's closers closed opens
 * again and the document's items and closers go.
 */
export async function reopenClosedBy(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<string[]> {
  const ofDoc = and(eq(clientItem.companyId, companyId), eq(clientItem.vDoc, vDoc), eq(clientItem.docId, docId));
  const paidBy = await selectRows<{ doc_oznaka: string }>(
    tx,
    sql`select distinct c.doc_oznaka from client_allocation a
        join client_item i on i.ledger_id = a.item_id
        join client_item c on c.ledger_id = a.closer_id
        where i.company_id = ${companyId} and i.v_doc = ${vDoc} and i.doc_id = ${docId} and i.role = 'item'
        order by c.doc_oznaka`,
  );
  if (paidBy.length) return paidBy.map((r) => r.doc_oznaka);
  const closers = tx.select({ id: clientItem.ledgerId }).from(clientItem).where(and(ofDoc, eq(clientItem.role, 'closer')));
  await tx.execute(sql`
    update client_item t set ostatak = t.ostatak + s.iznos
    from (select item_id, sum(iznos) as iznos from client_allocation where closer_id in (${closers}) group by item_id) s
    where t.ledger_id = s.item_id`);
  await tx.delete(clientAllocation).where(inArray(clientAllocation.closerId, closers));
  await tx.delete(clientItem).where(ofDoc);
  return [];
}

/**
 * A client's open items of one side in a currency, the one quoting `quoted` first, then by due
 * date; locked, so two payments of one document do not close the same item twice.
 */
export async function lockOpenForeignItems(tx: Tx, q: { companyId: number; periodId: number; komId: number; dir: 'receivable' | 'payable'; valuta: string; quoted: string | null }) {
  return tx
    .select({ id: clientItem.ledgerId, ostatak: clientItem.ostatak, kurs: clientItem.kurs })
    .from(clientItem)
    .where(
      and(
        eq(clientItem.companyId, q.companyId),
        eq(clientItem.periodId, q.periodId),
        eq(clientItem.komId, q.komId),
        eq(clientItem.role, 'item'),
        eq(clientItem.dir, q.dir),
        eq(clientItem.valuta, q.valuta),
        gt(clientItem.ostatak, 0),
      ),
    )
    .orderBy(desc(sql`coalesce(${clientItem.poziv} = ${q.quoted}, false)`), asc(clientItem.dueDate), asc(clientItem.ledgerId))
    .for('update');
}
