/**
 * The balance sheet (bilans stanja) and income statement (bilans uspeha) of a year from account
 * balances, in the positions of the official forms (Pravilnik, Sl. glasnik RS 89/2020; AOP numbers
 * and sources in docs/decisions.md#statements). One table maps account prefixes to lines: an
 * account goes to the line of its longest matching prefix, contra accounts (1329, 1349, 029, 209 …)
 * net into their line. Sum lines add other lines as the form adds its positions.
 */

export const statementLineKeys = [
  // balance sheet, assets: debit − credit
  'bs.subscribed-unpaid',
  'bs.fixed-assets',
  'bs.deferred-tax-assets',
  'bs.current-assets',
  'bs.inventories',
  'bs.held-for-sale',
  'bs.trade-receivables',
  'bs.receivables-home',
  'bs.receivables-abroad',
  'bs.receivables-related-home',
  'bs.receivables-related-abroad',
  'bs.receivables-other',
  'bs.other-receivables',
  'bs.short-term-investments',
  'bs.cash',
  'bs.prepayments',
  // balance sheet, equity and liabilities: credit − debit
  'bs.equity',
  'bs.capital',
  'bs.capital-unpaid',
  'bs.share-premium',
  'bs.reserves',
  'bs.revaluation',
  'bs.retained-earnings',
  'bs.loss',
  'bs.result-not-closed',
  'bs.opening-not-closed',
  'bs.long-term-liabilities',
  'bs.deferred-tax-liabilities',
  'bs.short-term-liabilities',
  'bs.short-term-provisions',
  'bs.short-term-financial',
  'bs.advances-received',
  'bs.trade-payables',
  'bs.payables-related-home',
  'bs.payables-related-abroad',
  'bs.payables-home',
  'bs.payables-abroad',
  'bs.payables-other',
  'bs.other-short-term',
  'bs.other-liabilities',
  'bs.vat-and-taxes',
  'bs.income-tax',
  'bs.held-for-sale-liabilities',
  'bs.accruals',
  // income statement, income: credit − debit
  'bu.operating-income',
  'bu.sales-of-goods',
  'bu.sales-of-goods-home',
  'bu.sales-of-goods-abroad',
  'bu.sales-of-services',
  'bu.sales-of-services-home',
  'bu.sales-of-services-abroad',
  'bu.own-work',
  'bu.inventory-increase',
  'bu.inventory-decrease',
  'bu.other-operating-income',
  'bu.value-adjustment-income',
  'bu.financial-income',
  'bu.financial-adjustment-income',
  'bu.other-income',
  // income statement, expenses: debit − credit
  'bu.operating-expenses',
  'bu.cost-of-goods-sold',
  'bu.materials-and-energy',
  'bu.salaries',
  'bu.depreciation',
  'bu.value-adjustment-expenses',
  'bu.services',
  'bu.provisions',
  'bu.non-production',
  'bu.financial-expenses',
  'bu.financial-adjustment-expenses',
  'bu.other-expenses',
  // income statement, net effect of discontinued operations, policy changes and prior-period errors: credit − debit
  'bu.discontinued',
  // income statement, tax: debit − credit
  'bu.tax',
  'bu.deferred-tax',
] as const;
export type StatementLineKey = (typeof statementLineKeys)[number];

export type StatementSection = 'assets' | 'equity-liabilities' | 'income' | 'expenses' | 'discontinued' | 'tax';

/**
 * Each line: its section, its position on the official form (AOP; none for a line the form does not
 * have) and either the account prefixes that feed it or the lines it adds up (a sum line, left out
 * of the section totals). The one mapping table.
 */
export type StatementLine = {
  section: StatementSection;
  aop: string | null;
  /** the position a negative amount goes to, where the form splits one balance in two */
  aopNegative?: string;
} & ({ prefixes: string[] } | { sumOf: StatementLineKey[] });

export const statementLines: Record<StatementLineKey, StatementLine> = {
  'bs.subscribed-unpaid': { section: 'assets', aop: '0001', prefixes: ['00'] },
  'bs.fixed-assets': { section: 'assets', aop: '0002', prefixes: ['0'] },
  'bs.deferred-tax-assets': { section: 'assets', aop: '0029', prefixes: ['288'] },
  'bs.current-assets': {
    section: 'assets',
    aop: '0030',
    sumOf: ['bs.inventories', 'bs.held-for-sale', 'bs.trade-receivables', 'bs.other-receivables', 'bs.short-term-investments', 'bs.cash', 'bs.prepayments'],
  },
  // advances paid for inventories and services (15) are a position of inventories on the form
  'bs.inventories': { section: 'assets', aop: '0031', prefixes: ['1', '10', '11', '12', '13', '15'] },
  'bs.held-for-sale': { section: 'assets', aop: '0037', prefixes: ['14'] },
  // 0038 = 0039 + … + 0043: customers at home and abroad, related parties apart (the chart's 200–206);
  // the impairment 209 nets into customers at home ⚠ (the form says "deo 209" under each)
  'bs.trade-receivables': {
    section: 'assets',
    aop: '0038',
    sumOf: ['bs.receivables-home', 'bs.receivables-abroad', 'bs.receivables-related-home', 'bs.receivables-related-abroad', 'bs.receivables-other'],
  },
  'bs.receivables-home': { section: 'assets', aop: '0039', prefixes: ['20', '204'] },
  'bs.receivables-abroad': { section: 'assets', aop: '0040', prefixes: ['205'] },
  'bs.receivables-related-home': { section: 'assets', aop: '0041', prefixes: ['200', '202'] },
  'bs.receivables-related-abroad': { section: 'assets', aop: '0042', prefixes: ['201', '203'] },
  'bs.receivables-other': { section: 'assets', aop: '0043', prefixes: ['206'] },
  // VAT receivable (27) is part of "other receivables" on the form
  'bs.other-receivables': { section: 'assets', aop: '0044', prefixes: ['2', '21', '22', '27'] },
  'bs.short-term-investments': { section: 'assets', aop: '0048', prefixes: ['23'] },
  'bs.cash': { section: 'assets', aop: '0057', prefixes: ['24'] },
  'bs.prepayments': { section: 'assets', aop: '0058', prefixes: ['28'] },
  'bs.equity': {
    section: 'equity-liabilities',
    aop: '0401',
    sumOf: ['bs.capital', 'bs.capital-unpaid', 'bs.share-premium', 'bs.reserves', 'bs.revaluation', 'bs.retained-earnings', 'bs.loss', 'bs.result-not-closed', 'bs.opening-not-closed'],
  },
  'bs.capital': { section: 'equity-liabilities', aop: '0402', prefixes: ['3', '30'] },
  'bs.capital-unpaid': { section: 'equity-liabilities', aop: '0403', prefixes: ['31'] },
  'bs.share-premium': { section: 'equity-liabilities', aop: '0404', prefixes: ['306'] },
  'bs.reserves': { section: 'equity-liabilities', aop: '0405', prefixes: ['32'] },
  'bs.revaluation': { section: 'equity-liabilities', aop: '0406', prefixes: ['33'] },
  'bs.retained-earnings': { section: 'equity-liabilities', aop: '0408', prefixes: ['34'] },
  // credit − debit, so a loss shows negative; the form prints it positive and subtracts it
  'bs.loss': { section: 'equity-liabilities', aop: '0412', prefixes: ['35'] },
  // the year's result while classes 5–7 still hold balances (before the closing entry is locked): not on the form
  'bs.result-not-closed': { section: 'equity-liabilities', aop: null, prefixes: ['5', '6', '7'] },
  // what the opening accounts (70: 700 against which opening stock, opening client balances and the
  // opening entry post) still hold: zero once the year's opening is complete; not the year's result, not on the form
  'bs.opening-not-closed': { section: 'equity-liabilities', aop: null, prefixes: ['70'] },
  'bs.long-term-liabilities': { section: 'equity-liabilities', aop: '0415', prefixes: ['40', '41'] },
  'bs.deferred-tax-liabilities': { section: 'equity-liabilities', aop: '0429', prefixes: ['498'] },
  'bs.short-term-liabilities': {
    section: 'equity-liabilities',
    aop: '0431',
    sumOf: ['bs.short-term-provisions', 'bs.short-term-financial', 'bs.advances-received', 'bs.trade-payables', 'bs.other-short-term', 'bs.held-for-sale-liabilities', 'bs.accruals'],
  },
  'bs.short-term-provisions': { section: 'equity-liabilities', aop: '0432', prefixes: ['467'] },
  'bs.short-term-financial': { section: 'equity-liabilities', aop: '0433', prefixes: ['42'] },
  'bs.advances-received': { section: 'equity-liabilities', aop: '0441', prefixes: ['430'] },
  // 0442 = 0443 + … + 0448: suppliers at home and abroad, related parties apart (431–436); bills of
  // exchange (0447, part of 439) are not told apart from the rest of 439 without analytics: 0448 ⚠
  'bs.trade-payables': {
    section: 'equity-liabilities',
    aop: '0442',
    sumOf: ['bs.payables-related-home', 'bs.payables-related-abroad', 'bs.payables-home', 'bs.payables-abroad', 'bs.payables-other'],
  },
  'bs.payables-related-home': { section: 'equity-liabilities', aop: '0443', prefixes: ['431', '433'] },
  'bs.payables-related-abroad': { section: 'equity-liabilities', aop: '0444', prefixes: ['432', '434'] },
  'bs.payables-home': { section: 'equity-liabilities', aop: '0445', prefixes: ['435'] },
  'bs.payables-abroad': { section: 'equity-liabilities', aop: '0446', prefixes: ['436'] },
  'bs.payables-other': { section: 'equity-liabilities', aop: '0448', prefixes: ['43', '439'] },
  'bs.other-short-term': { section: 'equity-liabilities', aop: '0449', sumOf: ['bs.other-liabilities', 'bs.vat-and-taxes', 'bs.income-tax'] },
  'bs.other-liabilities': { section: 'equity-liabilities', aop: '0450', prefixes: ['4', '44', '45', '46'] },
  'bs.vat-and-taxes': { section: 'equity-liabilities', aop: '0451', prefixes: ['47', '48'] },
  'bs.income-tax': { section: 'equity-liabilities', aop: '0452', prefixes: ['481'] },
  'bs.held-for-sale-liabilities': { section: 'equity-liabilities', aop: '0453', prefixes: ['427'] },
  'bs.accruals': { section: 'equity-liabilities', aop: '0454', prefixes: ['49'] },
  'bu.operating-income': {
    section: 'income',
    aop: '1001',
    sumOf: ['bu.sales-of-goods', 'bu.sales-of-services', 'bu.own-work', 'bu.inventory-increase', 'bu.inventory-decrease', 'bu.other-operating-income', 'bu.value-adjustment-income'],
  },
  // 1002 = 1003 + 1004 (600, 602, 604 at home; 601, 603, 605 abroad), 1005 = 1006 + 1007 likewise for 61
  'bu.sales-of-goods': { section: 'income', aop: '1002', sumOf: ['bu.sales-of-goods-home', 'bu.sales-of-goods-abroad'] },
  'bu.sales-of-goods-home': { section: 'income', aop: '1003', prefixes: ['60', '600', '602', '604'] },
  'bu.sales-of-goods-abroad': { section: 'income', aop: '1004', prefixes: ['601', '603', '605'] },
  'bu.sales-of-services': { section: 'income', aop: '1005', sumOf: ['bu.sales-of-services-home', 'bu.sales-of-services-abroad'] },
  'bu.sales-of-services-home': { section: 'income', aop: '1006', prefixes: ['61', '610', '612', '614'] },
  'bu.sales-of-services-abroad': { section: 'income', aop: '1007', prefixes: ['611', '613', '615'] },
  'bu.own-work': { section: 'income', aop: '1008', prefixes: ['62'] },
  'bu.inventory-increase': { section: 'income', aop: '1009', prefixes: ['630'] },
  // a debit account among the income: shows negative, the form prints it positive and subtracts it
  'bu.inventory-decrease': { section: 'income', aop: '1010', prefixes: ['631'] },
  'bu.other-operating-income': { section: 'income', aop: '1011', prefixes: ['6', '64', '65'] },
  'bu.value-adjustment-income': { section: 'income', aop: '1012', prefixes: ['68'] },
  'bu.financial-income': { section: 'income', aop: '1027', prefixes: ['66'] },
  'bu.financial-adjustment-income': { section: 'income', aop: '1039', prefixes: ['683', '685', '686'] },
  'bu.other-income': { section: 'income', aop: '1041', prefixes: ['67'] },
  'bu.operating-expenses': {
    section: 'expenses',
    aop: '1013',
    sumOf: ['bu.cost-of-goods-sold', 'bu.materials-and-energy', 'bu.salaries', 'bu.depreciation', 'bu.value-adjustment-expenses', 'bu.services', 'bu.provisions', 'bu.non-production'],
  },
  'bu.cost-of-goods-sold': { section: 'expenses', aop: '1014', prefixes: ['50'] },
  'bu.materials-and-energy': { section: 'expenses', aop: '1015', prefixes: ['51'] },
  'bu.salaries': { section: 'expenses', aop: '1016', prefixes: ['52'] },
  'bu.depreciation': { section: 'expenses', aop: '1020', prefixes: ['540'] },
  'bu.value-adjustment-expenses': { section: 'expenses', aop: '1021', prefixes: ['58'] },
  'bu.services': { section: 'expenses', aop: '1022', prefixes: ['53'] },
  'bu.provisions': { section: 'expenses', aop: '1023', prefixes: ['54'] },
  'bu.non-production': { section: 'expenses', aop: '1024', prefixes: ['5', '55'] },
  'bu.financial-expenses': { section: 'expenses', aop: '1032', prefixes: ['56'] },
  'bu.financial-adjustment-expenses': { section: 'expenses', aop: '1040', prefixes: ['583', '585', '586'] },
  'bu.other-expenses': { section: 'expenses', aop: '1042', prefixes: ['57'] },
  // 69 less 59 (discontinued operations, changes of accounting policies, prior-period errors)
  'bu.discontinued': { section: 'discontinued', aop: '1047', aopNegative: '1048', prefixes: ['69', '59'] },
  'bu.tax': { section: 'tax', aop: '1051', prefixes: ['721'] },
  // a credit balance is deferred tax income
  'bu.deferred-tax': { section: 'tax', aop: '1052', aopNegative: '1053', prefixes: ['722'] },
};

const prefixesOf = (line: StatementLine) => ('prefixes' in line ? line.prefixes : []);

/** An account's net balance: debit − credit, para. */
export interface AccountBalance {
  konto: string;
  saldo: number;
}

const balanceSheet = (k: StatementLineKey) => k.startsWith('bs.');

/** The line of an account in one statement: the longest prefix wins; none for classes 8 and 9, or 7 outside the tax lines. */
export function statementLineOf(konto: string, statement: 'bs' | 'bu'): StatementLineKey | null {
  let best: StatementLineKey | null = null;
  let length = 0;
  for (const key of statementLineKeys) {
    if (balanceSheet(key) !== (statement === 'bs')) continue;
    for (const p of prefixesOf(statementLines[key])) if (konto.startsWith(p) && p.length > length) [best, length] = [key, p.length];
  }
  return best;
}

/** Sign of a section: assets, expenses and tax are debit balances, the others credit balances. */
const debitSide = (s: StatementSection) => s === 'assets' || s === 'expenses' || s === 'tax';

export interface StatementFigures {
  /** every line in the form's order; `sum` marks a sum line (not counted in the totals) */
  lines: { key: StatementLineKey; section: StatementSection; aop: string | null; sum: boolean; iznos: number }[];
  /** AOP 0059 */
  assets: number;
  /** AOP 0456 */
  equityAndLiabilities: number;
  /** AOP 1043 */
  income: number;
  /** AOP 1044 */
  expenses: number;
  /** 69 − 59: AOP 1047 when positive, 1048 when negative */
  discontinued: number;
  /** income − expenses + discontinued: AOP 1049 when positive, 1050 when negative */
  resultBeforeTax: number;
  tax: number;
  /** AOP 1055 when positive, 1056 when negative */
  netResult: number;
  /** assets = equity and liabilities */
  balanced: boolean;
}

/**
 * Both statements: `closing` are the year's closing balances (the balance sheet), `result` the
 * balances of the result accounts before the closing entry (the income statement). Every line is
 * listed, zero or not, in the table's order.
 */
export function financialStatements(closing: AccountBalance[], result: AccountBalance[]): StatementFigures {
  const amounts = new Map<StatementLineKey, number>(statementLineKeys.map((k) => [k, 0]));
  const add = (rows: AccountBalance[], statement: 'bs' | 'bu') => {
    for (const r of rows) {
      const key = statementLineOf(r.konto, statement);
      if (!key) continue;
      const sign = debitSide(statementLines[key].section) ? 1 : -1;
      amounts.set(key, amounts.get(key)! + sign * r.saldo);
    }
  };
  add(closing, 'bs');
  add(result, 'bu');
  const amount = (key: StatementLineKey): number => {
    const line = statementLines[key];
    return 'sumOf' in line ? line.sumOf.reduce((t, k) => t + amount(k), 0) : amounts.get(key)!;
  };
  const lines = statementLineKeys.map((key) => {
    const line = statementLines[key];
    const iznos = amount(key);
    return { key, section: line.section, aop: iznos < 0 && line.aopNegative ? line.aopNegative : line.aop, sum: 'sumOf' in line, iznos };
  });
  const total = (s: StatementSection) => lines.filter((l) => l.section === s && !l.sum).reduce((t, l) => t + l.iznos, 0);
  const assets = total('assets');
  const equityAndLiabilities = total('equity-liabilities');
  const income = total('income');
  const expenses = total('expenses');
  const discontinued = total('discontinued');
  const tax = total('tax');
  const resultBeforeTax = income - expenses + discontinued;
  return { lines, assets, equityAndLiabilities, income, expenses, discontinued, resultBeforeTax, tax, netResult: resultBeforeTax - tax, balanced: assets === equityAndLiabilities };
}
