import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_PERIOD_VOLUME, MAX_QUANTITY } from '@knjige/contract';
import { selectRows } from '../platform/db/client';
import { refillClientTotals } from './client-total.repo';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

/**
 * The period volume bound (docs/decisions.md#business-bounds): locks at the document bound
 * until the period's volume refuses one (409, nothing written), the reports of that period exact
 * to the para (against BigInt sums of the ledgers), and reports over rows stored before the bound
 * (sums past 2^53) answering 409 `error.report.too-large`, never 500.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let art: number;
const COMPANY = 1;
const PERIOD = 2;
const day = '2024-03-05';

beforeEach(async () => {
  auth = await authHeader(t.database, 'super@demo.rs');
  VP = (await goodsSetup(d)).VP;
  art = await d.article('roba', 'VOL-1', 2000);
});

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query);

/** The period's kept volume and the stock ledger's BigInt sums, read as text (exact whatever their size). */
async function state() {
  const [volume] = await rows<{ stock: string; quantity: string }>(
    sql`select stock::text as stock, quantity::text as quantity from period_volume where company_id = ${COMPANY} and period_id = ${PERIOD}`,
  );
  const [ledger] = await rows<{ n: number; nab: string; kol: string }>(
    sql`select count(*)::int as n, coalesce(sum(nab_vrednost), 0)::text as nab, coalesce(sum(kolicina), 0)::text as kol
        from stock_ledger where company_id = ${COMPANY} and period_id = ${PERIOD}`,
  );
  const [balance] = await rows<{ nab: string }>(
    sql`select coalesce(sum(nab_vrednost), 0)::text as nab from stock_balance where company_id = ${COMPANY} and period_id = ${PERIOD}`,
  );
  return { volume: volume ?? { stock: '0', quantity: '0' }, ledger: ledger!, balance: balance! };
}

/** An opening stock of one line at the quantity bound: 10^9 units at 10,000 dinars, 10^15 para of purchase value. */
async function openingAtBound(rbroj: number) {
  const id = await d.create('doc-psr', { vSubDoc: 'vp', rbroj, datum: day, magId: VP });
  await d.item('doc-psr', id, { artId: art, kolicina: MAX_QUANTITY, nabCena: 1_000_000, prodCena: 100 });
  return id;
}

describe('the period volume bound', () => {
  it('locks at the bound until the period is full, then refuses with 409 and writes nothing', async () => {
    const start = await state();
    const locked: number[] = [];
    let refused: { id: number; body: { message: string } } | null = null;
    for (let n = 0; n < 12 && !refused; n++) {
      const id = await openingAtBound(900 + n);
      const res = await d.call('POST', `/v1/doc-psr/${id}/lock`);
      if (res.statusCode === 409) refused = { id, body: res.json() };
      else {
        expect([200, 204], res.body).toContain(res.statusCode);
        locked.push(id);
      }
    }
    // 10^15 + 10^11 of stock volume a document: the seeded period and two of them fit under 3·10^15.
    expect(refused, 'a lock past the period volume is refused').not.toBeNull();
    expect(refused!.body.message).toBe('error.period.volume');
    expect(locked.length).toBe(2);
    const perDocument = 1_000_000_000_000_000n + 100_000_000_000n;
    const after = await state();
    expect(BigInt(after.volume.stock)).toBe(BigInt(start.volume.stock) + 2n * perDocument);
    expect(BigInt(after.volume.stock)).toBeLessThanOrEqual(BigInt(MAX_PERIOD_VOLUME));
    expect(BigInt(after.volume.quantity)).toBe(BigInt(start.volume.quantity) + 2n * BigInt(MAX_QUANTITY));
    expect(after.ledger.n).toBe(start.ledger.n + 2);
    // The refused document: still a draft, no ledger row, balances and volume as before its lock.
    expect((await d.read('doc-psr', refused!.id)).status).toBe('draft');
    const [own] = await rows<{ n: number }>(sql`select count(*)::int as n from stock_ledger where v_doc = 'psr' and doc_id = ${refused!.id}`);
    expect(own!.n).toBe(0);
    const retried = await d.call('POST', `/v1/doc-psr/${refused!.id}/lock`);
    expect(retried.statusCode, retried.body).toBe(409);
    expect(await state()).toEqual(after);

    // The reports of the full period are exact to the para: the stock value against the ledger's BigInt sum.
    const sum = (await d.get(`/v1/rpt-mag/sum?periodId=${PERIOD}&priceType=pnCena`)).data;
    expect(BigInt(sum.vrednost)).toBe(BigInt(after.balance.nab));
    expect(BigInt(sum.vrednost)).toBe(BigInt(after.ledger.nab));
    expect(BigInt(sum.stanje)).toBe(BigInt(after.ledger.kol));
    const row = await d.stock('pnCena', VP, art);
    expect(BigInt(row.vrednost)).toBe(2n * 1_000_000_000_000_000n);
    expect(row.stanje).toBe(2 * MAX_QUANTITY);

    // A storno posts rows too: one that would pass the bound is refused as well, and the document stays locked.
    const stornoPast = await d.call('POST', `/v1/doc-psr/${locked[1]}/storno`);
    expect(stornoPast.statusCode, stornoPast.body).toBe(409);
    expect(stornoPast.json().message).toBe('error.period.volume');
    expect((await d.read('doc-psr', locked[1]!)).status).toBe('locked');
    expect(await state()).toEqual(after);
    // A small document still fits; its storno is counted.
    const small = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 990, datum: day, magId: VP });
    await d.item('doc-psr', small, { artId: art, kolicina: 2_000, nabCena: 150, prodCena: 100 });
    await d.lock('doc-psr', small);
    await d.storno('doc-psr', small);
    const reversed = await state();
    expect(BigInt(reversed.volume.stock)).toBe(BigInt(after.volume.stock) + 2n * (300n + 200n));
    expect(BigInt(reversed.volume.quantity)).toBe(BigInt(after.volume.quantity) + 2n * 2_000n);
  });

  it('counts a lock in its own period only', async () => {
    const volumes = async () =>
      rows<{ period_id: number; stock: string }>(sql`select period_id, stock::text as stock from period_volume where company_id = ${COMPANY} order by period_id`);
    const before = await volumes();
    const id = await openingAtBound(950);
    await d.lock('doc-psr', id);
    const after = await volumes();
    const own = (list: typeof before) => BigInt(list.find((v) => v.period_id === PERIOD)?.stock ?? '0');
    expect(own(after) - own(before)).toBe(1_000_000_000_000_000n + 100_000_000_000n);
    expect(after.filter((v) => v.period_id !== PERIOD)).toEqual(before.filter((v) => v.period_id !== PERIOD));
  });
});

describe('sums over rows stored before the bound', () => {
  /** Rows written straight into the ledgers and their kept sums, as a database from before the bounds may hold them. */
  async function legacyRows(value: bigint, balance = 2n * value) {
    const komId = (await d.call('GET', '/v1/kom-main?search=Sever')).json().data[0].id as number;
    const trnId = (await d.get('/v1/app-config/tekuci-racun')).data.id as number;
    for (const [n, datum] of ['2024-03-06', '2024-03-07'].entries()) {
      await t.database.db.execute(sql`insert into stock_ledger (company_id, period_id, mag_id, art_id, datum, v_doc, doc_id, doc_oznaka, kind, direction, kolicina, nab_vrednost, prod_vrednost)
        values (${COMPANY}, ${PERIOD}, ${VP}, ${art}, ${datum}, 'psr', ${90_000 + n}, 'PSR legacy', 'post', 'in', 1000, ${String(value)}::bigint, ${String(value)}::bigint)`);
      await t.database.db.execute(sql`insert into vat_book (company_id, period_id, book, datum, v_doc, doc_id, doc_oznaka, kom_id, kind, stopa, osnovica, pdv_iznos, line_head)
        values (${COMPANY}, ${PERIOD}, 'kir', ${datum}, 'fak', ${90_000 + n}, 'FAK legacy', ${komId}, 'post', 2000, ${String(value)}::bigint, 0, true)`);
      await t.database.db.execute(sql`insert into vat_book_day (company_id, period_id, book, datum, stopa, deductible, osnovica, pdv_iznos)
        values (${COMPANY}, ${PERIOD}, 'kir', ${datum}, 2000, true, ${String(value)}::bigint, 0)
        on conflict (company_id, period_id, book, datum, stopa, deductible, avans, popdv) do update set osnovica = vat_book_day.osnovica + excluded.osnovica`);
      await t.database.db.execute(sql`insert into account_ledger (company_id, period_id, trn_id, datum, v_doc, doc_id, doc_oznaka, kind, order_kind, uplata)
        values (${COMPANY}, ${PERIOD}, ${trnId}, ${datum}, 'trn', ${90_000 + n}, 'TRN legacy', 'post', 'uplata', ${String(value)}::bigint)`);
      await t.database.db.execute(sql`insert into turnover_daily (company_id, v_promet, datum, count, osnovica, iznos)
        values (${COMPANY}, 'vp', ${datum}, 1, ${String(value)}::bigint, ${String(value)}::bigint)
        on conflict (company_id, v_promet, datum) do update set osnovica = turnover_daily.osnovica + excluded.osnovica, iznos = turnover_daily.iznos + excluded.iznos`);
      await t.database.db.execute(sql`insert into client_ledger (company_id, period_id, kom_id, datum, due_date, v_doc, doc_id, doc_oznaka, kind, side, duguje, potrazuje)
        values (${COMPANY}, ${PERIOD}, ${komId}, ${datum}, ${datum}, 'fak', ${90_000 + n}, 'FAK legacy', 'post', 'invoice', ${String(value)}::bigint, 0)`);
    }
    await t.database.db.execute(sql`update vat_book set line_id = id where doc_id >= 90000`);
    await t.database.db.execute(sql`insert into stock_balance (company_id, period_id, mag_id, art_id, ulaz, stanje, nab_vrednost, prod_vrednost, last_datum)
      values (${COMPANY}, ${PERIOD}, ${VP}, ${art}, 2000, 2000, ${String(balance)}::bigint, ${String(balance)}::bigint, '2024-03-07')`);
    // and the warehouse's kept total, as migration 0019 fills it from the balances
    await t.database.db.execute(sql`insert into stock_total (company_id, period_id, mag_id, sign, balances, stanje, nab_vrednost, prod_vrednost, zn_vrednost)
      values (${COMPANY}, ${PERIOD}, ${VP}, 1, 1, 2000, ${String(balance)}::bigint, ${String(balance)}::bigint, ${String(balance)}::bigint)
      on conflict (company_id, period_id, mag_id, sign) do update set balances = stock_total.balances + 1, stanje = stock_total.stanje + excluded.stanje,
        nab_vrednost = stock_total.nab_vrednost + excluded.nab_vrednost, prod_vrednost = stock_total.prod_vrednost + excluded.prod_vrednost, zn_vrednost = stock_total.zn_vrednost + excluded.zn_vrednost`);
    await t.database.db.execute(sql`insert into client_balance (company_id, period_id, kom_id, duguje)
      values (${COMPANY}, ${PERIOD}, ${komId}, ${String(balance)}::bigint)
      on conflict (company_id, period_id, kom_id) do update set duguje = client_balance.duguje + excluded.duguje`);
    // and the clients' kept totals, as migration 0078 fills them from the balances
    await t.database.db.transaction((tx) => refillClientTotals(tx));
  }

  const reports = [
    `/v1/rpt-mag/sum?periodId=${PERIOD}&priceType=pnCena`,
    `/v1/rpt-mag/stanje-zaliha?periodId=${PERIOD}&priceType=pnCena`,
    `/v1/rpt-fin/kir-total?periodId=${PERIOD}&dateFrom=2024-01-01&dateTo=2024-12-31`,
    `/v1/rpt-fin/kir?periodId=${PERIOD}&dateFrom=2024-03-06&dateTo=2024-03-07`,
    `/v1/rpt-fin/pdv-total?periodId=${PERIOD}&dateFrom=2024-01-01&dateTo=2024-12-31`,
    `/v1/rpt-kom/stanje?periodId=${PERIOD}`,
    `/v1/rpt-trn/stanje?periodId=${PERIOD}`,
    `/v1/rpt-fin/prm-total?periodId=${PERIOD}&vPromet=vp`,
    // realised turnover reads by dates, which may span periods: the same answer
    `/v1/rpt-fin/prm-total?periodId=${PERIOD}&vPromet=vp&dateFrom=2023-01-01&dateTo=2025-12-31`,
  ];

  it('answers 409 error.report.too-large where a sum passes 2^53 (two rows of 5·10^15 para)', async () => {
    await legacyRows(5_000_000_000_000_000n);
    // (a KIR page shows each line alone: 5·10^15 is exact, and it answers)
    for (const url of reports.filter((u) => !u.includes('/kir?'))) {
      const res = await d.call('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(409);
      expect(res.json().message, url).toBe('error.report.too-large');
    }
    // the trade book sums the same rows
    const kepu = await d.call('GET', `/v1/rpt-fin/kepu-vp-total?periodId=${PERIOD}&magId=${VP}&dateFrom=2024-01-01&dateTo=2024-12-31`);
    expect(kepu.statusCode, kepu.body).toBe(409);
  });

  it('answers 409 for a single stored value past 2^53, never 500, and so does an export', async () => {
    await legacyRows(9_007_199_254_740_993n);
    for (const url of reports) {
      const res = await d.call('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(409);
    }
    const columns = [
      { key: 'magNaziv', label: 'Magacin', type: 'text' },
      { key: 'vrednost', label: 'Vrednost', type: 'money', total: 'sum' },
    ];
    const res = await d.call('GET', `/v1/rpt-mag/stanje-zaliha/export?periodId=${PERIOD}&priceType=pnCena&columns=${encodeURIComponent(JSON.stringify(columns))}&totalLabel=Ukupno`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(409);
    expect(res.json().message).toBe('error.report.too-large');
  });

  it('answers 409 for a sum past a bigint (two rows of 2^62 para), never 500', async () => {
    await legacyRows(4_611_686_018_427_387_904n, 1n);
    for (const url of [
      `/v1/rpt-fin/kir-total?periodId=${PERIOD}&dateFrom=2024-01-01&dateTo=2024-12-31`,
      `/v1/rpt-fin/pdv-total?periodId=${PERIOD}&dateFrom=2024-01-01&dateTo=2024-12-31`,
      `/v1/rpt-fin/prm-total?periodId=${PERIOD}&vPromet=vp`,
      `/v1/rpt-trn/stanje?periodId=${PERIOD}`,
    ]) {
      const res = await d.call('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(409);
      expect(res.json().message, url).toBe('error.report.too-large');
    }
  });
});
