import { describe, expect, it } from 'vitest';
import { statutoryDeadlines } from '@knjige/domain';
import { useTestApp } from '../../../test/harness';
import { companies } from '../../platform/db/schema';
import { columnsOf, insertOwnDeadline, setVatFiling, statutoryRows } from './deadlines.repo';
import { deadlinesBetween, nextDeadline, nextDeadlines } from './deadlines';

const t = useTestApp();

async function company(naziv: string, isPdv: boolean): Promise<number> {
  const [row] = await t.database.db.insert(companies).values({ naziv, pib: '100000008', maticniBroj: '10000009', isPdv }).returning({ id: companies.id });
  return row!.id;
}

describe('the statutory deadlines table', () => {
  it('holds what the domain says, rule for rule', async () => {
    const rows = await statutoryRows(t.database.db);
    expect(rows.map((r) => r.code).sort()).toEqual(statutoryDeadlines.map((d) => d.code).sort());
    for (const d of statutoryDeadlines) {
      expect(rows.find((r) => r.code === d.code), d.code).toEqual({ code: d.code, labelKey: d.labelKey, appliesTo: d.appliesTo, validFrom: d.validFrom, ...columnsOf(d.rule) });
    }
  });
});

describe("a company's next deadline", () => {
  it('a monthly VAT payer on 29 November 2026: the PP PDV of November on Tuesday 15 December', async () => {
    expect(await nextDeadline(t.database.db, 1, '2026-11-29')).toMatchObject({ companyId: 1, code: 'pppdv-month', date: '2026-12-15', period: '2026-11', labelKey: 'deadlines.code.pppdv-month', name: null });
  });

  it('the 15th of February 2026 is a Sunday before Statehood Day: due Wednesday the 18th; the day after, the statistical report (Saturday 28 February: Monday 2 March)', async () => {
    expect(await nextDeadline(t.database.db, 1, '2026-02-16')).toMatchObject({ code: 'pppdv-month', nominal: '2026-02-15', date: '2026-02-18', period: '2026-01' });
    expect(await nextDeadline(t.database.db, 1, '2026-02-19')).toMatchObject({ code: 'apr-statistical', nominal: '2026-02-28', date: '2026-03-02', period: '2025' });
    expect(await nextDeadline(t.database.db, 1, '2026-03-03')).toMatchObject({ code: 'pppdv-month', date: '2026-03-16', period: '2026-02' });
  });

  it('from February 2027 the SEF acceptance by the 10th comes before the return', async () => {
    expect(await nextDeadline(t.database.db, 1, '2027-01-16')).toMatchObject({ code: 'sef-accept', date: '2027-02-10', period: '2027-01' });
    // before the deduction rule's first deadline there is none
    expect((await deadlinesBetween(t.database.db, [1], '2027-01-01', '2027-01-31')).map((d) => d.code)).toEqual(['pppdv-month', 'vat-records-month']);
  });

  it('a quarterly filer, a company outside VAT and an own deadline, three queries for all of them', async () => {
    const quarterly = await company('Kvartalna', true);
    await t.database.db.transaction((tx) => setVatFiling(tx, quarterly, 'quarter'));
    const outside = await company('Van PDV', false);
    const withOwn = await company('Sopstveni rok', false);
    const own = await t.database.db.transaction((tx) => insertOwnDeadline(tx, withOwn, { naziv: 'Godišnji popis', napomena: '', ...columnsOf({ kind: 'yearly', month: 12, day: 31, yearsAfter: 0, shift: false }) }));
    const empty = 999_999;
    const next = await nextDeadlines(t.database.db, [1, quarterly, outside, withOwn, empty], '2026-11-29');
    expect(next.get(1)).toMatchObject({ code: 'pppdv-month', date: '2026-12-15' });
    expect(next.get(quarterly)).toMatchObject({ code: 'pppdv-quarter', date: '2027-01-15', period: '2026-Q4' });
    // not a VAT payer: the statistical report by the end of February (Sunday 28 February 2027: Monday 1 March)
    expect(next.get(outside)).toMatchObject({ code: 'apr-statistical', date: '2027-03-01', period: '2026' });
    expect(next.get(withOwn)).toMatchObject({ code: `own-${own}`, date: '2026-12-31', labelKey: 'deadlines.code.own', name: 'Godišnji popis', ownId: own });
    expect(next.get(empty)).toBeNull();
  });
});

describe('the desk of an agency', () => {
  it('300 companies, each with an own deadline: every next deadline at once, in three queries', async () => {
    const rows = await t.database.db
      .insert(companies)
      .values(Array.from({ length: 300 }, (_, i) => ({ naziv: `Klijent ${i}`, pib: '100000008', maticniBroj: '10000009', isPdv: i % 3 !== 0 })))
      .returning({ id: companies.id });
    const ids = rows.map((r) => r.id);
    for (const [i, id] of ids.entries()) {
      await t.database.db.transaction((tx) => insertOwnDeadline(tx, id, { naziv: `Rok ${i}`, napomena: '', ...columnsOf({ kind: 'monthly', day: 1 + (i % 28), monthsAfter: 0, shift: true }) }));
    }
    const started = performance.now();
    const next = await nextDeadlines(t.database.db, ids, '2026-11-29');
    const ms = performance.now() - started;
    console.log(`nextDeadlines for 300 companies: ${ms.toFixed(1)} ms`);
    expect([...next.values()].filter((d) => d === null)).toEqual([]);
    // company 0 (no VAT): its own deadline on the 1st of December (a Tuesday) comes before the statistical report
    expect(next.get(ids[0]!)).toMatchObject({ code: expect.stringMatching(/^own-/), date: '2026-12-01' });
    // company 14 (VAT payer): own on the 15th of every month, same day as the return: the return's code sorts first
    expect(next.get(ids[14]!)).toMatchObject({ code: 'pppdv-month', date: '2026-12-15' });
    // company 29 (VAT payer): own on the 2nd of December, before the 15th
    expect(next.get(ids[29]!)).toMatchObject({ code: expect.stringMatching(/^own-/), date: '2026-12-02' });
  });
});
