import { describe, expect, it } from 'vitest';
import { acceptBy, acceptDeadline, awaitsAcceptance, deductionMonth, isReturn2027, monthDays, nextMonth, toAcceptMonth } from './vat-deduction';

describe('deduction after acceptance (from January 2027)', () => {
  it('deducts in the invoice’s month when accepted by the 10th of the next month, else in the month of acceptance', () => {
    expect(deductionMonth('2027-01', '2027-01-05')).toBe('2027-01');
    expect(deductionMonth('2027-01', '2027-02-10')).toBe('2027-01');
    // the worked example: accepted 12 February → February
    expect(deductionMonth('2027-01', '2027-02-11')).toBe('2027-02');
    expect(deductionMonth('2027-01', '2027-02-12')).toBe('2027-02');
    // a January invoice accepted on 5 March: the month of acceptance (decisions: the other reading would say February)
    expect(deductionMonth('2027-01', '2027-03-05')).toBe('2027-03');
    // accepted before the month it is booked in
    expect(deductionMonth('2027-03', '2027-02-27')).toBe('2027-03');
    expect(deductionMonth('2027-12', '2028-01-10')).toBe('2027-12');
    expect(deductionMonth('2027-12', '2028-01-11')).toBe('2028-01');
    expect(deductionMonth('2027-01', null)).toBeNull();
  });

  it('leaves months before 2027 as they are, accepted or not', () => {
    expect(deductionMonth('2026-12', null)).toBe('2026-12');
    expect(deductionMonth('2026-12', '2027-03-01')).toBe('2026-12');
    expect(isReturn2027('2026-12')).toBe(false);
    expect(isReturn2027('2027-01')).toBe(true);
  });

  it('waits only for a domestic VAT payer’s e-invoiced VAT (8a, not the credit note’s 8a.5)', () => {
    const row = (popdv: string, month = '2027-01', partnerVatPayer = true) => awaitsAcceptance({ popdv, month, partnerVatPayer });
    expect(['8a.1', '8a.2', '8a.3', '8a.4', '8a.7'].map((f) => row(f))).toEqual([true, true, true, true, true]);
    expect(['8a.5', '8b.2', '8g.1', '6.2.1', '7.1', '8d.2', '8v.2', '3.2'].map((f) => row(f))).toEqual(Array(8).fill(false));
    expect(row('8a.2', '2026-12')).toBe(false);
    expect(row('8a.2', '2027-01', false)).toBe(false);
  });

  it('counts the days to the 10th and warns from the 7th', () => {
    expect(acceptBy('2027-01')).toBe('2027-02-10');
    expect(acceptBy('2027-12')).toBe('2028-01-10');
    expect(acceptDeadline('2027-01', '2027-02-05')).toEqual({ deadline: '2027-02-10', daysLeft: 5, warn: false });
    expect(acceptDeadline('2027-01', '2027-02-06').warn).toBe(false);
    expect(acceptDeadline('2027-01', '2027-02-07')).toEqual({ deadline: '2027-02-10', daysLeft: 3, warn: true });
    expect(acceptDeadline('2027-01', '2027-02-10')).toEqual({ deadline: '2027-02-10', daysLeft: 0, warn: true });
    expect(acceptDeadline('2027-01', '2027-02-11')).toEqual({ deadline: '2027-02-10', daysLeft: -1, warn: false });
    expect(acceptDeadline('2027-01', '2027-01-20').daysLeft).toBe(21);
  });

  it('names the month whose deadline comes next, and the days of a month', () => {
    expect(toAcceptMonth('2027-02-05')).toBe('2027-01');
    expect(toAcceptMonth('2027-02-10')).toBe('2027-01');
    expect(toAcceptMonth('2027-02-11')).toBe('2027-02');
    expect(toAcceptMonth('2027-01-03')).toBe('2026-12');
    expect(nextMonth('2027-12')).toBe('2028-01');
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
