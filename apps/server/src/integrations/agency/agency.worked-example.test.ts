import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgencyRow } from '@knjige/contract';
import { useTestApp } from '../../../test/harness';
import { sessionToken } from '../../../test/session';
import { createTokenSigner } from '../../platform/auth/tokens';
import { selectRows } from '../../platform/db/client';

/*
 * A worked example of the desk (docs/decisions.md#the-desk): A with January's return computed (payable 120,000.00),
 * no statement for 6 days, 2 purchase invoices waiting 3 days before the 10th; B with a refused
 * SEF key and 1 invoice failed; C with everything done and filed. Today is 7 February 2027.
 */

const t = useTestApp();
const signer = createTokenSigner('test-secret-test-secret-test-secret', 900);
const TODAY = '2027-02-07';
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

afterEach(() => vi.useRealTimers());

async function as(userId: number, companyId: number, role: 'admin' | 'user' = 'admin') {
  return { authorization: `Bearer ${await sessionToken(t.database.db, signer, { userId, companyId, role })}` };
}
const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};

/** A company with a 2027 period and an account, its id and period. */
async function company(naziv: string, pib: string): Promise<{ id: number; periodId: number }> {
  const [c] = await selectRows<{ id: number }>(t.database.db, sql`insert into companies (naziv, pib, maticni_broj) values (${naziv}, ${pib}, '20000000') returning id`);
  const [p] = await selectRows<{ id: number }>(t.database.db, sql`insert into periods (company_id, title, start_date, end_date) values (${c!.id}, '2027', '2027-01-01', '2027-12-31') returning id`);
  return { id: c!.id, periodId: p!.id };
}

async function setup() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00+01:00`));
  const [admin] = await selectRows<{ id: number }>(t.database.db, sql`select id from users where email = 'admin@demo.rs'`);
  const userId = admin!.id;
  // A is the demo company (its 2027 period added); B and C invited the agency's bookkeeper, who accepted
  const [pA] = await selectRows<{ id: number }>(t.database.db, sql`insert into periods (company_id, title, start_date, end_date) values (1, '2027', '2027-01-01', '2027-12-31') returning id`);
  const A = { id: 1, periodId: pA!.id };
  const B = await company('Beta d.o.o.', '100000002');
  const C = await company('Cvet d.o.o.', '100000003');
  const D = await company('Drugi d.o.o.', '100000004');
  await exec(sql`insert into memberships (user_id, company_id, role) values (${userId}, ${B.id}, 'admin'), (${userId}, ${C.id}, 'user')`);
  // an invitation not yet accepted opens nothing
  await exec(sql`insert into memberships (user_id, company_id, role, is_pending) values (${userId}, ${D.id}, 'user', true)`);

  // A: January's output VAT 120,000.00 on 600,000.00 (the kept day sums the books keep)
  await exec(sql`insert into vat_book_day (company_id, period_id, book, datum, stopa, deductible, osnovica, pdv_iznos, popdv)
                 values (1, ${A.periodId}, 'kir', '2027-01-20', 20, true, 60000000, 12000000, '3.2')`);
  // A: the last statement on 1 February
  const [acc] = await selectRows<{ id: number }>(t.database.db, sql`select id from tekuci_racuni where company_id = 1 limit 1`);
  const [st] = await selectRows<{ id: number }>(
    t.database.db,
    sql`insert into doc_trn (company_id, period_id, v_sub_doc, rbroj, oznaka, datum, status, trn_id) values (1, ${A.periodId}, 'izvod', 7, 'IZV-7/2027', '2027-02-01', 'locked', ${acc!.id}) returning id`,
  );
  // A: two January invoices on SEF waiting for acceptance, one booked credit note and nothing else
  for (const [n, id] of [
    ['Z-1', 501],
    ['Z-2', 502],
  ] as const) {
    await exec(sql`insert into sef_purchase_invoice (company_id, sef_purchase_id, number, issue_date, supplier_pib, supplier_name, base, vat, total, sef_status, sent_date, ubl, tax_date)
                   values (1, ${id}, ${n}, '2027-01-25', '105000007', 'Pekara Zora d.o.o.', 1000000, 200000, 1200000, 'New', '2027-01-26', '<Invoice/>', '2027-01-25')`);
  }
  await exec(sql`insert into sef_settings (company_id, api_key_enc, last_ok_at, last_sync_at) values (1, 'x', '2027-02-07T07:00:00Z', '2027-02-07T07:00:00Z')`);
  // B: SEF refused its key; one invoice failed
  await exec(sql`insert into sef_settings (company_id, api_key_enc, last_error, last_error_at) values (${B.id}, 'x', 'error.sef.unauthorized', '2027-02-06T10:00:00Z')`);
  await exec(sql`insert into sef_outbox (company_id, v_doc, doc_id, request_id, state, error_key) values (${B.id}, 'prod', 1, gen_random_uuid(), 'failed', 'error.sef.unauthorized')`);
  // B's last synchronisation stopped at the refused key (the synchronisation's progress row)
  await exec(sql`insert into sef_sync_progress (company_id, state, started_at, finished_at, sef_key_refused, error)
                 values (${B.id}, 'key-refused', '2027-02-07T06:00:00Z', '2027-02-07T06:00:05Z', true, 'error.sef.unauthorized')`);
  // C: its key works, January's summary record is on SEF, the return is filed (below, through the desk)
  await exec(sql`insert into sef_settings (company_id, api_key_enc, last_ok_at, last_sync_at) values (${C.id}, 'x', '2027-02-07T06:00:00Z', '2027-02-07T06:00:00Z')`);
  await exec(sql`insert into sef_vat_record (company_id, period_id, year, month, kind, key, calculation_number, sef_id, sef_status)
                 values (${C.id}, ${C.periodId}, 2027, 1, 'group', 'group', 'ZB-2027-01-group-v1', 9001, 10)`);
  return { userId, A, B, C, D, statementId: st!.id, accountId: acc!.id };
}

const pick = (rows: AgencyRow[], id: number) => rows.find((r) => r.companyId === id)!;

describe('the agency desk: a worked example', () => {
  it('shows A, B and C as the issue says, sorted by urgency, each figure as the company’s own page', async () => {
    const s = await setup();
    const desk = await as(s.userId, 1);
    const filed = await t.app.inject({ method: 'PUT', url: `/v1/agency/companies/${s.C.id}/vat-filing`, headers: desk, payload: { month: '2027-01', filedOn: '2027-02-05' } });
    expect(filed.statusCode, filed.body).toBe(204);

    const res = await get('/v1/agency/overview', desk);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data as AgencyRow[];
    // only the companies the bookkeeper is an active member of; urgency: A (the 10th), B (the 15th), C (nothing undone)
    expect(rows.map((r) => r.naziv)).toEqual(['Demo Trgovina d.o.o.', 'Beta d.o.o.', 'Cvet d.o.o.']);

    const a = pick(rows, 1);
    expect(a).toMatchObject({
      vatMonth: '2027-01',
      vatState: 'computed',
      vatAmount: 12_000_000,
      vatDueDate: '2027-02-15',
      vatDaysLeft: 8,
      sefKey: 'valid',
      purchaseMonth: '2027-01',
      purchaseWaiting: 2,
      purchaseDueDate: '2027-02-10',
      purchaseDaysLeft: 3,
      inboxNotBooked: 2,
      statementDate: '2027-02-01',
      statementNumber: 'IZV-7/2027',
      daysWithoutStatement: 6,
      urgentDate: '2027-02-10',
    });
    expect(a.links.bank).toBe(`/platni-promet/izvod/${s.statementId}`);
    expect(a.links.vat).toBe('/fin-rpt/pdv?dateFrom=2027-01-01&dateTo=2027-01-31');

    const b = pick(rows, s.B.id);
    expect(b).toMatchObject({ sefKey: 'refused', sefFailed: 1, sefWaiting: 0, vatState: 'not-computed', urgentDate: '2027-02-15', statementDate: null, daysWithoutStatement: null });
    expect(b.links.sefSends).toBe('/izlazni-racuni');
    expect(b.sync).toEqual({ state: 'key-refused', startedAt: '2027-02-07T06:00:00.000Z', finishedAt: '2027-02-07T06:00:05.000Z' });
    expect(pick(rows, 1).sync).toBeNull();

    const c = pick(rows, s.C.id);
    expect(c).toMatchObject({ sefKey: 'valid', vatState: 'filed', vatFiledOn: '2027-02-05', summarySent: true, recordsMissing: 0, sefFailed: 0, purchaseWaiting: 0, urgentDate: null });

    // every figure of A as A's own pages show it, signed in to A
    const inA = await as(s.userId, 1);
    const pdv = (await get(`/v1/rpt-fin/pdv-total?periodId=${s.A.periodId}&dateFrom=2027-01-01&dateTo=2027-01-31`, inA)).body.data;
    expect(a.vatAmount).toBe(pdv.pppdv['110']);
    const settings = (await get('/v1/sef/settings', inA)).body.data;
    expect(a.sefLastSync).toBe(settings.lastSyncAt);
    expect(settings.lastError).toBeNull();
    const toAccept = (await get(`/v1/vat/to-accept?periodId=${s.A.periodId}&month=2027-01`, inA)).body.data;
    expect([a.purchaseWaiting, a.purchaseDaysLeft, a.purchaseDueDate]).toEqual([toAccept.rows.length, toAccept.daysLeft, toAccept.deadline]);
    const inbox = (await get('/v1/sef/purchase-invoices?booked=0', inA)).body;
    expect(a.inboxNotBooked).toBe(inbox.pagination.filteredCount);
    const records = (await get(`/v1/sef/vat-records?periodId=${s.A.periodId}&month=1`, inA)).body.data;
    expect(a.summarySent).toBe(records.records.some((r: { kind: string; sent: unknown }) => r.kind === 'group' && r.sent !== null));
    expect(a.recordsMissing).toBe(records.records.filter((r: { kind: string; action: string }) => r.kind === 'individual' && r.action === 'send').length);
    const statement = (await get(`/v1/doc-trn/${s.statementId}`, inA)).body.data;
    expect([a.statementDate, a.statementNumber]).toEqual([statement.datum, statement.oznaka]);
    const accounts = (await get(`/v1/rpt-trn/stanje?periodId=${s.A.periodId}`, inA)).body.data as { saldo: number }[];
    expect(a.accountBalance).toBe(accounts.reduce((sum, x) => sum + x.saldo, 0));
    const clients = (await get(`/v1/rpt-kom/stanje?periodId=${s.A.periodId}&datum=${TODAY}&perPage=200`, inA)).body.data as { dospelo: number }[];
    expect(a.pastDueAmount).toBe(clients.reduce((sum, x) => sum + x.dospelo, 0));
    // the next deadline as the deadlines' list shows A's first from today
    const due = (await get(`/v1/agency/deadlines?from=${TODAY}&to=2027-12-31`, inA)).body.data as { companyId: number; code: string; date: string }[];
    const first = due.find((d) => d.companyId === 1)!;
    expect(a.nextDeadline).toMatchObject({ key: first.code, date: first.date });
    // B's key as B's SEF settings page shows it
    const inB = await as(s.userId, s.B.id);
    expect((await get('/v1/sef/settings', inB)).body.data.lastError).toBe('error.sef.unauthorized');
  });

  it('keeps the figures in the transaction of a document’s save and lock, not at the next read', async () => {
    const s = await setup();
    const desk = await as(s.userId, 1);
    expect(pick((await get('/v1/agency/overview', desk)).body.data, 1).monthNotLocked).toBe(0);
    // a draft dated this month: the kept row changes with its create
    const created = await t.app.inject({ method: 'POST', url: '/v1/doc-trn', headers: desk, payload: { periodId: s.A.periodId, vSubDoc: 'izvod', rbroj: 8, datum: TODAY, trnId: s.accountId, napomena: '' } });
    const [kept] = await selectRows<{ month_not_locked: number; as_of: string }>(t.database.db, sql`select month_not_locked, as_of::text as as_of from agency_company_figures where company_id = 1`);
    if (created.statusCode === 201) {
      expect(kept).toEqual({ month_not_locked: 1, as_of: TODAY });
      expect(pick((await get('/v1/agency/overview', desk)).body.data, 1).monthNotLocked).toBe(1);
      const del = await t.app.inject({ method: 'DELETE', url: `/v1/doc-trn/${created.json().id}`, headers: desk });
      expect(del.statusCode, del.body).toBe(204);
      expect(pick((await get('/v1/agency/overview', desk)).body.data, 1).monthNotLocked).toBe(0);
    } else {
      throw new Error(created.body);
    }
  });

  it('sees only member companies: the owner of C sees C alone; another company is 404; unknown columns 422', async () => {
    const s = await setup();
    const [owner] = await selectRows<{ id: number }>(t.database.db, sql`insert into users (email, first_name, last_name) values ('vlasnik@cvet.rs', 'Vlasnik', 'Cveta') returning id`);
    await exec(sql`insert into memberships (user_id, company_id, role, is_default) values (${owner!.id}, ${s.C.id}, 'admin', true)`);
    const own = await as(owner!.id, s.C.id);
    expect(((await get('/v1/agency/overview', own)).body.data as AgencyRow[]).map((r) => r.companyId)).toEqual([s.C.id]);
    expect((await get('/v1/agency/companies/1', own)).status).toBe(404);
    expect((await get(`/v1/agency/companies/${s.D.id}`, await as(s.userId, 1))).status).toBe(404);
    const put = await t.app.inject({ method: 'PUT', url: '/v1/agency/companies/1/vat-filing', headers: own, payload: { month: '2027-01', filedOn: '2027-02-05' } });
    expect(put.statusCode).toBe(404);
    const [filings] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from vat_return_filing`);
    expect(filings!.n).toBe(0);

    const desk = await as(s.userId, 1);
    expect(await get('/v1/agency/overview?sort=color', desk)).toEqual({ status: 422, body: expect.objectContaining({ errors: { sort: 'error.sort.unknown-column' } }) });
    const bad = await get('/v1/agency/overview?filter=color:eq:1', desk);
    expect(bad.status).toBe(422);
    expect(Object.values(bad.body.errors)).toEqual(['error.filter.unknown-column']);
    // filters and sorts on known columns
    const failed = (await get('/v1/agency/overview?filter=sefFailed:gt:0', desk)).body.data as AgencyRow[];
    expect(failed.map((r) => r.companyId)).toEqual([s.B.id]);
    const byName = (await get('/v1/agency/overview?sort=naziv&dir=desc', desk)).body.data as AgencyRow[];
    expect(byName.map((r) => r.naziv)).toEqual(['Demo Trgovina d.o.o.', 'Cvet d.o.o.', 'Beta d.o.o.']);
    const cvet = (await get('/v1/agency/overview?filter=naziv:has:cvet&filter=vatState:eq:not-computed', desk)).body.data as AgencyRow[];
    expect(cvet.map((r) => r.companyId)).toEqual([s.C.id]);
    expect((await get('/v1/agency/overview?filter=naziv:has:cvet&filter=vatState:eq:filed', desk)).body.data).toEqual([]);
  });
});
