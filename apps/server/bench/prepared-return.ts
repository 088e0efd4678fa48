/**
 * The prepared return beside the books on PostgreSQL (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return): January 2027 with 100,000 VAT-book rows and 10,000 SEF
 * invoices. 40,000 retail documents (two rates each) carried by the summary record SEF holds,
 * 8,000 e-invoiced sales documents (one in fifty rejected on SEF), 2,000 purchase invoices
 * received through SEF and booked (one in twenty not accepted, one in fifty accepted after the
 * 10th), and their two VAT rates each. The call computes the prepared return from what the
 * synchronisation keeps (`source=computed`: SEF's own answer is a network call); the floor is the
 * same reading in bare SQL: the month's book rows grouped by document, the e-invoices and the
 * purchase invoices of the month. ROWS overrides the 100,000 (the SEF invoices stay a tenth).
 * Run: npm run bench:prepared-return (BENCH_DATABASE_URL names the server, see bench-db.ts).
 */
import { sql } from 'drizzle-orm';
import type { PreparedReturn } from '@knjige/contract';
import { selectRows } from '../src/platform/db/client';
import { benchSizes, median, withBenchApp } from './bench-db';

const RUNS = Number(process.env.RUNS ?? 15);

await withBenchApp(async ({ database, app, headers, companyId }) => {
  const db = database.db;
  await db.execute(sql`insert into periods (company_id, title, start_date, end_date) values (${companyId}, '2027', '2027-01-01', '2027-12-31') on conflict do nothing`);
  const [period] = await selectRows<{ id: number }>(db, sql`select id from periods where company_id = ${companyId} and title = '2027'`);
  const P = Number(period!.id);
  // a supplier that is a VAT payer (its purchases wait for acceptance) and a private buyer
  await db.execute(sql`update kom_main set is_pdv_obveznik = true, pib = '105000007' where id = (select min(id) from kom_main where company_id = ${companyId})`);
  const url = `/v1/vat/prepared-return?periodId=${P}&month=2027-01&source=computed`;

  for (const rows of benchSizes([100_000])) {
    const retail = Math.round(rows * 0.4);
    const sales = Math.round(rows * 0.08);
    const purchases = Math.round(rows * 0.02);
    await db.execute(sql`truncate vat_book, vat_book_day, vat_book_lines, sef_outbox, sef_purchase_invoice, sef_vat_record`);
    // two rows a document (20 % and 10 %): retail (3.2, no e-invoice), e-invoiced sales (3.2), purchases (8a.2)
    await db.execute(sql`
      with docs as (
        select g, case when g <= ${retail}::int then 'fis' when g <= ${retail + sales}::int then 'fak' else 'zrn' end as v_doc,
               case when g <= ${retail + sales}::int then 'kir' else 'kur' end as book
          from generate_series(1, ${retail + sales + purchases}::int) g)
      insert into vat_book (id, line_id, line_head, company_id, period_id, book, datum, v_doc, doc_id, doc_oznaka, kom_id, dok_broj, kind, stopa, popdv, osnovica, pdv_iznos)
      select d.g * 2 + r.k, d.g * 2, r.k = 0, ${companyId}, ${P}, d.book, date '2027-01-01' + (d.g % 31), d.v_doc, d.g, upper(d.v_doc) || '-' || d.g || '/2027',
             (select min(id) from kom_main where company_id = ${companyId}), 'Z-' || d.g, 'post', r.stopa,
             case when d.book = 'kir' then '3.2' else '8a.2' end, 10000 + d.g % 5000, round((10000 + d.g % 5000) * r.stopa / 10000.0)
        from docs d, (values (0, 2000), (1, 1000)) r(k, stopa)`);
    // the e-invoices as SEF took them: the same figures; one in fifty rejected by the buyer
    await db.execute(sql`
      insert into sef_outbox (company_id, v_doc, doc_id, request_id, state, sef_sales_invoice_id, sef_status, sent_at, sent_figures)
      select ${companyId}, 'fak', g, gen_random_uuid(), 'sent', 100000 + g, case when g % 50 = 0 then 'Rejected' else 'Approved' end, now(),
             jsonb_build_object('number', 'FAK-' || g || '/2027', 'typeCode', '380', 'taxDate', (date '2027-01-01' + (g % 31))::text,
               'subtotals', jsonb_build_array(
                 jsonb_build_object('category', 'S', 'rate', 2000, 'base', 10000 + g % 5000, 'vat', round((10000 + g % 5000) * 0.2)),
                 jsonb_build_object('category', 'S', 'rate', 1000, 'base', 10000 + g % 5000, 'vat', round((10000 + g % 5000) * 0.1))),
               'refDates', '[]'::jsonb, 'periodStart', null, 'advances', '[]'::jsonb, 'prepaid', 0, 'currency', 'RSD', 'vatRsd', null)
        from generate_series(${retail + 1}::int, ${retail + sales}::int) g`);
    // the purchase invoices SEF delivered, booked; accepted by the 10th, one in fifty after it, one in twenty not
    await db.execute(sql`
      insert into sef_purchase_invoice (company_id, sef_purchase_id, number, issue_date, supplier_pib, supplier_name, base, vat, total, sef_status, sent_date, ubl, accepted_on, tax_date, figures, booked_v_doc, booked_doc_id)
      select ${companyId}, 200000 + g, 'Z-' || g, date '2027-01-01' + (g % 31), '105000007', 'Dobavljač', 2 * (10000 + g % 5000), 0, 0,
             case when g % 20 = 0 then 'Seen' else 'Approved' end, date '2027-01-01' + (g % 31), '',
             case when g % 20 = 0 then null when g % 50 = 1 then date '2027-02-12' else date '2027-02-05' end, date '2027-01-01' + (g % 31),
             jsonb_build_object('number', 'Z-' || g, 'typeCode', '380', 'taxDate', (date '2027-01-01' + (g % 31))::text,
               'subtotals', jsonb_build_array(
                 jsonb_build_object('category', 'S', 'rate', 2000, 'base', 10000 + g % 5000, 'vat', round((10000 + g % 5000) * 0.2)),
                 jsonb_build_object('category', 'S', 'rate', 1000, 'base', 10000 + g % 5000, 'vat', round((10000 + g % 5000) * 0.1))),
               'refDates', '[]'::jsonb, 'periodStart', null, 'advances', '[]'::jsonb, 'prepaid', 0, 'currency', 'RSD', 'vatRsd', null),
             'zrn', g
        from generate_series(${retail + sales + 1}::int, ${retail + sales + purchases}::int) g`);
    // the summary record as sent: the retail documents' sums
    await db.execute(sql`
      insert into sef_vat_record (company_id, period_id, year, month, kind, key, calculation_number, sef_id, sef_status, base20, vat20, base10, vat10)
      select ${companyId}, ${P}, 2027, 1, 'group', 'group', 'ZB-2027-01', 5001, 10,
             sum(osnovica) filter (where stopa = 2000), sum(pdv_iznos) filter (where stopa = 2000), sum(osnovica) filter (where stopa = 1000), sum(pdv_iznos) filter (where stopa = 1000)
        from vat_book where v_doc = 'fis'`);
    await db.execute(sql`
      insert into vat_book_day (company_id, period_id, book, datum, stopa, deductible, avans, popdv, osnovica, pdv_iznos)
      select company_id, period_id, book, datum, stopa, deductible, avans, popdv, sum(osnovica), sum(pdv_iznos) from vat_book
      group by company_id, period_id, book, datum, stopa, deductible, avans, popdv`);
    for (const t of ['vat_book', 'vat_book_day', 'sef_outbox', 'sef_purchase_invoice', 'sef_vat_record']) await db.execute(sql.raw(`vacuum analyze ${t}`));

    const times: number[] = [];
    let answer: PreparedReturn | null = null;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      answer = res.json().data as PreparedReturn;
    }
    const floors: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await db.execute(sql`select v_doc, doc_id, book, popdv, stopa, deductible, avans, sum(osnovica), sum(pdv_iznos) from vat_book
        where company_id = ${companyId} and period_id = ${P} and datum between '2027-01-01' and '2027-01-31' group by v_doc, doc_id, book, popdv, stopa, deductible, avans`);
      await db.execute(sql`select v_doc, doc_id, state, sef_status, sent_figures from sef_outbox where company_id = ${companyId} and (sent_figures->>'taxDate') between '2027-01-01' and '2027-01-31'`);
      await db.execute(sql`select id, sef_status, accepted_on, figures, booked_v_doc, booked_doc_id from sef_purchase_invoice where company_id = ${companyId} and tax_date between '2027-01-01' and '2027-01-31'`);
      floors.push(performance.now() - started);
    }
    const took = median(times);
    const floor = median(floors);
    const r = answer!;
    const f = (code: string) => r.fields.find((x) => x.field === code)!;
    console.log(
      `${rows.toLocaleString('en')} VAT-book rows, ${(sales + purchases).toLocaleString('en')} SEF invoices: prepared return ${took.toFixed(1)} ms (target ≤ 300 ms; bare SQL floor ${floor.toFixed(1)} ms, ratio ${(took / floor).toFixed(2)}; medians of ${RUNS})`,
    );
    console.log(`  105 books ${f('105').books / 100} prepared ${f('105').prepared / 100}; 109 books ${f('109').books / 100} prepared ${f('109').prepared / 100}; ${r.causes.length} cause rows`);
  }
});
