/**
 * The agency's desk on PostgreSQL (docs/decisions.md#the-desk): COMPANIES companies (default 300), each with
 * a year (2026) of what the desk's figures come from — the VAT books' day sums (every day, two
 * rates), CLIENT_ITEMS open items, ACCOUNT_ROWS current-account rows, SEF_ROWS outbox rows, a
 * tenth as many purchase invoices, and a few drafts — and a user who is a member of all of them.
 * Prints the time to keep one company's figures (what a lock adds), the desk through the app
 * (`GET /v1/agency/overview`, median of RUNS, target ≤ 300 ms) and the bare-SQL floor: the same
 * read of the kept rows (memberships → companies → agency_company_figures) straight on the
 * driver, and their ratio.
 * Run: npm run bench:agency (BENCH_DATABASE_URL names the server, see bench-db.ts).
 */
import { sql } from 'drizzle-orm';
import { belgradeToday } from '@knjige/domain';
import { selectRows } from '../src/platform/db/client';
import { keepAgencyFigures } from '../src/integrations/agency/agency-figures.repo';
import { median, withBenchApp } from './bench-db';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const COMPANIES = num('COMPANIES', 300);
const CLIENT_ITEMS = num('CLIENT_ITEMS', 2_000);
const ACCOUNT_ROWS = num('ACCOUNT_ROWS', 1_000);
const SEF_ROWS = num('SEF_ROWS', 500);
const RUNS = num('RUNS', 15);

await withBenchApp(async ({ database, app, headers, companyId }) => {
  const db = database.db;
  const [me] = await selectRows<{ user_id: number }>(db, sql`select user_id from refresh_tokens order by id desc limit 1`);
  const userId = Number(me!.user_id);
  const [kom] = await selectRows<{ id: number }>(db, sql`select min(id) as id from kom_main where company_id = ${companyId}`);
  const komId = Number(kom!.id);
  const today = belgradeToday();
  const started = Date.now();
  const ids: number[] = [companyId];
  for (let i = 1; i < COMPANIES; i++) {
    const [c] = await selectRows<{ id: number }>(db, sql`insert into companies (naziv, pib, maticni_broj) values (${`Klijent ${i} d.o.o.`}, ${String(200000000 + i)}, '20000000') returning id`);
    ids.push(Number(c!.id));
    await db.execute(sql`insert into memberships (user_id, company_id, role) values (${userId}, ${c!.id}, 'user')`);
  }
  for (const id of ids) {
    await db.execute(sql`insert into periods (company_id, title, start_date, end_date) values (${id}, '2026', '2026-01-01', '2026-12-31') on conflict do nothing`);
    const [p] = await selectRows<{ id: number }>(db, sql`select id from periods where company_id = ${id} and title = '2026'`);
    const P = Number(p!.id);
    await db.execute(sql`insert into tekuci_racuni (company_id, naziv, banka, tracun) select ${id}, 'Račun', 'Banka', '160000000001234595' where not exists (select 1 from tekuci_racuni where company_id = ${id})`);
    const [acc] = await selectRows<{ id: number }>(db, sql`select min(id) as id from tekuci_racuni where company_id = ${id}`);
    await db.execute(sql`insert into vat_book_day (company_id, period_id, book, datum, stopa, deductible, osnovica, pdv_iznos, popdv)
      select ${id}, ${P}, b, d::date, s, true, 100000 + (extract(doy from d)::int * 37) % 90000, (100000 + (extract(doy from d)::int * 37) % 90000) * s / 100, case b when 'kir' then '3.2' else '8a.2' end
        from generate_series('2026-01-01'::date, '2026-12-31'::date, '1 day') d, (values ('kir'), ('kur')) bb(b), (values (20), (10)) ss(s)
      on conflict do nothing`);
    await db.execute(sql`with l as (
        insert into client_ledger (company_id, period_id, kom_id, datum, due_date, v_doc, doc_id, kind, side, duguje, potrazuje)
        select ${id}, ${P}, ${komId}, '2026-01-01'::date + (g % 365), '2026-01-16'::date + (g % 365), 'prod', g, 'post', 'invoice', 10000 + g, 0 from generate_series(1, ${CLIENT_ITEMS}) g returning id, datum, doc_id)
      insert into client_item (ledger_id, company_id, period_id, kom_id, v_doc, doc_id, role, dir, datum, due_date, iznos, ostatak)
      select l.id, ${id}, ${P}, ${komId}, 'prod', l.doc_id, 'item', 'receivable', l.datum, l.datum + 15, 10000 + l.doc_id, case when l.doc_id % 3 = 0 then 10000 + l.doc_id else 0 end from l`);
    await db.execute(sql`insert into account_ledger (company_id, period_id, trn_id, datum, v_doc, doc_id, kind, order_kind, uplata, isplata)
      select ${id}, ${P}, ${acc!.id}, '2026-01-01'::date + (g % 365), 'trn', g, 'post', 'uplata', 50000, g % 2 * 20000 from generate_series(1, ${ACCOUNT_ROWS}) g`);
    await db.execute(sql`insert into doc_trn (company_id, period_id, v_sub_doc, rbroj, oznaka, datum, status, trn_id)
      select ${id}, ${P}, 'izvod', g, 'IZV-' || g, '2026-01-01'::date + g, 'locked', ${acc!.id} from generate_series(1, 250) g`);
    await db.execute(sql`insert into sef_outbox (company_id, v_doc, doc_id, request_id, state)
      select ${id}, 'prod', g, gen_random_uuid(), case when g % 100 = 0 then 'failed' when g % 50 = 0 then 'queued' else 'sent' end from generate_series(1, ${SEF_ROWS}) g`);
    await db.execute(sql`insert into sef_purchase_invoice (company_id, sef_purchase_id, number, supplier_pib, base, vat, total, sef_status, sent_date, ubl)
      select ${id}, g, 'F-' || g, '105000007', 100000, 20000, 120000, case when g % 10 = 0 then 'New' else 'Approved' end, '2026-01-01'::date + (g % 330), '<Invoice/>' from generate_series(1, ${Math.max(1, Math.round(SEF_ROWS / 10))}) g`);
    await db.execute(sql`insert into doc_draft (company_id, v_doc, doc_id, datum, created_at)
      select ${id}, 'zrn', 1000000 + g, ${today}::date - g, now() - (g || ' days')::interval from generate_series(1, 5) g on conflict do nothing`);
  }
  await db.execute(sql`analyze`);
  console.log(`seeded ${COMPANIES} companies in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  // keeping one company's figures: what a lock, a storno or an SEF answer adds to its transaction
  const keep: number[] = [];
  for (const id of ids) {
    const t0 = performance.now();
    await db.transaction((tx) => keepAgencyFigures(tx, id, today));
    keep.push(performance.now() - t0);
  }
  console.log(`keep one company's figures: median ${median(keep).toFixed(1)} ms (${COMPANIES} companies)`);

  const url = '/v1/agency/overview';
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(first.body);
  const rows = (first.json() as { data: unknown[] }).data.length;
  const desk: number[] = [];
  const floor: number[] = [];
  const bare = sql`select c.id, c.naziv, c.pib, m.role, f.* from memberships m join companies c on c.id = m.company_id
                    join agency_company_figures f on f.company_id = m.company_id where m.user_id = ${userId} and m.is_active and not m.is_pending`;
  for (let i = 0; i < RUNS; i++) {
    let t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    desk.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(res.body);
    t0 = performance.now();
    await selectRows(db, bare);
    floor.push(performance.now() - t0);
  }
  const d = median(desk);
  const f = median(floor);
  console.log(`desk ${rows} companies: median ${d.toFixed(1)} ms (target ≤ 300 ms) ${d <= 300 ? 'OK' : 'OVER'}`);
  console.log(`bare-SQL floor (the kept rows of the user's companies): median ${f.toFixed(1)} ms; ratio ${(d / f).toFixed(1)}`);
});
