import { sql } from 'drizzle-orm';
import type { AccountCardQuery, AccountCardRow, JournalQuery, TrialBalanceQuery, TrialBalanceRow, TrialBalanceSums } from '@knjige/contract';
import { selectRows, type Reader } from '../platform/db/client';
import { pageInfo } from '../platform/paging';

const zero = (): TrialBalanceSums => ({ psDuguje: 0, psPotrazuje: 0, prometDuguje: 0, prometPotrazuje: 0, ukupnoDuguje: 0, ukupnoPotrazuje: 0, saldoDuguje: 0, saldoPotrazuje: 0 });

/** Opening and turnover to the four column pairs: the balance on the side it falls. */
function sums(psDuguje: number, psPotrazuje: number, prometDuguje: number, prometPotrazuje: number): TrialBalanceSums {
  const ukupnoDuguje = psDuguje + prometDuguje;
  const ukupnoPotrazuje = psPotrazuje + prometPotrazuje;
  const net = ukupnoDuguje - ukupnoPotrazuje;
  return { psDuguje, psPotrazuje, prometDuguje, prometPotrazuje, ukupnoDuguje, ukupnoPotrazuje, saldoDuguje: Math.max(net, 0), saldoPotrazuje: Math.max(-net, 0) };
}

function add(a: TrialBalanceSums, b: TrialBalanceSums): TrialBalanceSums {
  const out = zero();
  for (const k of Object.keys(out) as (keyof TrialBalanceSums)[]) out[k] = a[k] + b[k];
  return out;
}

/** The name of an account in the company's chart (its own analytic's, else the official one's). */
const nameOf = (companyId: number, konto: ReturnType<typeof sql>) => sql`coalesce(
  (select c.naziv from gl_company_account c where c.company_id = ${companyId} and c.konto = ${konto}),
  (select a.naziv from gl_account a where a.konto = ${konto}), '')`;

/**
 * Trial balance (bruto bilans, docs/domain.md#trial-balance-and-statements) from the kept day sums, never the lines: per
 * account the opening balance (the year's opening entry and everything before the range), the
 * range's turnover, their sum and the balance, each debit and credit; per class and overall.
 * Synthetic: one row per 3-digit account; analytic: one per account postings went to.
 */
export async function trialBalance(tx: Reader, companyId: number, q: TrialBalanceQuery) {
  const key = q.level === 'synthetic' ? sql`left(konto, 3)` : sql`konto`;
  const rows = await selectRows<{ konto: string; naziv: string; psD: string; psP: string; prD: string; prP: string }>(
    tx,
    sql`select s.konto, ${nameOf(companyId, sql`s.konto`)} as naziv, s."psD", s."psP", s."prD", s."prP" from (
          select ${key} as konto,
            sum(case when opening or datum < ${q.dateFrom} then duguje else 0 end) as "psD",
            sum(case when opening or datum < ${q.dateFrom} then potrazuje else 0 end) as "psP",
            sum(case when opening or datum < ${q.dateFrom} then 0 else duguje end) as "prD",
            sum(case when opening or datum < ${q.dateFrom} then 0 else potrazuje end) as "prP"
          from gl_balance_day
          where company_id = ${companyId} and period_id = ${q.periodId} and datum <= ${q.dateTo}
          group by 1) s
        order by s.konto`,
  );
  const classNames = new Map(
    (await selectRows<{ konto: string; naziv: string }>(tx, sql`select konto, naziv from gl_account where level = 1`)).map((r) => [r.konto, r.naziv]),
  );
  const out: TrialBalanceRow[] = rows
    .map((r) => ({ konto: r.konto, naziv: r.naziv, klasa: r.konto[0]!, ...sums(Number(r.psD), Number(r.psP), Number(r.prD), Number(r.prP)) }))
    .filter((r) => r.ukupnoDuguje !== 0 || r.ukupnoPotrazuje !== 0);
  const byClass = new Map<string, TrialBalanceSums>();
  for (const r of out) byClass.set(r.klasa, add(byClass.get(r.klasa) ?? zero(), r));
  const classes = [...byClass].map(([klasa, s]) => ({ klasa, naziv: classNames.get(klasa) ?? '', ...s }));
  const total = classes.reduce<TrialBalanceSums>((t, c) => add(t, c), zero());
  // the per-row balance columns are summed as shown; the class and overall balances are the sums' own
  return { rows: out, classes, total };
}

/** The first code after every code that starts with `konto` (digits only): 241 → 242, 249 → 25, 99 → none. */
export function nextPrefix(konto: string): string | null {
  const stem = konto.replace(/9+$/, '');
  return stem ? `${stem.slice(0, -1)}${Number(stem.at(-1)) + 1}` : null;
}

/**
 * An account and the analytics under it, as a code range the card index serves: digit strings
 * order alike in every collation, so no punctuation bound is needed.
 */
function accountScope(konto: string) {
  const next = nextPrefix(konto);
  return next === null ? sql`l.konto >= ${konto}` : sql`l.konto >= ${konto} and l.konto < ${next}`;
}

const lineColumns = sql`l.id::int as id, l.datum::text as datum, j.broj, l.konto, l.kom_id as "komId", coalesce(k.int_naziv, '') as "komNaziv",
  l.v_doc as "vDoc", l.doc_id as "docId", l.doc_oznaka as "docOznaka", l.opis, l.duguje::bigint as duguje, l.potrazuje::bigint as potrazuje`;

type LineDbRow = Omit<AccountCardRow, 'duguje' | 'potrazuje' | 'saldo'> & { duguje: string; potrazuje: string };

/**
 * Account card (kartica konta): the account's lines (with its analytics; of one client when
 * named) in the range, in date and posting order, each with the running balance from the opening
 * balance before the range.
 */
export async function accountCard(tx: Reader, companyId: number, q: AccountCardQuery) {
  const client = q.komId ? sql` and l.kom_id = ${q.komId}` : sql``;
  const scope = sql`l.company_id = ${companyId} and l.period_id = ${q.periodId} and ${accountScope(q.konto)}${client}`;
  const [totals] = await selectRows<{ psD: string; psP: string; d: string; p: string; n: number }>(
    tx,
    sql`select coalesce(sum(case when l.datum < ${q.dateFrom} then l.duguje end), 0) as "psD",
               coalesce(sum(case when l.datum < ${q.dateFrom} then l.potrazuje end), 0) as "psP",
               coalesce(sum(case when l.datum >= ${q.dateFrom} then l.duguje end), 0) as d,
               coalesce(sum(case when l.datum >= ${q.dateFrom} then l.potrazuje end), 0) as p,
               count(*) filter (where l.datum >= ${q.dateFrom})::int as n
        from gl_journal_line l where ${scope} and l.datum <= ${q.dateTo}`,
  );
  const opening = { duguje: Number(totals!.psD), potrazuje: Number(totals!.psP) };
  const rows = await selectRows<LineDbRow & { saldo: string }>(
    tx,
    sql`select * from (
          select ${lineColumns}, ${opening.duguje - opening.potrazuje}::bigint + sum(l.duguje - l.potrazuje) over (order by l.datum, l.id) as saldo
          from gl_journal_line l join gl_journal j on j.id = l.journal_id left join kom_main k on k.company_id = l.company_id and k.id = l.kom_id
          where ${scope} and l.datum between ${q.dateFrom} and ${q.dateTo}) c
        order by c.datum, c.id limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
  );
  return {
    data: rows.map((r) => ({ ...r, duguje: Number(r.duguje), potrazuje: Number(r.potrazuje), saldo: Number(r.saldo) })),
    pagination: pageInfo(q, totals!.n, totals!.n),
    opening,
    total: { duguje: Number(totals!.d), potrazuje: Number(totals!.p) },
  };
}

/** Journal (dnevnik): the lines of the range's entries by date, entry number and line; totals from the kept day sums. */
export async function journal(tx: Reader, companyId: number, q: JournalQuery) {
  const scope = sql`l.company_id = ${companyId} and l.period_id = ${q.periodId} and l.datum between ${q.dateFrom} and ${q.dateTo}`;
  const [totals] = await selectRows<{ d: string; p: string }>(
    tx,
    sql`select coalesce(sum(duguje), 0) as d, coalesce(sum(potrazuje), 0) as p from gl_balance_day
        where company_id = ${companyId} and period_id = ${q.periodId} and datum between ${q.dateFrom} and ${q.dateTo}`,
  );
  const [count] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from gl_journal_line l where ${scope}`);
  const rows = await selectRows<LineDbRow>(
    tx,
    sql`select ${lineColumns} from gl_journal_line l join gl_journal j on j.id = l.journal_id left join kom_main k on k.company_id = l.company_id and k.id = l.kom_id
        where ${scope} order by l.datum, j.broj, l.rb limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
  );
  return {
    data: rows.map((r) => ({ ...r, duguje: Number(r.duguje), potrazuje: Number(r.potrazuje) })),
    pagination: pageInfo(q, count!.n, count!.n),
    total: { duguje: Number(totals!.d), potrazuje: Number(totals!.p) },
  };
}
