import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayDate } from '@knjige/domain';
import { authHeader } from '../test/harness';
import { useSefTestApp } from '../test/sef-test-app';
import { documents } from '../test/documents';
import { pdfText } from '../test/pdf';
import { periods } from './platform/db/schema';
import { sefPurchaseCursor } from './integrations/sef/purchase/purchase.tables';
import { sefSettings } from './integrations/sef/sef.tables';
import { sampleInvoiceXml } from '@knjige/simulators/sef';

/**
 * Every "today" of the server is the day in Belgrade (docs/decisions.md#the-belgrade-day): the server
 * runs in UTC, whose date is still yesterday between midnight and 01:00 in Belgrade (02:00 in
 * summer). Each clock below is 00:30 in Belgrade; `utc` is what the UTC date would have said.
 */
const clocks = [
  { name: '23:30 UTC on 31 December (00:30 on 1 January in Belgrade)', at: '2026-12-31T23:30:00Z', belgrade: '2027-01-01', utc: '2026-12-31' },
  { name: '00:30 in Belgrade in winter (23:30 UTC the day before)', at: '2026-02-15T23:30:00Z', belgrade: '2026-02-16', utc: '2026-02-15' },
  { name: '00:30 in Belgrade in summer (22:30 UTC the day before)', at: '2026-07-15T22:30:00Z', belgrade: '2026-07-16', utc: '2026-07-15' },
];

afterEach(() => {
  vi.useRealTimers();
});

const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = '5d2f0c1e-8a7b-4c3d-9e6f-0a1b2c3d4e5f';

/** The clock at `at` (Date only: timers and the database run on), then a sign-in made at that time. */
async function atClock(at: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  auth = await authHeader(t.database, 'admin@demo.rs');
}

/** The seeded 2026 period, or for the new year a period across it (a business year from July to June). */
async function periodHolding(day: string): Promise<number> {
  if (day.startsWith('2026')) return 4;
  const [row] = await t.database.db.insert(periods).values({ companyId: 1, title: '2026/2027', startDate: '2026-07-01', endDate: '2027-06-30' }).returning({ id: periods.id });
  return row!.id;
}

describe.each(clocks)('at $name', ({ at, belgrade, utc }) => {
  it('a new document is dated today in Belgrade', async () => {
    await atClock(at);
    const periodId = await periodHolding(belgrade);
    for (const resource of ['doc-prod', 'doc-ur', 'doc-knod']) {
      const res = await d.call('GET', `/v1/${resource}/init?periodId=${periodId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.datum, resource).toBe(belgrade);
    }
  });

  it('client balances "as of today" age the open items by the day in Belgrade, and their print says that day', async () => {
    await atClock(at);
    const periodId = await periodHolding(utc);
    // an opening receivable due on the UTC date: due yesterday in Belgrade, one day overdue today
    const buyer = (await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'K1', intNaziv: 'Kupac K', naziv: 'Kupac K', postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isKupac: true })).json().id as number;
    const psk = await d.create('doc-psk', { periodId, vSubDoc: 'firma', rbroj: 1, datum: `${utc.slice(0, 4)}-01-01`, opis: 'Početno stanje' });
    await d.item('doc-psk', psk, { komId: buyer, duguje: 1_234_56, dueDate: utc });
    await d.lock('doc-psk', psk);

    const res = await d.call('GET', `/v1/rpt-kom/stanje?periodId=${periodId}&perPage=200`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.find((r: { id: number }) => r.id === buyer)).toMatchObject({ stanje: 1_234_56, dospelo: 1_234_56, nedospelo: 0, d1_30: 1_234_56 });

    const print = await t.app.inject({ method: 'GET', url: `/v1/rpt-kom/print/stanje?periodId=${periodId}`, headers: auth });
    expect(print.statusCode, print.body).toBe(200);
    const text = (await pdfText(print.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Odštampano ${displayDate(belgrade)}`);
    expect(text).not.toContain(displayDate(utc));
  });

  it('the SEF synchronisation reads SEF’s days up to yesterday in Belgrade, and an invoice delivered now is sent today', async () => {
    await atClock(at);
    sim.state.reset();
    const put = await d.call('PUT', '/v1/sef/settings', { apiKey: KEY });
    expect(put.statusCode, put.body).toBe(204);
    const supplier = { name: 'Pekara Zora d.o.o.', pib: '105000007', mb: '20500000' };
    sim.state.deliverPurchase(KEY, sampleInvoiceXml({ number: 'Z-1', supplier, buyer: { name: 'Demo d.o.o.', pib: '101134702', mb: '07204990' }, net: 1_000_000, item: { name: 'Hleb', sellerId: 'H-1', quantity: 1 } }));

    const sync = await d.call('POST', '/v1/sef/sync');
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().data.purchases).toMatchObject({ added: 1, error: null });
    const yesterday = (await d.call('GET', '/v1/sef/purchase-invoices')).json().data as { sentDate: string; decideBy: string; daysLeft: number }[];
    expect(yesterday).toMatchObject([{ sentDate: belgrade, daysLeft: 15 }]);
    const [sales] = await t.database.db.select({ changesThrough: sefSettings.changesThrough }).from(sefSettings).where(eq(sefSettings.companyId, 1));
    const [purchases] = await t.database.db.select({ changesThrough: sefPurchaseCursor.changesThrough }).from(sefPurchaseCursor).where(and(eq(sefPurchaseCursor.companyId, 1)));
    // the day before today in Belgrade: the UTC date itself
    expect([sales?.changesThrough, purchases?.changesThrough]).toEqual([utc, utc]);
  });
});

describe('on 1 January at 00:30 in Belgrade', () => {
  it('a new company starts with a period of the new year', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T23:30:00Z') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/companies',
      headers: await authHeader(t.database, 'super@demo.rs'),
      payload: { naziv: 'Nova godina d.o.o.', pib: '111032440', maticniBroj: '17400169', admin: { email: 'direktor@nova.rs' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.db.select({ title: periods.title, startDate: periods.startDate, endDate: periods.endDate }).from(periods).where(eq(periods.companyId, res.json().id));
    expect(rows).toEqual([{ title: '2027', startDate: '2027-01-01', endDate: '2027-12-31' }]);
  });
});
