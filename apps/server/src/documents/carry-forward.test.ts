import { beforeEach, describe, expect, it } from 'vitest';
import { documentReference } from '@knjige/domain';
import { authHeader, useTestApp } from '../../test/harness';
import { documents } from '../../test/documents';
import { sessions } from '../../test/sessions';
import { workedExampleSetup, workedExampleSteps, type WorkedExample } from '../../test/worked-examples';

/**
 * Year-end carry-forward of the worked example's 2024 (period 2) into 2025 (period 3): the drafts it
 * makes, a second run after a late correction, and after locking them 2025's stock and client
 * balances on 1 January equal 2024's on 31 December, row by row.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let w: WorkedExample;
let steps: ReturnType<typeof workedExampleSteps>;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  w = await workedExampleSetup(d);
  steps = workedExampleSteps(d, w);
});

type StockRow = { magId: number; artId: number; stanje: number; cena: number; vrednost: number };
type BalanceRow = { id: number; stanje: number };
type Drafts = { periodId: number; periodTitle: string; replaced: number; documents: { family: string; id: number; vSubDoc: string; oznaka: string; magNaziv?: string; lines: number }[] };

/** The stock report of a period, both purchase (average) and sale prices: [warehouse, article, stanje, cena, vrednost]. */
async function stock(periodId: number) {
  const rows = async (priceType: string) =>
    ((await d.get(`/v1/rpt-mag/stanje-zaliha?periodId=${periodId}&priceType=${priceType}&stockFilter=not-0&perPage=200`)).data as StockRow[])
      .map((r) => [r.magId, r.artId, r.stanje, r.cena, r.vrednost])
      .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  return { pnCena: await rows('pnCena'), kepuCena: await rows('kepuCena') };
}

/** Every client's balance (stanje) on a day. */
async function balances(periodId: number, datum: string) {
  const rows = (await d.get(`/v1/rpt-kom/stanje?periodId=${periodId}&datum=${datum}&stanje=not-0&perPage=200`)).data as BalanceRow[];
  return rows.map((r) => [r.id, r.stanje]).sort((a, b) => a[0]! - b[0]!);
}

async function carryForward(periodId = 2) {
  return d.call('POST', `/v1/periods/${periodId}/carry-forward`);
}

async function carried(periodId = 2): Promise<Drafts> {
  const res = await carryForward(periodId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const pskLines = async (id: number) =>
  ((await d.get(`/v1/doc-psk/${id}/items`)).data as { komId: number; dokOznaka: string; duguje: number; potrazuje: number; dueDate: string | null }[]).map((i) => [i.komId, i.dokOznaka, i.duguje, i.potrazuje, i.dueDate]);

async function setPeriodStatus(id: number, status: 'open' | 'closed') {
  const period = (await d.get(`/v1/periods/${id}`)).data;
  const res = await d.call('PUT', `/v1/periods/${id}`, { title: period.title, startDate: period.startDate, endDate: period.endDate, status });
  expect(res.statusCode, res.body).toBe(204);
}

describe('year-end carry-forward', () => {
  it("opens 2025 with 2024's closing stock and open items, again after a late correction, and the reports then agree row by row", async () => {
    await steps.goodsIn();
    const ir = await steps.sales();
    await steps.money();

    const first = await carried();
    expect(first).toMatchObject({ periodId: 3, periodTitle: '2025', replaced: 0 });
    expect(first.documents.map((doc) => [doc.family, doc.oznaka, doc.lines])).toEqual([
      ['psr', 'PSR-VP-1/2025', 3],
      ['psr', 'PSR-MP-1/2025', 1],
      ['psk', 'PSK-FIRMA-1/2025', 6],
    ]);
    // VP: GA 120 at its average 50.67 (6,080.00 kept to the para), BA 70 at 50.00, BB 45 at 20.00.
    const vp = first.documents[0]!;
    expect((await d.get(`/v1/doc-psr/${vp.id}/items`)).data.map((i: { artId: number; kolicina: number; nabCena: number; prodCena: number; nabVr: number; prodVr: number }) => [i.artId, i.kolicina, i.nabCena, i.prodCena, i.nabVr, i.prodVr])).toEqual([
      [w.A, 70_000, 50_00, 70_00, 3_500_00, 4_900_00],
      [w.B, 45_000, 20_00, 30_00, 900_00, 1_350_00],
      [w.GA, 120_000, 50_67, 70_00, 6_080_00, 8_400_00],
    ]);
    expect(await d.read('doc-psr', vp.id)).toMatchObject({ status: 'draft', datum: '2025-01-01', magId: w.VP, nabVrednost: 10_480_00, prodVrednost: 14_650_00 });
    // each draft's history starts with its creation by the user who ran the carry-forward
    expect((await d.get(`/v1/doc-psr/${vp.id}/history`)).data).toMatchObject([{ action: 'create', userName: expect.any(String) }]);
    // K's open items with their own labels and due dates; D's two invoices.
    expect(await pskLines(first.documents[2]!.id)).toEqual([
      [w.D, 'UR-VP-1/2024', 0, 596_00, '2024-02-01'],
      [w.D, 'ZRN-1/2024', 0, 1_310_00, '2024-03-20'],
      [w.K, 'PSK-FIRMA-1/2024', 50_00, 0, '2024-01-31'],
      [w.K, 'IR-VP-1/2024', 988_50, 0, '2024-02-10'],
      [w.K, 'IR-USLUGA-1/2024', 1_200_00, 0, '2024-02-12'],
      [w.K, 'RM-FAK-MP-1/2024', 96_00, 0, '2024-03-17'],
    ]);

    // A late correction in 2024: the sales invoice of step 3 is cancelled; the next run replaces all three drafts.
    await d.storno('doc-prod', ir);
    const second = await carried();
    expect(second.replaced).toBe(3);
    expect(second.documents.map((doc) => [doc.family, doc.oznaka, doc.lines])).toEqual([
      ['psr', 'PSR-VP-1/2025', 3],
      ['psr', 'PSR-MP-1/2025', 1],
      ['psk', 'PSK-FIRMA-1/2025', 5],
    ]);
    expect((await d.call('GET', `/v1/doc-psr/${vp.id}`)).statusCode).toBe(404);
    expect((await pskLines(second.documents[2]!.id)).filter((l) => l[0] === w.K).map((l) => l[1])).toEqual(['PSK-FIRMA-1/2024', 'IR-USLUGA-1/2024', 'RM-FAK-MP-1/2024']);

    const closingStock = await stock(2);
    const closingBalances = await balances(2, '2024-12-31');
    expect(closingStock.pnCena).toHaveLength(4);
    expect(closingBalances).toEqual([
      [w.K, 1_346_00],
      [w.D, -1_906_00],
    ].sort((a, b) => a[0]! - b[0]!));
    for (const doc of second.documents) await d.lock(`doc-${doc.family}`, doc.id);
    expect(await stock(3)).toEqual(closingStock);
    expect(await balances(3, '2025-01-01')).toEqual(closingBalances);

    // An opening item keeps its invoice's payment reference: a 2025 payment quoting it closes that one, not the oldest.
    const trn = await d.create('doc-trn', { periodId: 3, vSubDoc: 'izvod', rbroj: 1, datum: '2025-01-10', trnId: w.T1 });
    await d.item('doc-trn', trn, { vNalog: 'uplata', komId: w.K, uplata: 96_00, poziv: `97 ${documentReference('RM-FAK-MP-1/2024')}` });
    await d.lock('doc-trn', trn);
    const items = (await d.get(`/v1/rpt-kom/ios/${w.K}?periodId=3&datum=2025-01-31`)).data.items;
    expect(items.map((i: { docOznaka: string; otvoreno: number }) => [i.docOznaka, i.otvoreno])).toEqual([
      ['PSK-FIRMA-1/2024', 50_00],
      ['IR-USLUGA-1/2024', 1_200_00],
    ]);

    // Locked openings are the user's: a further run is refused, nothing replaced.
    const again = await carryForward();
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ message: 'error.carry-forward.locked-openings', params: { documents: 'PSR-VP-1/2025, PSR-MP-1/2025, PSK-FIRMA-1/2025', count: 3 } });
  });

  it('refuses a closed period, a carry-forward into a closed period, a period without a next one, an ordinary user and another company', async () => {
    await steps.goodsIn();
    await setPeriodStatus(3, 'closed');
    const into = await carryForward();
    expect(into.statusCode).toBe(409);
    expect(into.json()).toMatchObject({ message: 'error.period.closed', params: { period: '2025' } });
    await setPeriodStatus(3, 'open');
    await setPeriodStatus(2, 'closed');
    const from = await carryForward();
    expect(from.statusCode).toBe(409);
    expect(from.json()).toMatchObject({ message: 'error.period.closed', params: { period: '2024' } });
    // Nothing was written by the refused runs.
    expect((await d.get('/v1/doc-psr?periodId=3&status=draft')).data).toEqual([]);

    // 2026 is the last period: there is no next one to open.
    const last = await carryForward(4);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: 'error.carry-forward.no-next-period', params: { period: '2026' } });

    const { user, foreign } = await sessions(t.database);
    auth = user;
    expect((await carryForward(3)).statusCode).toBe(403);
    auth = foreign;
    expect((await carryForward(3)).statusCode).toBe(404);
  });
});
