/**
 * The balance sheet (bilans stanja) and income statement (bilans uspeha) of a year from account
 * balances, in the lines of VAT-AND-LEDGER.md B5. One table maps account prefixes to lines: an
 * account goes to the line of its longest matching prefix, contra accounts (1329, 1349, 029, 209 …)
 * net into their line. Lines are named, not numbered: the official AOP positions could not be
 * confirmed (docs/decisions.md "Statements").
 */

export const statementLineKeys = [
  // balance sheet, assets: debit − credit
  'bs.fixed-assets',
  'bs.inventories',
  'bs.advances-paid',
  'bs.trade-receivables',
  'bs.other-receivables',
  'bs.short-term-investments',
  'bs.cash',
  'bs.vat-receivable',
  'bs.prepayments',
  // balance sheet, equity and liabilities: credit − debit
  'bs.capital',
  'bs.reserves',
  'bs.retained-earnings',
  'bs.loss',
  'bs.result-not-closed',
  'bs.long-term-liabilities',
  'bs.short-term-financial',
  'bs.suppliers-and-advances',
  'bs.salaries',
  'bs.other-liabilities',
  'bs.vat-payable',
  'bs.other-taxes',
  'bs.accruals',
  // income statement, income: credit − debit
  'bu.sales-of-goods',
  'bu.sales-of-services',
  'bu.other-operating-income',
  'bu.financial-income',
  'bu.other-income',
  // income statement, expenses: debit − credit
  'bu.cost-of-goods-sold',
  'bu.materials-and-energy',
  'bu.salaries',
  'bu.services',
  'bu.depreciation',
  'bu.non-production',
  'bu.financial-expenses',
  'bu.other-expenses',
  'bu.tax',
] as const;
export type StatementLineKey = (typeof statementLineKeys)[number];

export type StatementSection = 'assets' | 'equity-liabilities' | 'income' | 'expenses' | 'tax';

/** Each line: its section and the account prefixes that feed it (the one mapping table). */
export const statementLines: Record<StatementLineKey, { section: StatementSection; prefixes: string[] }> = {
  'bs.fixed-assets': { section: 'assets', prefixes: ['0'] },
  'bs.inventories': { section: 'assets', prefixes: ['1', '10', '11', '12', '13', '14'] },
  'bs.advances-paid': { section: 'assets', prefixes: ['15'] },
  'bs.trade-receivables': { section: 'assets', prefixes: ['20'] },
  'bs.other-receivables': { section: 'assets', prefixes: ['2', '21', '22'] },
  'bs.short-term-investments': { section: 'assets', prefixes: ['23'] },
  'bs.cash': { section: 'assets', prefixes: ['24'] },
  'bs.vat-receivable': { section: 'assets', prefixes: ['27'] },
  'bs.prepayments': { section: 'assets', prefixes: ['28'] },
  'bs.capital': { section: 'equity-liabilities', prefixes: ['3', '30', '31'] },
  'bs.reserves': { section: 'equity-liabilities', prefixes: ['32', '33'] },
  'bs.retained-earnings': { section: 'equity-liabilities', prefixes: ['34'] },
  'bs.loss': { section: 'equity-liabilities', prefixes: ['35'] },
  // the year's result while classes 5–7 still hold balances (before the closing entry is locked)
  'bs.result-not-closed': { section: 'equity-liabilities', prefixes: ['5', '6', '7'] },
  'bs.long-term-liabilities': { section: 'equity-liabilities', prefixes: ['40', '41'] },
  'bs.short-term-financial': { section: 'equity-liabilities', prefixes: ['42'] },
  'bs.suppliers-and-advances': { section: 'equity-liabilities', prefixes: ['43'] },
  'bs.salaries': { section: 'equity-liabilities', prefixes: ['45'] },
  'bs.other-liabilities': { section: 'equity-liabilities', prefixes: ['4', '44', '46'] },
  'bs.vat-payable': { section: 'equity-liabilities', prefixes: ['47'] },
  'bs.other-taxes': { section: 'equity-liabilities', prefixes: ['48'] },
  'bs.accruals': { section: 'equity-liabilities', prefixes: ['49'] },
  'bu.sales-of-goods': { section: 'income', prefixes: ['60'] },
  'bu.sales-of-services': { section: 'income', prefixes: ['61'] },
  'bu.other-operating-income': { section: 'income', prefixes: ['6', '62', '63', '64', '65'] },
  'bu.financial-income': { section: 'income', prefixes: ['66'] },
  'bu.other-income': { section: 'income', prefixes: ['67', '68', '69'] },
  'bu.cost-of-goods-sold': { section: 'expenses', prefixes: ['50'] },
  'bu.materials-and-energy': { section: 'expenses', prefixes: ['51'] },
  'bu.salaries': { section: 'expenses', prefixes: ['52'] },
  'bu.services': { section: 'expenses', prefixes: ['53'] },
  'bu.depreciation': { section: 'expenses', prefixes: ['54'] },
  'bu.non-production': { section: 'expenses', prefixes: ['5', '55'] },
  'bu.financial-expenses': { section: 'expenses', prefixes: ['56'] },
  'bu.other-expenses': { section: 'expenses', prefixes: ['57', '58', '59'] },
  'bu.tax': { section: 'tax', prefixes: ['721', '722'] },
};

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
    for (const p of statementLines[key].prefixes) if (konto.startsWith(p) && p.length > length) [best, length] = [key, p.length];
  }
  return best;
}

/** Sign of a section: assets, expenses and tax are debit balances, the others credit balances. */
const debitSide = (s: StatementSection) => s === 'assets' || s === 'expenses' || s === 'tax';

export interface StatementFigures {
  lines: { key: StatementLineKey; section: StatementSection; iznos: number }[];
  assets: number;
  equityAndLiabilities: number;
  income: number;
  expenses: number;
  /** income − expenses */
  resultBeforeTax: number;
  tax: number;
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
  const lines = statementLineKeys.map((key) => ({ key, section: statementLines[key].section, iznos: amounts.get(key)! }));
  const total = (s: StatementSection) => lines.filter((l) => l.section === s).reduce((t, l) => t + l.iznos, 0);
  const assets = total('assets');
  const equityAndLiabilities = total('equity-liabilities');
  const income = total('income');
  const expenses = total('expenses');
  const tax = total('tax');
  return { lines, assets, equityAndLiabilities, income, expenses, resultBeforeTax: income - expenses, tax, netResult: income - expenses - tax, balanced: assets === equityAndLiabilities };
}
