import { describe, expect, it } from 'vitest';
import { financialStatements, statementLineKeys, statementLineOf, statementLines, type StatementLineKey } from './financial-statements';

describe('statement lines', () => {
  it('takes the longest prefix: contra accounts net into their line, classes 8 and 9 go nowhere', () => {
    expect(statementLineOf('1320', 'bs')).toBe('bs.inventories');
    expect(statementLineOf('1329', 'bs')).toBe('bs.inventories');
    expect(statementLineOf('150', 'bs')).toBe('bs.inventories');
    expect(statementLineOf('2410', 'bs')).toBe('bs.cash');
    expect(statementLineOf('250', 'bs')).toBe('bs.other-receivables');
    expect(statementLineOf('270', 'bs')).toBe('bs.other-receivables');
    expect(statementLineOf('2880', 'bs')).toBe('bs.deferred-tax-assets');
    expect(statementLineOf('479', 'bs')).toBe('bs.vat-and-taxes');
    expect(statementLineOf('481', 'bs')).toBe('bs.income-tax');
    expect(statementLineOf('4300', 'bs')).toBe('bs.advances-received');
    expect(statementLineOf('435', 'bs')).toBe('bs.payables-home');
    expect(statementLineOf('604', 'bs')).toBe('bs.result-not-closed');
    // the opening account is not the year's result
    expect(statementLineOf('700', 'bs')).toBe('bs.opening-not-closed');
    expect(statementLineOf('720', 'bs')).toBe('bs.result-not-closed');
    expect(statementLineOf('604', 'bu')).toBe('bu.sales-of-goods-home');
    expect(statementLineOf('5400', 'bu')).toBe('bu.depreciation');
    expect(statementLineOf('545', 'bu')).toBe('bu.provisions');
    expect(statementLineOf('6830', 'bu')).toBe('bu.financial-adjustment-income');
    expect(statementLineOf('590', 'bu')).toBe('bu.discontinued');
    expect(statementLineOf('427', 'bs')).toBe('bs.held-for-sale-liabilities');
    expect(statementLineOf('721', 'bu')).toBe('bu.tax');
    expect(statementLineOf('710', 'bu')).toBeNull();
    expect(statementLineOf('882', 'bs')).toBeNull();
  });

  it('numbers the lines as the 89/2020 forms do', () => {
    const aop = (key: StatementLineKey) => statementLines[key].aop;
    // balance sheet: A 0001, B 0002, V 0029, G 0030 … D 0059; equity 0401, short-term 0431 …
    expect(['bs.subscribed-unpaid', 'bs.fixed-assets', 'bs.deferred-tax-assets', 'bs.current-assets', 'bs.cash'].map((k) => aop(k as StatementLineKey))).toEqual(['0001', '0002', '0029', '0030', '0057']);
    expect(['bs.equity', 'bs.capital', 'bs.loss', 'bs.short-term-liabilities', 'bs.trade-payables'].map((k) => aop(k as StatementLineKey))).toEqual(['0401', '0402', '0412', '0431', '0442']);
    expect(['bu.operating-income', 'bu.sales-of-goods', 'bu.operating-expenses', 'bu.cost-of-goods-sold', 'bu.tax'].map((k) => aop(k as StatementLineKey))).toEqual(['1001', '1002', '1013', '1014', '1051']);
    expect(aop('bs.result-not-closed')).toBeNull();
    // every AOP once, and the lines in the form's order within each section
    const numbered = statementLineKeys.map((k) => statementLines[k].aop).filter((a) => a !== null);
    expect(new Set(numbered).size).toBe(numbered.length);
    for (const section of ['assets', 'equity-liabilities', 'income', 'expenses', 'discontinued', 'tax'] as const) {
      const inSection = statementLineKeys.filter((k) => statementLines[k].section === section).map((k) => statementLines[k].aop).filter((a) => a !== null);
      expect(inSection, section).toEqual([...inSection].sort());
    }
  });

  it("adds the sum lines of the positions the form's control rules name", () => {
    const parts = (key: StatementLineKey) => {
      const line = statementLines[key];
      return 'sumOf' in line ? line.sumOf.map((k) => statementLines[k].aop) : [];
    };
    // APR control rules: 0030 = 0031 + 0037 + 0038 + 0044 + 0048 + 0057 + 0058
    expect(parts('bs.current-assets')).toEqual(['0031', '0037', '0038', '0044', '0048', '0057', '0058']);
    // 1001 = 1002 + 1005 + 1008 + 1009 − 1010 + 1011 + 1012 (1010 shows negative here)
    expect(parts('bu.operating-income')).toEqual(['1002', '1005', '1008', '1009', '1010', '1011', '1012']);
    // 1013 = 1014 + 1015 + 1016 + 1020 + 1021 + 1022 + 1023 + 1024
    expect(parts('bu.operating-expenses')).toEqual(['1014', '1015', '1016', '1020', '1021', '1022', '1023', '1024']);
    // 1002 = 1003 + 1004, 1005 = 1006 + 1007 (sales of goods, of products and services: home and abroad)
    expect([parts('bu.sales-of-goods'), parts('bu.sales-of-services')]).toEqual([
      ['1003', '1004'],
      ['1006', '1007'],
    ]);
    // 0038 = 0039 + … + 0043; 0442 = 0443 + … + 0448 (0447, bills of exchange, is not told apart from 439)
    expect(parts('bs.trade-receivables')).toEqual(['0039', '0040', '0041', '0042', '0043']);
    expect(parts('bs.trade-payables')).toEqual(['0443', '0444', '0445', '0446', '0448']);
    // 0431 = 0432 + 0433 + 0441 + 0442 + 0449 + 0453 + 0454; 0449 = 0450 + 0451 + 0452
    expect(parts('bs.short-term-liabilities')).toEqual(['0432', '0433', '0441', '0442', '0449', '0453', '0454']);
    expect(parts('bs.other-short-term')).toEqual(['0450', '0451', '0452']);
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
    const line = (key: StatementLineKey) => s.lines.find((l) => l.key === key)!;
    expect(line('bs.result-not-closed').iznos).toBe(-20_00);
    expect([line('bs.equity').iznos, line('bs.current-assets').iznos, line('bu.operating-income').iznos, line('bu.operating-expenses').iznos]).toEqual([80_00, 80_00, 10_00, 30_00]);
    expect([line('bs.equity').sum, line('bs.capital').sum, line('bs.cash').aop]).toEqual([true, false, '0057']);
    expect([s.income, s.expenses, s.resultBeforeTax, s.netResult]).toEqual([10_00, 30_00, -20_00, -20_00]);
  });

  it('splits sales of goods from products and services and home from abroad, customers and suppliers by country', () => {
    const result = [
      { konto: '604', saldo: -1_000_00 },
      { konto: '6040', saldo: -50_00 },
      { konto: '605', saldo: -586_000_00 },
      { konto: '614', saldo: -999_98 },
      { konto: '615', saldo: -154_690_43 },
      { konto: '602', saldo: -10_00 },
      { konto: '613', saldo: -20_00 },
    ];
    const closing = [
      { konto: '204', saldo: 1_199_98 },
      { konto: '2040', saldo: 1_00 },
      { konto: '205', saldo: 734_690_43 },
      { konto: '202', saldo: 5_00 },
      { konto: '209', saldo: -1_00 },
      { konto: '435', saldo: -120_000_00 },
      { konto: '436', saldo: -134_400_00 },
      { konto: '433', saldo: -7_00 },
      { konto: '439', saldo: -3_00 },
      { konto: '430', saldo: -9_00 },
    ];
    const s = financialStatements(closing, result);
    const iznos = (key: StatementLineKey) => s.lines.find((l) => l.key === key)!.iznos;
    // 1003: 604 + 6040 + 602; 1004: 605; 1006: 614; 1007: 615 + 613; 1002 and 1005 their sums, 1001 all four
    expect(['bu.sales-of-goods-home', 'bu.sales-of-goods-abroad', 'bu.sales-of-services-home', 'bu.sales-of-services-abroad'].map((k) => iznos(k as StatementLineKey))).toEqual([
      1_060_00, 586_000_00, 999_98, 154_710_43,
    ]);
    expect([iznos('bu.sales-of-goods'), iznos('bu.sales-of-services'), iznos('bu.operating-income')]).toEqual([587_060_00, 155_710_41, 742_770_41]);
    // 0039: 204 + 2040 less 209; 0040: 205; 0041: 202; 0038 their sum
    expect(['bs.receivables-home', 'bs.receivables-abroad', 'bs.receivables-related-home', 'bs.trade-receivables'].map((k) => iznos(k as StatementLineKey))).toEqual([
      1_199_98, 734_690_43, 5_00, 735_895_41,
    ]);
    // 0445: 435; 0446: 436; 0443: 433; 0448: 439; 0442 their sum; 430 stays 0441
    expect(['bs.payables-home', 'bs.payables-abroad', 'bs.payables-related-home', 'bs.payables-other', 'bs.trade-payables', 'bs.advances-received'].map((k) => iznos(k as StatementLineKey))).toEqual([
      120_000_00, 134_400_00, 7_00, 3_00, 254_410_00, 9_00,
    ]);
    expect(s.lines.filter((l) => l.key.startsWith('bu.sales')).map((l) => [l.aop, l.sum])).toEqual([
      ['1002', true],
      ['1003', false],
      ['1004', false],
      ['1005', true],
      ['1006', false],
      ['1007', false],
    ]);
  });

  it('keeps the form’s subtractions: a decrease of inventories and the sum lines nested twice', () => {
    const closing = [
      { konto: '241', saldo: 50_00 },
      { konto: '450', saldo: -10_00 },
      { konto: '470', saldo: -15_00 },
      { konto: '481', saldo: -5_00 },
      { konto: '301', saldo: -20_00 },
    ];
    const result = [
      { konto: '614', saldo: -40_00 },
      { konto: '631', saldo: 4_00 },
      { konto: '540', saldo: 6_00 },
      { konto: '690', saldo: -3_00 },
      { konto: '591', saldo: 5_00 },
      { konto: '721', saldo: 1_00 },
    ];
    const s = financialStatements(closing, result);
    const iznos = (key: StatementLineKey) => s.lines.find((l) => l.key === key)!.iznos;
    expect([iznos('bs.other-short-term'), iznos('bs.short-term-liabilities'), s.equityAndLiabilities]).toEqual([30_00, 30_00, 50_00]);
    // 1001 = 40 − 4; 1043 = 36; 1044 = 6; 69 − 59 = −2 (AOP 1048); before tax 36 − 6 − 2 = 28; net 27
    expect([iznos('bu.inventory-decrease'), iznos('bu.operating-income'), s.income, s.expenses]).toEqual([-4_00, 36_00, 36_00, 6_00]);
    expect([iznos('bu.discontinued'), s.discontinued, s.resultBeforeTax, s.netResult]).toEqual([-2_00, -2_00, 28_00, 27_00]);
    expect(s.lines.find((l) => l.key === 'bu.discontinued')!.aop).toBe('1048');
    expect(financialStatements([], [{ konto: '690', saldo: -3_00 }]).lines.find((l) => l.key === 'bu.discontinued')!.aop).toBe('1047');
  });
});
