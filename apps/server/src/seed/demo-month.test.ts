import { defaultReportRange } from '@knjige/domain';
import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { seed } from './seed';

/**
 * The demo company with its first month booked (demo-month.ts), read through the reports a user
 * opens first, on the range they open on. Every figure is the month's own arithmetic, worked out
 * in demo-month.ts's comment. Today is pinned: the figures hold for a month before 2027 (from
 * 2027 the return deducts a purchase's VAT only after its acceptance on SEF), and a first start
 * places the month by its own today.
 */
const TODAY = '2026-03-18';

const t = useTestApp({ seed: false });

interface StockRow {
  magNaziv: string;
  intSifra: string;
  stanje: number;
  vrednost: number;
}

describe("the demo company's first month", () => {
  it('every report shows it, to the para; the general ledger balances and agrees with its sub-ledgers', async () => {
    await seed(t.database.db, { seed: 'demo', demoMonth: true, demoPassword: 'Demo-lozinka-1', adminEmail: null, adminPassword: null }, TODAY);
    const headers = await authHeader(t.database, 'admin@demo.rs');
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.json();
    };
    // the period of today, and the range every report opens on in it
    const today = TODAY;
    const period = ((await get('/v1/periods')).data as { id: number; title: string; startDate: string; endDate: string }[]).find((p) => p.startDate <= today && today <= p.endDate);
    expect(period, 'a period holds today').toBeDefined();
    const { dateFrom: first, dateTo: last } = defaultReportRange(period!, today);
    const year = period!.title;
    const range = `periodId=${period!.id}&dateFrom=${first}&dateTo=${last}`;

    // the journal: thirteen documents, each dated in that range and not after today, debit = credit
    const journal = await get(`/v1/rpt-gl/dnevnik?${range}&perPage=200`);
    const lines = journal.data as { datum: string; docOznaka: string }[];
    expect([...new Set(lines.map((l) => l.docOznaka))].sort()).toEqual(
      ['AVR-1', 'FIS-1', 'FIS-2', 'IR-USLUGA-1', 'IR-VP-1', 'IR-VP-2', 'KO-1', 'PSK-FIRMA-1', 'PSR-MP-1', 'PSR-VP-1', 'TRN-IZVOD-1', 'UR-VP-1', 'ZRN-1'].map((l) => `${l}/${year}`).sort(),
    );
    expect(lines.every((l) => l.datum >= first && l.datum <= last && l.datum <= today)).toBe(true);
    // the statement's 241 gross: debit its inflow 182,760.00, credit its outflow 85,350.00
    expect(journal.total).toEqual({ duguje: 1_091_576_00, potrazuje: 1_091_576_00 });

    // stock: the wholesale warehouse at purchase price, the shop at its prices with VAT
    const stock = async (priceType: string) => ((await get(`/v1/rpt-mag/stanje-zaliha?periodId=${period!.id}&priceType=${priceType}&perPage=200`)).data as StockRow[]);
    const atCost = await stock('pnCena');
    const wholesale = atCost.filter((r) => r.magNaziv === 'Veleprodajni magacin');
    expect(Object.fromEntries(wholesale.map((r) => [r.intSifra, [r.stanje, r.vrednost]]))).toEqual({
      '1001': [600_000, 33_000_00],
      '1002': [250_000, 20_000_00],
      '1003': [400_000, 60_000_00],
      '1004': [40_000, 36_000_00],
      '2001': [400_000, 16_000_00],
      '2002': [280_000, 25_200_00],
      '3001': [100_000, 12_000_00],
    });
    const sum = (rows: StockRow[]) => rows.reduce((s, r) => s + r.vrednost, 0);
    expect(sum(wholesale)).toBe(202_200_00);
    expect(sum(atCost.filter((r) => r.magNaziv === 'Maloprodajni objekat'))).toBe(24_750_00);
    expect(sum((await stock('kepuCena')).filter((r) => r.magNaziv === 'Maloprodajni objekat'))).toBe(41_940_00);

    // client balances
    const balances = (await get(`/v1/rpt-kom/stanje?periodId=${period!.id}&datum=${last}&perPage=100`)).data as Record<string, number | string>[];
    expect(balances.map((b) => [b.intNaziv, b.duguje, b.uplata, b.potrazuje, b.isplata, b.stanje])).toEqual([
      ['Market Jug', 280_216_00, 180_000_00, 2_280_00, 0, 97_936_00],
      ['Poslovni centar Vračar', 0, 0, 60_000_00, 0, -60_000_00],
      ['Veletrgovina Sever', 0, 0, 160_750_00, 85_000_00, -75_750_00],
    ]);

    // KIR and KUR per rate; the advance and its deduction cancel within the month
    const rates = (total: { rates: { stopa: number; osnovica: number; pdvIznos: number }[] }) => total.rates.map((r) => [r.stopa, r.osnovica, r.pdvIznos]);
    expect(rates((await get(`/v1/rpt-fin/kir-total?${range}`)).data)).toEqual([[2000, 121_930_00, 24_386_00], [1000, 14_800_00, 1_480_00]]);
    expect(rates((await get(`/v1/rpt-fin/kur-total?${range}`)).data)).toEqual([[2000, 98_000_00, 19_600_00], [1000, 16_500_00, 1_650_00]]);

    // the VAT return: 25,866.00 owed on sales less 21,250.00 deductible = 4,616.00 to pay
    expect((await get(`/v1/rpt-fin/pdv-total?${range}`)).data.pppdv).toMatchObject({
      '003': 121_930_00, '103': 24_386_00, '004': 14_800_00, '104': 1_480_00, '005': 136_730_00, '105': 25_866_00,
      '008': 114_500_00, '108': 21_250_00, '110': 4_616_00,
    });

    // the trial balance balances; the accounts the sub-ledgers stand for hold their figures
    const trial = (await get(`/v1/rpt-gl/bruto-bilans?${range}&level=synthetic`)).data;
    expect(trial.total.saldoDuguje).toBe(trial.total.saldoPotrazuje);
    const saldo = Object.fromEntries((trial.rows as { konto: string; saldoDuguje: number; saldoPotrazuje: number }[]).map((r) => [r.konto, r.saldoDuguje - r.saldoPotrazuje]));
    expect(saldo).toMatchObject({
      '132': 202_200_00, '134': 24_750_00, '204': 97_936_00, '228': 1_900_00, '241': 97_410_00, '243': 0,
      '270': 19_600_00, '271': 1_650_00, '430': 0, '435': -135_750_00, '470': -24_386_00, '471': -1_480_00, '472': 0, '501': 98_550_00,
    });
    // income: the month's sales net of the credit note (the opening account holds the opening figures)
    const income = (trial.classes as { klasa: string; saldoDuguje: number; saldoPotrazuje: number }[]).find((c) => c.klasa === '6')!;
    expect(income.saldoPotrazuje - income.saldoDuguje).toBe(136_730_00);

    expect((await get(`/v1/audit/gl-verify?periodId=${period!.id}`)).data).toMatchObject({ ok: true, checks: [] });
  }, 180_000);
});
