import { and, asc, eq, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { clientLedger, stockLedger, vatBook } from '../platform/db/schema';
import { compareEntries, valuationOrderSql, type Direction } from './stock-walk';
import { toEntries } from './stock';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let supplier: number;
let sugar: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'user@demo.rs');
  const setup = await goodsSetup(d);
  ({ VP, MP, supplier } = setup);
  sugar = await setup.articleByCode('1002');
});

/** An incoming invoice of one line in the wholesale warehouse, at the sale price the opening stock has. */
async function purchase(rbroj: number, datum: string, kolicina: number, fakCena: number, extra: Record<string, unknown> = {}) {
  const id = await d.create('doc-ur', { vSubDoc: 'vp', rbroj, datum, magId: VP, komId: supplier, dokBroj: `F-${rbroj}`, dokDatum: datum, dokDpo: datum, ...extra });
  await d.item('doc-ur', id, { artId: sugar, kolicina, fakCena, rabat1: 0, prodCena: 15_000 });
  await d.lock('doc-ur', id);
  return id;
}

describe('what ledger rows say about their document', () => {
  it('the rows of a locked incoming invoice carry its label, description, supplier and due date', async () => {
    const id = await purchase(7, '2024-04-01', 10_000, 10_000, { opis: 'Šećer za april', dokDpo: '2024-05-15' });
    const db = t.database.db;

    const stock = await db.select().from(stockLedger).where(eq(stockLedger.docId, id));
    expect(stock.map((r) => [r.vDoc, r.kind, r.docOznaka, r.docOpis, r.komId, r.reversal])).toEqual([['ur', 'post', 'UR-VP-7/2024', 'Šećer za april', supplier, false]]);

    // 10 × 100.00 = 1,000.00 plus 20 % VAT: the supplier is owed 1,200.00, due on the invoice's payment date.
    const client = await db.select().from(clientLedger).where(eq(clientLedger.docId, id));
    expect(client.map((r) => [r.komId, r.datum, r.dueDate, r.potrazuje, r.docOznaka, r.docOpis, r.reversal])).toEqual([
      [supplier, '2024-04-01', '2024-05-15', 120_000, 'UR-VP-7/2024', 'Šećer za april', false],
    ]);

    const vat = await db.select().from(vatBook).where(eq(vatBook.docId, id));
    expect(vat.map((r) => [r.book, r.osnovica, r.pdvIznos, r.docOznaka, r.docOpis, r.reversal])).toEqual([['kur', 100_000, 20_000, 'UR-VP-7/2024', 'Šećer za april', false]]);
  });

  it('a storno books the real family with the reversal flag, and the re-costing it causes stays in the history', async () => {
    const db = t.database.db;
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
    await d.item('doc-psr', psr, { artId: sugar, kolicina: 10_000, nabCena: 10_000, prodCena: 15_000 });
    await d.lock('doc-psr', psr);
    const ur = await purchase(1, '2024-03-01', 10_000, 20_000, { opis: 'Druga tura' });
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-04-01', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: sugar, kolicina: 5_000, outCena: 15_000, inCena: 25_000 });
    await d.lock('doc-int', int);
    // The transfer took 5 at the average of 150.00: 750.00.
    const [issue] = await db.select().from(stockLedger).where(and(eq(stockLedger.vDoc, 'int'), eq(stockLedger.direction, 'out')));
    expect(issue!.nabVrednost).toBe(-75_000);

    await d.storno('doc-ur', ur);
    expect(await db.$count(stockLedger, like(stockLedger.vDoc, '%-storno'))).toBe(0);
    const reversal = await db.select().from(stockLedger).where(eq(stockLedger.reversal, true)).orderBy(asc(stockLedger.id));
    // The negation of the invoice's row, then the transfer's issue re-costed to 100.00 (500.00) and its receipt with it.
    expect(reversal.map((r) => [r.vDoc, r.docId, r.kind, r.magId, r.nabVrednost, r.docOznaka])).toEqual([
      ['ur', ur, 'storno', VP, -200_000, 'UR-VP-1/2024'],
      ['ur', ur, 'recost', VP, 25_000, 'UR-VP-1/2024'],
      ['ur', ur, 'recost', MP, -25_000, 'UR-VP-1/2024'],
    ]);
    expect(reversal[1]!.refId).toBe(issue!.id);
    for (const table of [clientLedger, vatBook]) {
      const rows = await db.select({ kind: table.kind, reversal: table.reversal, docOznaka: table.docOznaka }).from(table).where(eq(table.docId, ur));
      expect(rows.toSorted((a, b) => a.kind.localeCompare(b.kind))).toEqual([
        { kind: 'post', reversal: false, docOznaka: 'UR-VP-1/2024' },
        { kind: 'storno', reversal: true, docOznaka: 'UR-VP-1/2024' },
      ]);
    }

    // A backdated receipt replays the history: the re-costing the reversal booked counts there.
    // 10 at 100.00 and 10 at 400.00 before the issue: it costs 5 × 250.00 = 1,250.00.
    await purchase(2, '2024-03-15', 10_000, 40_000);
    const [issueNow] = await db
      .select({ nab: sql<number>`sum(${stockLedger.nabVrednost})`.mapWith(Number) })
      .from(stockLedger)
      .where(sql`${stockLedger.id} = ${issue!.id} or (${stockLedger.kind} = 'recost' and ${stockLedger.refId} = ${issue!.id})`);
    expect(issueNow!.nab).toBe(-125_000);
    const [ledger] = await db
      .select({ nab: sql<number>`sum(${stockLedger.nabVrednost})`.mapWith(Number) })
      .from(stockLedger)
      .where(eq(stockLedger.magId, VP));
    expect(ledger!.nab).toBe(100_000 + 400_000 - 125_000);
    expect(await d.stock('pnCena', VP, sugar)).toMatchObject({ stanje: 15_000, vrednost: 375_000, cena: 25_000 });
  });
});

describe('the valuation order', () => {
  it('orders ledger rows in SQL exactly as the walk sorts them', async () => {
    const db = t.database.db;
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
    await d.item('doc-psr', psr, { artId: sugar, kolicina: 1_000, nabCena: 100, prodCena: 100 });
    await d.lock('doc-psr', psr);
    const [first] = await db.select().from(stockLedger);
    // Rows booked in an order unlike the valuation order: later dates first, issues before receipts of their day.
    const directions: Direction[] = ['out', 'in', 'none', 'out', 'in', 'none', 'out'];
    const days = ['2024-03-03', '2024-03-01', '2024-03-02', '2024-03-01', '2024-01-02'];
    const rows = Array.from({ length: 40 }, (_, i) => ({
      ...first!,
      id: undefined,
      createdAt: undefined,
      datum: days[(i * 7) % days.length]!,
      direction: directions[(i * 5) % directions.length]!,
      kolicina: 0,
      nabVrednost: 0,
      prodVrednost: 0,
    }));
    await db.insert(stockLedger).values(rows);
    const all = await db.select().from(stockLedger);
    const bySql = await db.select({ id: stockLedger.id }).from(stockLedger).orderBy(valuationOrderSql(stockLedger));
    const byWalk = toEntries(all).sort(compareEntries);
    expect(byWalk).toHaveLength(41);
    expect(bySql.map((r) => r.id)).toEqual(byWalk.map((e) => e.id));
    // The order is not the booking order, so the comparison above could fail.
    expect(bySql.map((r) => r.id)).not.toEqual(all.map((r) => r.id).sort((a, b) => a - b));
  });
});
