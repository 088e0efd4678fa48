import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../platform/db/client';
import { expect, it } from 'vitest';
import { pppdvFields } from '@knjige/domain';
import type { PreparedReturn } from '@knjige/contract';
import { authHeader } from '../../test/harness';
import { useSefTestApp } from '../../test/sef-test-app';
import { documents } from '../../test/documents';
import { bookExpense, clock2027, deliverFromZora, inboxOf, period2027 } from '../../test/vat-2027';
import { clientClassSql } from '../ledgers/client-total.repo';

const { t, sim } = useSefTestApp();

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => ((s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]! };
}

const rows = <T>(query: SQL) => selectRows<T>(t.database.db, query);

/** The invariants of docs/domain.md#invariants, checked against the database and the report. */
async function checkInvariants(headers: Record<string, string>, step: string, dateTo = '2024-12-31') {
  const mismatch = await rows<Record<string, unknown>>(sql`
    with l as (
      select mag_id, art_id, sum(kolicina) kol, sum(nab_vrednost) nab, sum(prod_vrednost) prod,
        sum(case when direction = 'in' then kolicina else 0 end) ulaz,
        -sum(case when direction = 'out' then kolicina else 0 end) izlaz
      from stock_ledger group by mag_id, art_id)
    select coalesce(b.mag_id, l.mag_id) mag, coalesce(b.art_id, l.art_id) art, b.stanje, l.kol, b.nab_vrednost, l.nab, b.prod_vrednost, l.prod, b.ulaz bu, l.ulaz lu, b.izlaz bi, l.izlaz li
    from stock_balance b full join l on l.mag_id = b.mag_id and l.art_id = b.art_id
    where coalesce(b.stanje, 0) <> coalesce(l.kol, 0) or coalesce(b.nab_vrednost, 0) <> coalesce(l.nab, 0)
       or coalesce(b.prod_vrednost, 0) <> coalesce(l.prod, 0) or coalesce(b.ulaz, 0) <> coalesce(l.ulaz, 0) or coalesce(b.izlaz, 0) <> coalesce(l.izlaz, 0)`);
  expect(mismatch, `${step}: balance equals the ledger`).toEqual([]);

  const kept = await rows<Record<string, unknown>>(sql`
    with b as (
      select company_id, period_id, mag_id, sign(stanje)::smallint sign, count(*) n, sum(stanje) stanje, sum(nab_vrednost) nab,
        sum(prod_vrednost) prod, sum(round(stanje::numeric * zn_cena / 1000)) zn
      from stock_balance group by 1, 2, 3, 4)
    select * from b full join stock_total k using (company_id, period_id, mag_id, sign)
    where coalesce(b.n, 0) <> coalesce(k.balances, 0) or coalesce(b.stanje, 0) <> coalesce(k.stanje, 0) or coalesce(b.nab, 0) <> coalesce(k.nab_vrednost, 0)
       or coalesce(b.prod, 0) <> coalesce(k.prod_vrednost, 0) or coalesce(b.zn, 0) <> coalesce(k.zn_vrednost, 0)`);
  expect(kept, `${step}: the kept stock totals equal the balances' sums`).toEqual([]);

  const keptClients = await rows<Record<string, unknown>>(sql`
    with b as (
      select company_id, period_id, ${sql.raw(clientClassSql(''))} as class, count(*) n, sum(duguje) duguje, sum(uplata) uplata,
        sum(potrazuje) potrazuje, sum(isplata) isplata
      from client_balance group by 1, 2, 3)
    select * from b full join client_total k using (company_id, period_id, class)
    where coalesce(b.n, 0) <> coalesce(k.balances, 0) or coalesce(b.duguje, 0) <> coalesce(k.duguje, 0) or coalesce(b.uplata, 0) <> coalesce(k.uplata, 0)
       or coalesce(b.potrazuje, 0) <> coalesce(k.potrazuje, 0) or coalesce(b.isplata, 0) <> coalesce(k.isplata, 0)`);
  expect(keptClients, `${step}: the kept client totals equal the balances' sums`).toEqual([]);

  const lines = await rows<Record<string, unknown>>(sql`
    with locked as (
      select h.mag_id, i.art_id, i.kolicina from doc_psr h join doc_psr_items i on i.doc_id = h.id where h.status = 'locked'
      union all select h.mag_id, i.art_id, i.kolicina from doc_ur h join doc_ur_items i on i.doc_id = h.id where h.status = 'locked'
      union all select h.mag_out_id, i.art_id, -i.kolicina from doc_int h join doc_int_items i on i.doc_id = h.id where h.status = 'locked'
      union all select h.mag_in_id, i.art_id, i.kolicina from doc_int h join doc_int_items i on i.doc_id = h.id where h.status = 'locked'),
    expected as (select mag_id, art_id, sum(kolicina) kol from locked group by mag_id, art_id),
    ledger as (select mag_id, art_id, sum(kolicina) kol from stock_ledger group by mag_id, art_id)
    select * from expected e full join ledger l on l.mag_id = e.mag_id and l.art_id = e.art_id
    where coalesce(e.kol, 0) <> coalesce(l.kol, 0)`);
  expect(lines, `${step}: ledger quantities equal the locked lines`).toEqual([]);

  const negative = await rows(sql`select mag_id, art_id, stanje from stock_balance where stanje < 0`);
  expect(negative, `${step}: no negative stock`).toEqual([]);

  const reversed = await rows(sql`
    select v_doc, doc_id from stock_ledger
    where (v_doc, doc_id) in (select distinct v_doc, doc_id from stock_ledger where kind = 'storno')
      and (kind = 'storno' or not reversal) -- the re-costing a reversal causes is not the document's
    group by v_doc, doc_id having sum(kolicina) <> 0 or sum(nab_vrednost) <> 0 or sum(prod_vrednost) <> 0`);
  expect(reversed, `${step}: a storno'd document's postings sum to zero`).toEqual([]);

  const [totals] = await rows<{ nab: string | null; prod: string | null }>(sql`select sum(nab_vrednost) nab, sum(prod_vrednost) prod from stock_ledger`);
  for (const [priceType, expected] of [['pnCena', Number(totals!.nab ?? 0)], ['kepuCena', Number(totals!.prod ?? 0)]] as const) {
    const report = await t.app.inject({ method: 'GET', url: `/v1/rpt-mag/sum?periodId=2&priceType=${priceType}`, headers });
    expect(report.json().data.vrednost, `${step}: report by ${priceType} equals the ledger`).toBe(expected);
  }
  await checkBooks(headers, step, dateTo);
  await checkGeneralLedger(headers, step, dateTo);
}

/** The general ledger equals the stock, client and VAT sub-ledgers: at the period's end (kept balances) and at the step's date. */
async function checkGeneralLedger(headers: Record<string, string>, step: string, dateTo: string) {
  for (const query of ['', `&datum=${dateTo}`]) {
    const res = await t.app.inject({ method: 'GET', url: `/v1/audit/gl-verify?periodId=2${query}`, headers });
    expect(res.json().data.checks, `${step}: the general ledger equals the sub-ledgers${query}`).toEqual([]);
  }
}

/**
 * The books: each warehouse's trade book balance at a date equals its stock at sale value on that
 * date; the VAT return's row 9 equals the deductible KUR total and KUR equals the VAT postings of
 * the range (a reversed invoice adds zero, the storno check above covers its rows).
 */
async function checkBooks(headers: Record<string, string>, step: string, dateTo: string) {
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json().data;
  const range = `periodId=2&dateFrom=2024-01-01&dateTo=${dateTo}`;
  const stock = await rows<{ mag_id: number; prod: string }>(sql`
    select m.id mag_id, coalesce((select sum(prod_vrednost) from stock_ledger l where l.mag_id = m.id and l.datum <= ${dateTo}), 0) prod
    from mag_main m where m.company_id = 1`);
  for (const s of stock) {
    const kepu = await get(`/v1/rpt-fin/kepu-vp-total?${range}&magId=${s.mag_id}`);
    expect(kepu.saldo, `${step}: trade book of ${s.mag_id} at ${dateTo} equals its stock at sale value`).toBe(Number(s.prod));
  }
  const [vat] = await rows<{ osn: string | null; pdv: string | null; ded: string | null }>(
    sql`select sum(osnovica) osn, sum(pdv_iznos) pdv, sum(case when deductible then pdv_iznos else 0 end) ded from vat_book where book = 'kur' and datum <= ${dateTo}`,
  );
  const days = await rows(sql`
    with v as (select company_id, period_id, book, datum, stopa, deductible, avans, sum(osnovica) osn, sum(pdv_iznos) pdv from vat_book group by 1, 2, 3, 4, 5, 6, 7)
    select * from v full join vat_book_day d using (company_id, period_id, book, datum, stopa, deductible, avans)
    where coalesce(v.osn, 0) <> coalesce(d.osnovica, 0) or coalesce(v.pdv, 0) <> coalesce(d.pdv_iznos, 0)`);
  expect(days, `${step}: the VAT day sums equal the VAT book`).toEqual([]);
  const lines = await rows(sql`select v.id from vat_book v left join vat_book h on h.id = v.line_id where h.line_head is not true or h.v_doc <> v.v_doc or h.datum <> v.datum`);
  expect(lines, `${step}: every VAT row belongs to a line of its family and day`).toEqual([]);
  const counts = await rows(sql`
    with h as (select company_id, period_id, book, datum, count(*) n from vat_book where line_head group by 1, 2, 3, 4)
    select * from h full join vat_book_lines c using (company_id, period_id, book, datum) where coalesce(h.n, 0) <> coalesce(c.lines, 0)`);
  expect(counts, `${step}: the line counts per day equal the lines`).toEqual([]);
  const kur = await get(`/v1/rpt-fin/kur-total?${range}`);
  expect([kur.total.osnovica, kur.total.pdvIznos], `${step}: KUR equals the VAT postings`).toEqual([Number(vat!.osn ?? 0), Number(vat!.pdv ?? 0)]);
  const pdv = await get(`/v1/rpt-fin/pdv-total?${range}`);
  expect(pdv.pdv9, `${step}: VAT return row 9 equals deductible KUR`).toBe(Number(vat!.ded ?? 0));
}

it('keeps the ledger, the balances and the report consistent over 500 random operations', async () => {
  const headers = await authHeader(t.database, 'admin@demo.rs');
  const d = documents(t, () => headers);
  const r = rng(20_240_101);
  const mags = (await d.call('GET', '/v1/mag-main')).json().data;
  const VP = mags.find((m: { vPromet: string }) => m.vPromet === 'vp').id as number;
  const MP = mags.find((m: { vPromet: string }) => m.vPromet === 'mp').id as number;
  const articles = ((await d.call('GET', '/v1/art-main?vArtikl=roba&perPage=3')).json().data as { id: number }[]).map((a) => a.id);
  const supplier = (await d.call('GET', '/v1/kom-main?search=Sever')).json().data[0].id as number;
  const numbers: Record<string, number> = {};
  const drafts: { res: string; id: number }[] = [];
  const locked: { res: string; id: number }[] = [];
  const day = () => `2024-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const next = (key: string) => (numbers[key] = (numbers[key] ?? 0) + 1);
  const outcomes: Record<string, number> = {};
  const count = (key: string) => (outcomes[key] = (outcomes[key] ?? 0) + 1);

  const newDocument = async () => {
    const kind = r.pick(['psr', 'ur', 'ur', 'int', 'int', 'niv']);
    const datum = day();
    const magId = r.pick([VP, MP]);
    const vSubDoc = magId === VP ? 'vp' : 'mp';
    let id: number;
    if (kind === 'psr') id = await d.create('doc-psr', { vSubDoc, rbroj: next(`psr${vSubDoc}`), datum, magId });
    else if (kind === 'ur') id = await d.create('doc-ur', { vSubDoc, rbroj: next(`ur${vSubDoc}`), datum, magId, komId: supplier, dokBroj: 'F', dokDatum: datum, dokDpo: datum });
    else if (kind === 'int') id = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: next('int'), datum, magOutId: VP, magInId: MP });
    else id = await d.create('doc-niv', { vSubDoc, rbroj: next(`niv${vSubDoc}`), datum, magId });
    const res = `doc-${kind}`;
    for (const artId of articles.filter(() => r.next() < 0.6).concat(r.pick(articles))) {
      const kolicina = r.int(1, 40) * 500;
      const price = r.int(50, 200) * 100;
      const body =
        kind === 'psr' ? { artId, kolicina, nabCena: price, prodCena: price + 2000 }
        : kind === 'ur' ? { artId, kolicina, fakCena: price, rabat1: r.pick([0, 5000, 10_000]), prodCena: price + 3000 }
        : kind === 'int' ? { artId, kolicina, outCena: price, inCena: price + 4000 }
        : { artId, kolicina, cenaPre: price, cenaPosle: price + r.int(-20, 20) * 100 + 100 };
      await d.item(res, id, body);
    }
    drafts.push({ res, id });
    count(`create ${kind}`);
  };

  for (let step = 1; step <= 500; step++) {
    const op = r.next();
    if (op < 0.35 || drafts.length === 0) {
      await newDocument();
    } else if (op < 0.75) {
      const doc = drafts.splice(r.int(0, drafts.length - 1), 1)[0]!;
      const res = await d.call('POST', `/v1/${doc.res}/${doc.id}/lock`);
      expect([204, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 204) locked.push(doc);
      else drafts.push(doc);
      count(`lock ${res.statusCode}`);
    } else if (op < 0.85 && locked.length) {
      const index = r.int(0, locked.length - 1);
      const doc = locked[index]!;
      const res = await d.call('POST', `/v1/${doc.res}/${doc.id}/storno`);
      expect([204, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 204) locked.splice(index, 1);
      count(`storno ${res.statusCode}`);
    } else {
      const doc = r.pick(drafts);
      const items = (await d.call('GET', `/v1/${doc.res}/${doc.id}/items`)).json().data;
      const item = r.pick(items as Record<string, number>[]);
      const { id: itemId, docId: _d, companyId: _c, artikl: _a, ...fields } = item;
      const inputs: Record<string, string[]> = {
        'doc-psr': ['nabCena', 'prodCena'],
        'doc-ur': ['fakCena', 'rabat1', 'prodCena'],
        'doc-int': ['outCena', 'inCena'],
        'doc-niv': ['cenaPre', 'cenaPosle'],
      };
      const editable = Object.fromEntries(Object.entries(fields).filter(([k]) => ['artId', ...inputs[doc.res]!].includes(k)));
      const res = await d.call('PUT', `/v1/${doc.res}/${doc.id}/items/${itemId}`, { ...editable, kolicina: r.int(1, 40) * 500 });
      expect(res.statusCode, res.body).toBe(204);
      count('edit');
    }
    await checkInvariants(headers, `step ${step}`, day());
  }
  // The walk covered what it was meant to: locks, refusals for negative stock, reversals and edits.
  expect(outcomes['lock 204']).toBeGreaterThan(50);
  expect(outcomes['lock 409']).toBeGreaterThan(0);
  expect(outcomes['storno 204']).toBeGreaterThan(5);
  expect(outcomes.edit).toBeGreaterThan(10);
  const recosts = await rows<{ n: string }>(sql`select count(*) n from stock_ledger where kind = 'recost'`);
  expect(Number(recosts[0]!.n), 'backdated receipts re-costed later issues').toBeGreaterThan(0);
}, 600_000);

/**
 * The prepared return on a random 2027 month (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return): sales e-invoices approved, rejected, cancelled or never sent, retail,
 * reverse charge, purchases accepted in time, late, never or rejected, booked or not, the VAT
 * records sent or not. For each month: every field's causes sum to its difference, and SEF's
 * return (the simulator's own computation) equals the product's from what it synchronised.
 */
it('explains every difference of the prepared return and agrees with the simulator on random months', async () => {
  let headers: Record<string, string> = {};
  const d = documents(t, () => headers);
  const clock = clock2027(t, (h) => (headers = h));
  const r = rng(20_270_101);
  const KEY = 'd1e2f3a4-3333-4444-8555-a66677778888';
  try {
    await clock.at('2027-01-02T09:00:00Z');
    const P = await period2027(d);
    expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
    const vat20 = await d.vatRate(2000);
    const vat10 = await d.vatRate(1000);
    const trosakId = await d.costItem('Usluge', 'Slučajne');
    const kom = async (body: Record<string, unknown>) => {
      const res = await d.call('POST', '/v1/kom-main', { postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isKupac: true, isDobavljac: true, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const buyer = await kom({ vKom: 'firma', sifra: 'R-KUPAC', intNaziv: 'Kupac', naziv: 'Kupac', maticniBroj: '20500018', isPdvObveznik: true, pib: '100000016' });
    const builder = await kom({ vKom: 'firma', sifra: 'R-GRAD', intNaziv: 'Graditelj', naziv: 'Graditelj', maticniBroj: '20500026', isPdvObveznik: true, pib: '100000032' });
    const person = await kom({ vKom: 'kupac', sifra: 'R-FIZ', intNaziv: 'Fizičko', naziv: 'Fizičko lice' });
    const day = (month: 1 | 2) => `2027-0${month}-${String(r.int(2, 20)).padStart(2, '0')}`;
    let rbroj = 0;
    let zrn = 100;
    const sales: { number: string; fate: 'Approved' | 'Rejected' | 'Cancelled' | 'Sent' }[] = [];
    const unsent: { datum: string; amount: number; pdvId: number }[] = [];
    const purchases: { sefId: number; fate: 'in-time' | 'late' | 'never' | 'rejected'; booked: boolean }[] = [];
    for (let i = 0; i < 14; i++) {
      const month = r.pick([1, 1, 2] as const);
      const kind = r.pick(['sale', 'sale', 'retail', 'purchase', 'purchase', 'reverse'] as const);
      const amount = r.int(10, 900) * 100_00 + r.int(0, 99);
      const pdvId = r.pick([vat20, vat20, vat10]);
      if (kind === 'sale' && r.next() < 0.2) unsent.push({ datum: day(month), amount, pdvId });
      else if (kind === 'sale' || kind === 'retail') {
        const id = await d.create('doc-fak', { periodId: P, vSubDoc: 'fak-usl', rbroj: ++rbroj, datum: day(month), komId: kind === 'sale' ? buyer : person, datumDospeca: '2027-03-31' });
        await d.item('doc-fak', id, { opis: 'Usluga', pdvId, iznos: amount });
        await d.lock('doc-fak', id);
        if (kind === 'sale') sales.push({ number: (await d.read('doc-fak', id)).oznaka as string, fate: r.pick(['Approved', 'Approved', 'Rejected', 'Cancelled', 'Sent'] as const) });
      } else if (kind === 'reverse') {
        const id = await d.create('doc-zrn', { periodId: P, vSubDoc: 'zrn', rbroj: ++zrn, datum: day(month), komId: builder, dokBroj: `GR-${zrn}`, trosakId, interniObracun: 'domestic' });
        await d.item('doc-zrn', id, { pdvId, iznos: amount });
        await d.lock('doc-zrn', id);
      } else {
        const issueDate = day(1);
        const sefId = deliverFromZora(sim, KEY, { number: `Z-R${i}`, issueDate, dueDate: '2027-03-31', net: amount, rate: pdvId === vat10 ? 10 : 20 });
        purchases.push({ sefId, fate: r.pick(['in-time', 'in-time', 'late', 'never', 'rejected'] as const), booked: r.next() < 0.8 });
      }
    }
    // the synchronisation sends the sales; the buyer's answers and SEF's cancellations come on a day before the next one
    await clock.at('2027-01-21T08:00:00Z');
    expect((await d.call('POST', '/v1/sef/sync')).statusCode).toBe(200);
    for (const s of sales) {
      const onSef = [...sim.state.sales.values()].find((x) => x.facts.number === s.number)!;
      if (s.fate !== 'Sent') sim.state.setSalesStatus(onSef, s.fate, s.fate === 'Rejected' ? 'Ne' : null);
    }
    for (const p of purchases) {
      const inbox = await inboxOf(d, p.sefId);
      if (p.booked) await bookExpense(d, inbox, P, trosakId);
      if (p.fate === 'in-time') expect((await d.call('POST', `/v1/sef/purchase-invoices/${inbox}/accept`, { comment: '' })).statusCode).toBe(200);
      if (p.fate === 'rejected') expect((await d.call('POST', `/v1/sef/purchase-invoices/${inbox}/reject`, { comment: 'Ne' })).statusCode).toBe(200);
    }
    await clock.at('2027-01-22T08:00:00Z');
    expect((await d.call('POST', '/v1/sef/sync')).statusCode).toBe(200);
    await clock.at('2027-02-12T10:00:00Z');
    for (const p of purchases.filter((x) => x.fate === 'late')) expect((await d.call('POST', `/v1/sef/purchase-invoices/${await inboxOf(d, p.sefId)}/accept`, { comment: '' })).statusCode).toBe(200);
    if (r.next() < 0.7) expect((await d.call('POST', '/v1/sef/vat-records', { periodId: P, month: 1 })).statusCode).toBe(200);
    // invoices locked after the last synchronisation: booked, not on SEF
    for (const u of unsent) {
      const id = await d.create('doc-fak', { periodId: P, vSubDoc: 'fak-usl', rbroj: ++rbroj, datum: u.datum, komId: buyer, datumDospeca: '2027-03-31' });
      await d.item('doc-fak', id, { opis: 'Usluga', pdvId: u.pdvId, iznos: u.amount });
      await d.lock('doc-fak', id);
    }

    await clock.at('2027-03-02T09:00:00Z');
    for (const month of ['2027-01', '2027-02']) {
      const get = async (source: string) => {
        const res = await d.call('GET', `/v1/vat/prepared-return?periodId=${P}&month=${month}&source=${source}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as PreparedReturn;
      };
      const [sef, computed] = [await get('sef'), await get('computed')];
      expect(sef.source).toBe('sef');
      expect(computed.fields, `${month}: the simulator's return equals the one computed from what was synchronised`).toEqual(sef.fields);
      for (const answer of [sef, computed])
        for (const f of pppdvFields) {
          const sum = answer.causes.filter((c) => c.field === f).reduce((s, c) => s + c.amount, 0);
          expect(sum, `${month} ${answer.source}: the causes of ${f} sum to its difference`).toBe(answer.fields.find((x) => x.field === f)!.difference);
        }
      expect(sef.causes.filter((c) => c.cause === 'unexplained'), `${month}: nothing unexplained`).toEqual([]);
    }
  } finally {
    clock.restore();
  }
}, 300_000);
