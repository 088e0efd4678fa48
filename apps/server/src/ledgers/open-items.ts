import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../platform/db/client';
import { clientAllocation, clientItem } from '../platform/db/schema';

export type ItemRow = typeof clientItem.$inferInsert;

/**
 * Closes open items of the given clients with their unused closers, set-based, in two passes:
 *
 * 1. a closer that quotes a payment reference closes the item printed with that reference
 *    (several closers of one item in date order, each up to what is left of it);
 * 2. what is left of every closer closes the oldest due items first: the items and the closers
 *    of one client and direction are laid end to end (running sums), and each pair gets the
 *    overlap of their two stretches. The overlaps are the segments between consecutive stretch
 *    starts, so this is two sorts and no pairwise join, whatever the number of rows.
 *
 * Both passes write `client_allocation` rows and lower `ostatak` on both sides in one statement.
 */
export async function closeOpenItems(tx: Tx, companyId: number, periodId: number, komIds: number[]): Promise<void> {
  if (!komIds.length) return;
  const scope = sql`company_id = ${companyId} and period_id = ${periodId} and kom_id = any(${sql.param(komIds)}::int[]) and ostatak > 0`;
  await apply(
    tx,
    companyId,
    sql`
      with c as (
        select ledger_id, kom_id, dir, poziv, datum, ostatak from client_item where ${scope} and role = 'closer' and poziv is not null
      ), i as (
        select distinct on (kom_id, dir, poziv) ledger_id, kom_id, dir, poziv, ostatak from client_item
        where ${scope} and role = 'item' and poziv is not null order by kom_id, dir, poziv, ledger_id
      ), pairs as (
        select i.ledger_id as item_id, c.ledger_id as closer_id, c.datum, c.ostatak as c_left, i.ostatak as i_left,
          coalesce(sum(c.ostatak) over (partition by i.ledger_id order by c.datum, c.ledger_id rows between unbounded preceding and 1 preceding), 0) as before
        from c join i on i.kom_id = c.kom_id and i.dir = c.dir and i.poziv = c.poziv
      )
      select item_id, closer_id, datum, least(c_left, i_left - before) as iznos from pairs where i_left - before > 0`,
  );
  await apply(
    tx,
    companyId,
    sql`
      with i as (
        select ledger_id, kom_id, dir, ostatak,
          sum(ostatak) over (partition by kom_id, dir order by due_date, ledger_id) - ostatak as pos,
          row_number() over (partition by kom_id, dir order by due_date, ledger_id) as n
        from client_item where ${scope} and role = 'item'
      ), c as (
        select ledger_id, kom_id, dir, datum, ostatak,
          sum(ostatak) over (partition by kom_id, dir order by datum, ledger_id) - ostatak as pos,
          row_number() over (partition by kom_id, dir order by datum, ledger_id) as n
        from client_item where ${scope} and role = 'closer'
      ), ends as (
        select i.kom_id, i.dir, least(i.total, c.total) as total
        from (select kom_id, dir, sum(ostatak) as total from i group by kom_id, dir) i
        join (select kom_id, dir, sum(ostatak) as total from c group by kom_id, dir) c on c.kom_id = i.kom_id and c.dir = i.dir
      ), starts as (
        select kom_id, dir, pos, n as ni, null::bigint as nc from i
        union all
        select kom_id, dir, pos, null::bigint, n from c
      ), segments as (
        select s.kom_id, s.dir, s.pos,
          max(s.ni) over w as ni, max(s.nc) over w as nc,
          least(coalesce(lead(s.pos) over (partition by s.kom_id, s.dir order by s.pos, s.ni nulls first, s.nc nulls first), e.total), e.total) as next
        from starts s join ends e on e.kom_id = s.kom_id and e.dir = s.dir
        where s.pos < e.total
        window w as (partition by s.kom_id, s.dir order by s.pos, s.ni nulls first, s.nc nulls first rows between unbounded preceding and current row)
      )
      select i.ledger_id as item_id, c.ledger_id as closer_id, c.datum, sum(g.next - g.pos) as iznos
      from segments g
      join i on i.kom_id = g.kom_id and i.dir = g.dir and i.n = g.ni
      join c on c.kom_id = g.kom_id and c.dir = g.dir and c.n = g.nc
      where g.next > g.pos
      group by i.ledger_id, c.ledger_id, c.datum`,
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
