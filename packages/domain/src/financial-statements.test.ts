import { describe, expect, it } from 'vitest';
import { financialStatements, statementLineOf } from './financial-statements';

describe('statement lines', () => {
  it('takes the longest prefix: contra accounts net into their line, classes 8 and 9 go nowhere', () => {
    expect(statementLineOf('1320', 'bs')).toBe('bs.inventories');
    expect(statementLineOf('1329', 'bs')).toBe('bs.inventories');
    expect(statementLineOf('2410', 'bs')).toBe('bs.cash');
    expect(statementLineOf('250', 'bs')).toBe('bs.other-receivables');
    expect(statementLineOf('479', 'bs')).toBe('bs.vat-payable');
    expect(statementLineOf('604', 'bs')).toBe('bs.result-not-closed');
    expect(statementLineOf('604', 'bu')).toBe('bu.sales-of-goods');
    expect(statementLineOf('721', 'bu')).toBe('bu.tax');
    expect(statementLineOf('710', 'bu')).toBeNull();
    expect(statementLineOf('882', 'bs')).toBeNull();
  });

  it('nets a loss into equity and keeps the sheet balanced', () => {
    // capital 100.00 paid in cash; rent 30.00 paid; sales 10.00 in cash: a loss of 20.00
    const balances = [
      { konto: '241', saldo: 80_00 },
      { konto: '301', saldo: -100_00 },
      { konto: '533', saldo: 30_00 },
      { konto: '604', saldo: -10_00 },
    ];
    const s = financialStatements(balances, balances);
    expect([s.assets, s.equityAndLiabilities, s.balanced]).toEqual([80_00, 80_00, true]);
    expect(s.lines.find((l) => l.key === 'bs.result-not-closed')!.iznos).toBe(-20_00);
    expect([s.income, s.expenses, s.resultBeforeTax, s.netResult]).toEqual([10_00, 30_00, -20_00, -20_00]);
  });
});
