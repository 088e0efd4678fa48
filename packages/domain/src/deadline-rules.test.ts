import { describe, expect, it } from 'vitest';
import { neverResolves, nextOccurrence, occurrencesBetween, type DeadlineRule } from './deadline-rules';
import { deadlineApplies, statutoryDeadlines } from './statutory-deadlines';

const rule = (code: string): DeadlineRule => statutoryDeadlines.find((d) => d.code === code)!.rule;
const dates = (r: DeadlineRule, from: string, to: string) => occurrencesBetween(r, from, to).map((o) => `${o.period} ${o.date}`);

describe('PP PDV on the 15th of the following month, moved to the next working day', () => {
  it('the returns of 2026: January on Wednesday 18 February (15th Sunday, 16th and 17th Statehood Day), March on the 15th itself', () => {
    expect(dates(rule('pppdv-month'), '2026-01-01', '2026-12-31')).toEqual([
      '2025-12 2026-01-15',
      '2026-01 2026-02-18',
      '2026-02 2026-03-16', // Sunday the 15th
      '2026-03 2026-04-15',
      '2026-04 2026-05-15',
      '2026-05 2026-06-15',
      '2026-06 2026-07-15',
      '2026-07 2026-08-17', // Saturday the 15th
      '2026-08 2026-09-15',
      '2026-09 2026-10-15',
      '2026-10 2026-11-16', // Sunday the 15th
      '2026-11 2026-12-15',
    ]);
  });

  it('quarterly: the 15th after the quarter', () => {
    expect(dates(rule('pppdv-quarter'), '2027-01-01', '2027-12-31')).toEqual(['2026-Q4 2027-01-15', '2027-Q1 2027-04-15', '2027-Q2 2027-07-15', '2027-Q3 2027-10-15']);
  });

  it('a shifted day due in the range counts even when its nominal day is before it', () => {
    expect(dates(rule('pppdv-month'), '2026-02-16', '2026-02-28')).toEqual(['2026-01 2026-02-18']);
    expect(dates(rule('pppdv-month'), '2026-02-19', '2026-02-28')).toEqual([]);
  });
});

describe('the other statutory rules', () => {
  it('the SEF acceptance by the 10th does not move (Sunday 10 January 2027)', () => {
    expect(nextOccurrence(rule('sef-accept'), '2027-01-02')).toEqual({ date: '2027-01-10', nominal: '2027-01-10', period: '2026-12' });
  });

  it('financial statements to APR by 30 June of the next year, Saturday 30 June 2029 on Monday 2 July', () => {
    expect(nextOccurrence(rule('apr-financial'), '2026-11-29')).toEqual({ date: '2027-06-30', nominal: '2027-06-30', period: '2026' });
    expect(nextOccurrence(rule('apr-financial'), '2029-01-01')).toEqual({ date: '2029-07-02', nominal: '2029-06-30', period: '2028' });
  });

  it('the statistical report by the end of February: the 29th in a leap year, Sunday 28 February 2027 on Monday 1 March', () => {
    expect(nextOccurrence(rule('apr-statistical'), '2026-11-29')).toEqual({ date: '2027-03-01', nominal: '2027-02-28', period: '2026' });
    expect(nextOccurrence(rule('apr-statistical'), '2027-03-02')).toEqual({ date: '2028-02-29', nominal: '2028-02-29', period: '2027' });
  });

  it('on the due day itself the deadline is still next; the day after, the following one', () => {
    expect(nextOccurrence(rule('pppdv-month'), '2026-02-18')?.date).toBe('2026-02-18');
    expect(nextOccurrence(rule('pppdv-month'), '2026-02-19')?.date).toBe('2026-03-16');
  });

  it('which deadlines bind which company', () => {
    const codes = (c: { isPdv: boolean; vatFiling: 'month' | 'quarter' }) => statutoryDeadlines.filter((d) => deadlineApplies(d.appliesTo, c)).map((d) => d.code);
    expect(codes({ isPdv: true, vatFiling: 'month' })).toEqual(['pppdv-month', 'vat-records-month', 'sef-accept', 'apr-financial', 'apr-statistical']);
    expect(codes({ isPdv: true, vatFiling: 'quarter' })).toEqual(['pppdv-quarter', 'vat-records-quarter', 'apr-financial', 'apr-statistical']);
    expect(codes({ isPdv: false, vatFiling: 'month' })).toEqual(['apr-financial', 'apr-statistical']);
  });
});

describe("a company's own rules", () => {
  it('monthly on the 31st: the last day of a short month', () => {
    expect(dates({ kind: 'monthly', day: 31, monthsAfter: 0, shift: false }, '2027-01-01', '2027-04-30')).toEqual(['2027-01 2027-01-31', '2027-02 2027-02-28', '2027-03 2027-03-31', '2027-04 2027-04-30']);
  });

  it('once on a date, moved or not', () => {
    expect(nextOccurrence({ kind: 'date', date: '2026-12-05', shift: true }, '2026-11-29')).toEqual({ date: '2026-12-07', nominal: '2026-12-05', period: '2026-12-05' });
    expect(nextOccurrence({ kind: 'date', date: '2026-12-05', shift: false }, '2026-12-06')).toBeNull();
  });

  it('29 February comes every four years', () => {
    expect(nextOccurrence({ kind: 'yearly', month: 2, day: 29, yearsAfter: 0, shift: false }, '2028-03-01')?.date).toBe('2032-02-29');
  });

  it('a rule that never gives a day says which field', () => {
    expect(neverResolves({ kind: 'yearly', month: 2, day: 30, yearsAfter: 0, shift: false })).toBe('day');
    expect(neverResolves({ kind: 'yearly', month: 4, day: 31, yearsAfter: 0, shift: false })).toBe('day');
    expect(neverResolves({ kind: 'date', date: '2027-02-29', shift: false })).toBe('date');
    expect(neverResolves({ kind: 'yearly', month: 2, day: 29, yearsAfter: 0, shift: false })).toBeNull();
    expect(neverResolves({ kind: 'monthly', day: 31, monthsAfter: 1, shift: true })).toBeNull();
  });
});
