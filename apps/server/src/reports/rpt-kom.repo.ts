import { sql, type SQL } from 'drizzle-orm';
import type { ClientBalanceQuery, ClientBalanceRow, ClientState, ClientTurnoverRow, OpenCreditRow, OpenItemRow } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { selectRows, type Reader } from '../platform/db/client';
import { exactNumber } from '../platform/exact-number';
import { offsetOf, pageInfo } from '../platform/paging';


/** stanje = dugSaldo − potSaldo over the kept balance's four columns. */
const stanjeOf = sql`(b.duguje - b.uplata - b.potrazuje + b.isplata)`;

const stateFilter: Record<ClientState, SQL> = {
  all: sql`true`,
  dug: sql`${stanjeOf} > 0`,
  pot: sql`${stanjeOf} < 0`,
  'not-0': sql`(${stanjeOf} <> 0 or b.duguje <> 0 or b.uplata <> 0 or b.potrazuje <> 0 or b.isplata <> 0)`,
};

/**
 * The classes of the kept totals (`client_total`, ledgers/client-total.repo.ts) each state filter keeps:
 * 1 stanje > 0, −1 stanje < 0, 0 stanje = 0 with some column not 0, 2 all four columns 0.
 */
const stateClasses: Record<ClientState, number[]> = { all: [1, -1, 0, 2], dug: [1], pot: [-1], 'not-0': [1, -1, 0] };

/** The kept totals of the period (of the classes the state filter keeps, when one is given). */
function keptTotals(companyId: number, periodId: number, stanje?: ClientState): SQL {
  const classes = stanje ? sql` and t.class = any(${sql.param(stateClasses[stanje])}::smallint[])` : sql``;
  return sql`client_total t where t.company_id = ${companyId} and t.period_id = ${periodId}${classes}`;
}

/** The company's clients whose name, tax id or code contains the search (undefined without one). */
function clientsMatching(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(k.int_naziv ilike ${pattern} or k.pib ilike ${pattern} or k.sifra ilike ${pattern})`;
}

/** The kept balances the filters keep, the search aside. */
function balanceScope(companyId: number, q: Pick<ClientBalanceQuery, 'periodId' | 'stanje'>): SQL {
  return sql`b.company_id = ${companyId} and b.period_id = ${q.periodId} and ${stateFilter[q.stanje]}`;
}

/**
 * The balances of the filter and a search, to count or sum: the company's clients that match the
 * search first, then their balances. (Without a search the counts and sums are the kept totals'.)
 */
function searchedBalances(companyId: number, q: Pick<ClientBalanceQuery, 'periodId' | 'stanje'>, search: SQL): SQL {
  return sql`client_balance b join kom_main k on k.company_id = b.company_id and k.id = b.kom_id where ${balanceScope(companyId, q)} and k.company_id = ${companyId} and ${search}`;
}

type BalanceRow = Omit<ClientBalanceRow, 'dospelo' | 'nedospelo' | 'd1_30' | 'd31_60' | 'd61_90' | 'd90'>;
type Ageing = Pick<ClientBalanceRow, 'dospelo' | 'nedospelo' | 'd1_30' | 'd31_60' | 'd61_90' | 'd90'>;
const noAgeing: Ageing = { dospelo: 0, nedospelo: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90: 0 };

/**
 * A page of client balances from the kept balances (one row per client, however long the
 * history), then the open items of that page's clients aged at the chosen date.
 */
export async function balanceList(db: Reader, companyId: number, q: ClientBalanceQuery) {
  const searched = clientsMatching(q.search);
  // The counts from the kept totals (at most four rows); with a search, the matching clients' balances counted.
  const filtered = searched
    ? sql`(select count(*) from ${searchedBalances(companyId, q, searched)})`
    : sql`coalesce((select sum(t.balances) from ${keptTotals(companyId, q.periodId, q.stanje)}), 0)`;
  const [rows, [counts]] = await Promise.all([
    // In the order of the client-name index (company_id, int_naziv, id), so that reading stops after the page.
    selectRows<BalanceRow>(
      db,
      sql`select k.id, k.int_naziv as "intNaziv", k.pib, b.duguje, b.uplata, b.duguje - b.uplata as "dugSaldo",
            b.potrazuje, b.isplata, b.potrazuje - b.isplata as "potSaldo", ${stanjeOf} as stanje
          from client_balance b join kom_main k on k.company_id = b.company_id and k.id = b.kom_id
          where ${balanceScope(companyId, q)} and k.company_id = ${companyId} and ${searched ?? sql`true`}
          order by k.int_naziv, k.id limit ${q.perPage} offset ${offsetOf(q)}`,
    ),
    selectRows<{ total: number; filtered: number }>(
      db,
      sql`select coalesce((select sum(t.balances) from ${keptTotals(companyId, q.periodId)}), 0)::int as total,
            ${filtered}::int as filtered`,
    ),
  ]);
  const ageing = await ageingOf(
    db,
    companyId,
    q.periodId,
    rows.map((r) => r.id),
    q.datum ?? belgradeToday(),
  );
  return {
    data: rows.map((r) => ({ ...r, ...(ageing.get(r.id) ?? noAgeing) })),
    pagination: pageInfo(q, counts?.total ?? 0, counts?.filtered ?? 0),
  };
}

/**
 * The open items of some clients by days past due at `datum`; what they owe us positive, what we
 * owe negative. A payment not yet matched to an item (an overpayment, an advance on account) is
 * not due: it counts in `nedospelo` with its sign (a client's payment negative), so the ageing adds
 * up to the balance.
 */
async function ageingOf(db: Reader, companyId: number, periodId: number, komIds: number[], datum: string): Promise<Map<number, Ageing>> {
  if (!komIds.length) return new Map();
  const late = sql`(case when i.role = 'closer' then 0 else ${datum}::date - i.due_date end)`;
  const rows = await selectRows<Ageing & { komId: number }>(
    db,
    sql`select i.kom_id as "komId",
          sum(case when ${late} > 0 then s.v else 0 end)::bigint as dospelo,
          sum(case when ${late} <= 0 then s.v else 0 end)::bigint as nedospelo,
          sum(case when ${late} between 1 and 30 then s.v else 0 end)::bigint as d1_30,
          sum(case when ${late} between 31 and 60 then s.v else 0 end)::bigint as d31_60,
          sum(case when ${late} between 61 and 90 then s.v else 0 end)::bigint as d61_90,
          sum(case when ${late} > 90 then s.v else 0 end)::bigint as d90
        from client_item i
        cross join lateral (select case when (i.dir = 'receivable') = (i.role = 'item') then i.ostatak else -i.ostatak end as v) s
        where i.company_id = ${companyId} and i.period_id = ${periodId} and i.kom_id = any(${sql.param(komIds)}::int[])
          and i.ostatak > 0
        group by i.kom_id`,
  );
  return new Map(rows.map(({ komId, ...a }) => [komId, a]));
}

/** The summary row's columns summed over the rows aliased `a` (balances or kept totals), and how many balances they are. */
const summaryColumns = (a: 'b' | 't', count: string) =>
  sql.raw(`coalesce(sum(${a}.duguje), 0)::bigint as duguje, coalesce(sum(${a}.uplata), 0)::bigint as uplata,
    coalesce(sum(${a}.duguje - ${a}.uplata), 0)::bigint as "dugSaldo", coalesce(sum(${a}.potrazuje), 0)::bigint as potrazuje,
    coalesce(sum(${a}.isplata), 0)::bigint as isplata, coalesce(sum(${a}.potrazuje - ${a}.isplata), 0)::bigint as "potSaldo",
    coalesce(sum(${a}.duguje - ${a}.uplata - ${a}.potrazuje + ${a}.isplata), 0)::bigint as stanje, ${count}::int as count`);

/**
 * The summary row: the same columns summed over every client the filters keep. Without a search
 * from the kept totals (at most four rows, equal to the balances' sums); with one, over the
 * matching clients' balances.
 */
export async function balanceSum(db: Reader, companyId: number, q: ClientBalanceQuery) {
  const searched = clientsMatching(q.search);
  const [row] = await selectRows<BalanceRow & { count: number }>(
    db,
    searched
      ? sql`select ${summaryColumns('b', 'count(*)')} from ${searchedBalances(companyId, q, searched)}`
      : sql`select ${summaryColumns('t', 'coalesce(sum(t.balances), 0)')} from ${keptTotals(companyId, q.periodId, q.stanje)}`,
  );
  return row ?? { duguje: 0, uplata: 0, dugSaldo: 0, potrazuje: 0, isplata: 0, potSaldo: 0, stanje: 0, count: 0 };
}

/** The company's client (or null), with its name and tax id. */
export async function clientOf(db: Reader, companyId: number, komId: number) {
  const [row] = await selectRows<{ komId: number; intNaziv: string; pib: string }>(
    db,
    sql`select id as "komId", int_naziv as "intNaziv", pib from kom_main where id = ${komId} and company_id = ${companyId}`,
  );
  return row ?? null;
}

const rowBalance = sql`(l.duguje - l.potrazuje)`;

/**
 * A client's turnover between two dates: the balance before the first day, then a page of rows
 * in date order, each with the running balance after it (a window over the range, so a page in
 * the middle costs one index range scan, not the rows before it one by one).
 */
export async function turnover(db: Reader, scope: { companyId: number; periodId: number; komId: number }, range: { dateFrom: string; dateTo: string }, page: { page: number; perPage: number }) {
  const where = sql`l.company_id = ${scope.companyId} and l.period_id = ${scope.periodId} and l.kom_id = ${scope.komId}`;
  const [[totals], data] = await Promise.all([
    selectRows<{ opening: number; movement: number; count: number }>(
      db,
      sql`select coalesce(sum(case when l.datum < ${range.dateFrom} then ${rowBalance} else 0 end), 0)::bigint as opening,
            coalesce(sum(case when l.datum >= ${range.dateFrom} then ${rowBalance} else 0 end), 0)::bigint as movement,
            count(*) filter (where l.datum >= ${range.dateFrom})::int as count
          from client_ledger l where ${where} and l.datum <= ${range.dateTo}`,
    ),
    selectRows<ClientTurnoverRow>(
      db,
      sql`select * from (
            select l.id, l.v_doc as "vDoc", l.doc_id as "docId", l.doc_oznaka as "docOznaka", l.doc_opis as "docOpis",
              l.datum::text as datum, l.due_date::text as "dueDate", l.reversal, l.kursna_razlika as "kursnaRazlika",
              case when l.side = 'invoice' then l.duguje else 0 end as duguje,
              case when l.side = 'payment' then l.potrazuje else 0 end as uplata,
              case when l.side = 'invoice' then l.potrazuje else 0 end as potrazuje,
              case when l.side = 'payment' then l.duguje else 0 end as isplata,
              sum(${rowBalance}) over (order by l.datum, l.id)::bigint as saldo
            from client_ledger l where ${where} and l.datum between ${range.dateFrom} and ${range.dateTo}
          ) r order by r.datum, r.id limit ${page.perPage} offset ${offsetOf(page)}`,
    ),
  ]);
  const opening = totals?.opening ?? 0;
  const count = totals?.count ?? 0;
  return {
    opening,
    closing: exactNumber(opening + (totals?.movement ?? 0)),
    data: data.map((r) => ({ ...r, saldo: exactNumber(opening + r.saldo) })),
    pagination: pageInfo(page, count, count),
  };
}

/**
 * The open items of a client at a date (IOS): each item dated by then with what was closed of it
 * by closers dated by then; each payment or credit note dated by then with what it had not closed
 * of items dated by then (an overpayment, an advance on account: an open credit the next invoice
 * closes); and the ledger balance at that date. The debit side (items they owe us, our credits with
 * them) less the credit side equals the balance when every ledger row is an item or a closer.
 */
export async function openItems(db: Reader, scope: { companyId: number; periodId: number; komId: number }, datum: string) {
  const own = sql`i.company_id = ${scope.companyId} and i.period_id = ${scope.periodId} and i.kom_id = ${scope.komId} and i.datum <= ${datum}`;
  const [items, credits, [balance]] = await Promise.all([
    selectRows<OpenItemRow>(
      db,
      sql`select * from (
            select i.ledger_id as id, i.v_doc as "vDoc", i.doc_id as "docId", i.doc_oznaka as "docOznaka", i.datum::text as datum,
              i.due_date::text as "dueDate", i.dir, i.poziv, i.iznos,
              coalesce((select sum(a.iznos) from client_allocation a where a.item_id = i.ledger_id and a.datum <= ${datum}), 0)::bigint as zatvoreno,
              greatest(${datum}::date - i.due_date, 0) as kasni
            from client_item i
            where ${own} and i.role = 'item'
          ) r where r.iznos > r.zatvoreno order by r."dueDate", r.id`,
    ),
    selectRows<Omit<OpenCreditRow, 'otvoreno'>>(
      db,
      sql`select * from (
            select i.ledger_id as id, i.v_doc as "vDoc", i.doc_id as "docId", i.doc_oznaka as "docOznaka", i.datum::text as datum,
              i.dir, i.poziv, i.iznos,
              coalesce((select sum(a.iznos) from client_allocation a join client_item it on it.ledger_id = a.item_id
                        where a.closer_id = i.ledger_id and it.datum <= ${datum}), 0)::bigint as iskorisceno
            from client_item i
            where ${own} and i.role = 'closer'
          ) r where r.iznos > r.iskorisceno order by r.datum, r.id`,
    ),
    selectRows<{ saldo: number }>(
      db,
      sql`select coalesce(sum(l.duguje - l.potrazuje), 0)::bigint as saldo from client_ledger l
          where l.company_id = ${scope.companyId} and l.period_id = ${scope.periodId} and l.kom_id = ${scope.komId} and l.datum <= ${datum}`,
    ),
  ]);
  const open = items.map((r) => ({ ...r, otvoreno: exactNumber(r.iznos - r.zatvoreno) }));
  const unused = credits.map((r) => ({ ...r, otvoreno: exactNumber(r.iznos - r.iskorisceno) }));
  // a payment from the client that closed nothing yet is in their favour (the credit side), ours to them in our favour
  const side = (itemDir: OpenItemRow['dir'], creditDir: OpenItemRow['dir']) =>
    exactNumber(open.filter((r) => r.dir === itemDir).reduce((s, r) => s + r.otvoreno, 0) + unused.filter((r) => r.dir === creditDir).reduce((s, r) => s + r.otvoreno, 0));
  return { items: open, credits: unused, otvorenoDuguje: side('receivable', 'payable'), otvorenoPotrazuje: side('payable', 'receivable'), saldo: balance?.saldo ?? 0 };
}
