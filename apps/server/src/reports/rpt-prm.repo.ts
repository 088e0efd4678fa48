import { sql } from 'drizzle-orm';
import type { PrmQuery, PrmRow } from '@knjige/contract';
import { selectRows, type Reader } from '../platform/db/client';
import { exactNumber } from '../platform/exact-number';
import { offsetOf, pageInfo } from '../platform/paging';
import { findPeriod } from '../master/periods/period';
import { invalid } from '../platform/errors';

/**
 * Realised turnover (prm): the turnover ledger's sold lines with their cost from the stock
 * ledger. A line's cost is its out-row's purchase value as booked (copied at lock) less the
 * re-costing rows that point at that out-row since (a backdated receipt), each with its own
 * negation when the receipt was reversed. Lines of reversed documents are left out of the page;
 * the totals read the daily sums, where a storno took its lines off again.
 */

interface Scope {
  companyId: number;
  vPromet: string;
  dateFrom: string;
  dateTo: string;
}

async function scopeOf(db: Reader, companyId: number, q: PrmQuery): Promise<Scope> {
  const period = await findPeriod(db, companyId, q.periodId);
  const scope = { companyId, vPromet: q.vPromet, dateFrom: q.dateFrom ?? period.startDate, dateTo: q.dateTo ?? period.endDate };
  if (scope.dateTo < scope.dateFrom) throw invalid({ dateTo: 'error.dateTo.before-from' });
  return scope;
}

/** The re-costing of an out-row since it was booked (stock ledger sign: negative = more cost). */
const recostOf = (stockRowId: ReturnType<typeof sql>) => sql`coalesce((
  select sum(r.nab_vrednost + coalesce((select sum(n.nab_vrednost) from stock_ledger n where n.ref_id = r.id and n.kind = 'storno'), 0))
  from stock_ledger r where r.ref_id = ${stockRowId} and r.kind = 'recost'), 0)`;

export async function prmPage(db: Reader, companyId: number, q: PrmQuery) {
  const s = await scopeOf(db, companyId, q);
  const [rows, total] = await Promise.all([
    selectRows<Omit<PrmRow, 'ruc'>>(
      db,
      sql`select t.id, t.datum, t.v_doc as "vDoc", t.doc_id as "docId", t.doc_oznaka as "docOznaka", coalesce(k.int_naziv, '') as "komNaziv",
            t.art_id as "artId", a.int_sifra as "intSifra", a.art_naziv as "artNaziv", t.kolicina, t.osnovica, t.pdv_iznos as "pdvIznos", t.iznos,
            (t.nab_iznos - ${recostOf(sql`t.stock_row_id`)})::bigint as "nabIznos"
          from turnover_ledger t
          join art_main a on a.company_id = t.company_id and a.id = t.art_id
          left join kom_main k on k.company_id = t.company_id and k.id = t.kom_id
          where t.company_id = ${s.companyId} and t.v_promet = ${s.vPromet} and t.datum between ${s.dateFrom} and ${s.dateTo} and t.kind = 'post'
            and not exists (select 1 from turnover_ledger x where x.v_doc = t.v_doc and x.doc_id = t.doc_id and x.company_id = t.company_id and x.kind = 'storno')
          order by t.datum, t.id
          limit ${q.perPage} offset ${offsetOf(q)}`,
    ),
    totalsOf(db, s),
  ]);
  const data = rows.map((r) => ({ ...r, nabIznos: exactNumber(r.nabIznos), ruc: exactNumber(exactNumber(r.osnovica) - exactNumber(r.nabIznos)) }));
  return { data, pagination: pageInfo(q, total.count, total.count) };
}

async function totalsOf(db: Reader, s: Scope) {
  const [sums, recost] = await Promise.all([
    selectRows<{ count: number; osnovica: number; pdvIznos: number; iznos: number; nabIznos: number }>(
      db,
      sql`select coalesce(sum(count), 0)::int as count,
            coalesce(sum(osnovica), 0)::bigint as osnovica, coalesce(sum(pdv_iznos), 0)::bigint as "pdvIznos",
            coalesce(sum(iznos), 0)::bigint as iznos, coalesce(sum(nab_iznos), 0)::bigint as "nabIznos"
          from turnover_daily
          where company_id = ${s.companyId} and v_promet = ${s.vPromet} and datum between ${s.dateFrom} and ${s.dateTo}`,
    ),
    selectRows<{ recost: number }>(
      db,
      sql`select coalesce(sum(r.nab_vrednost + coalesce((select sum(n.nab_vrednost) from stock_ledger n where n.ref_id = r.id and n.kind = 'storno'), 0)), 0)::bigint as recost
          from stock_ledger r
          join turnover_ledger t on t.stock_row_id = r.ref_id and t.company_id = r.company_id and t.kind = 'post' and t.v_promet = ${s.vPromet}
          where r.company_id = ${s.companyId} and r.kind = 'recost' and r.datum between ${s.dateFrom} and ${s.dateTo}`,
    ),
  ]);
  const row = sums[0]!;
  const nabIznos = exactNumber(exactNumber(row.nabIznos) - exactNumber(recost[0]?.recost ?? 0));
  const osnovica = exactNumber(row.osnovica);
  return { count: exactNumber(row.count), osnovica, pdvIznos: exactNumber(row.pdvIznos), iznos: exactNumber(row.iznos), nabIznos, ruc: exactNumber(osnovica - nabIznos) };
}

export async function prmTotals(db: Reader, companyId: number, q: PrmQuery) {
  return totalsOf(db, await scopeOf(db, companyId, q));
}
