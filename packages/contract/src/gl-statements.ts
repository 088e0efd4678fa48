import { statementLineKeys, type StatementLineKey } from '@knjige/domain';
import { queryId } from './bounds';
import { exportFields } from './export';
import { z } from './zod-config';

/** `GET /v1/rpt-gl/bilans?periodId=`: the year's balance sheet and income statement (B5). */
export const statementsQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
});
export type StatementsQuery = z.infer<typeof statementsQuery>;
const statementSections = ['assets', 'equity-liabilities', 'income', 'expenses', 'discontinued', 'tax'] as const;
export const statementsData = z.object({
  /** the answer */
  data: z.object({
    /** the year's last day: the date the balance sheet is at */
    datum: z.string(),
    /** every line in the form's order: its AOP position (none for a line the form lacks), `sum` for a sum line */
    lines: z.array(
      z.object({
        /** the line's key (its name in the forms' catalogue) */
        key: z.enum(statementLineKeys),
        /** the part of the forms it is in */
        section: z.enum(statementSections),
        /** its AOP position; null when the form has no such line */
        aop: z.string().nullable(),
        /** a sum of other lines (not counted in the totals) */
        sum: z.boolean(),
        /** the line's amount, hundredths */
        iznos: z.number().int(),
      }),
    ),
    /** total assets: AOP 0059 */
    assets: z.number().int(),
    /** total equity and liabilities: AOP 0456 */
    equityAndLiabilities: z.number().int(),
    /** AOP 1043 */
    income: z.number().int(),
    /** AOP 1044 */
    expenses: z.number().int(),
    /** 69 − 59: AOP 1047 when positive, 1048 when negative */
    discontinued: z.number().int(),
    /** income − expenses + discontinued: AOP 1049 when positive, 1050 when negative */
    resultBeforeTax: z.number().int(),
    /** the profit tax of the year */
    tax: z.number().int(),
    /** the result after tax: AOP 1055 when positive, 1056 when negative */
    netResult: z.number().int(),
    /** assets equal equity and liabilities */
    balanced: z.boolean(),
  }),
});
export type Statements = z.infer<typeof statementsData>['data'];
export const statementsExportQuery = statementsQuery.extend(exportFields);

/** A draft journal entry the books propose (closing, opening, VAT settlement). */
export const proposedEntry = z.object({
  /** the draft manual journal entry (family nal) */
  id: z.number().int(),
  /** the entry's sub-type: an ordinary journal entry (nal) or an opening entry (ps) */
  vSubDoc: z.enum(['nal', 'ps']),
  /** the printed label */
  oznaka: z.string(),
  /** the entry's date */
  datum: z.string(),
  /** how many lines it has */
  lines: z.number().int(),
  /** the debit sum, hundredths */
  duguje: z.number().int(),
  /** the credit sum, hundredths */
  potrazuje: z.number().int(),
});
export type ProposedEntry = z.infer<typeof proposedEntry>;

/** `POST /v1/gl/vat-settlement`: the month (any day of it) whose VAT is settled. */
export const vatSettlementInput = z.object({
  /** the accounting period (business year) */
  periodId: z.number().int().positive(),
  /** the month (YYYY-MM) */
  month: z.string().regex(/^\d{4}-\d{2}$/, 'invalid'),
});
export type VatSettlementInput = z.infer<typeof vatSettlementInput>;

/** The lines' names as the official forms print them (sr-Latn, some abridged): the export's and the print's text. */
export const statementLineNames: Record<StatementLineKey, string> = {
  'bs.subscribed-unpaid': 'Upisani a neuplaćeni kapital',
  'bs.fixed-assets': 'Stalna imovina',
  'bs.deferred-tax-assets': 'Odložena poreska sredstva',
  'bs.current-assets': 'Obrtna imovina',
  'bs.inventories': 'Zalihe',
  'bs.held-for-sale': 'Stalna imovina koja se drži za prodaju i prestanak poslovanja',
  'bs.trade-receivables': 'Potraživanja po osnovu prodaje',
  'bs.receivables-home': 'Potraživanja od kupaca u zemlji',
  'bs.receivables-abroad': 'Potraživanja od kupaca u inostranstvu',
  'bs.receivables-related-home': 'Potraživanja od matičnog, zavisnih i ostalih povezanih lica u zemlji',
  'bs.receivables-related-abroad': 'Potraživanja od matičnog, zavisnih i ostalih povezanih lica u inostranstvu',
  'bs.receivables-other': 'Ostala potraživanja po osnovu prodaje',
  'bs.other-receivables': 'Ostala kratkoročna potraživanja',
  'bs.short-term-investments': 'Kratkoročni finansijski plasmani',
  'bs.cash': 'Gotovina i gotovinski ekvivalenti',
  'bs.prepayments': 'Kratkoročna aktivna vremenska razgraničenja',
  'bs.equity': 'Kapital',
  'bs.capital': 'Osnovni kapital',
  'bs.capital-unpaid': 'Upisani a neuplaćeni kapital',
  'bs.share-premium': 'Emisiona premija',
  'bs.reserves': 'Rezerve',
  'bs.revaluation': 'Pozitivne revalorizacione rezerve i nerealizovani dobici',
  'bs.retained-earnings': 'Neraspoređeni dobitak',
  'bs.loss': 'Gubitak',
  'bs.result-not-closed': 'Rezultat tekuće godine (nezaključen)',
  'bs.opening-not-closed': 'Otvaranje glavne knjige, nezatvoreno (70)',
  'bs.long-term-liabilities': 'Dugoročna rezervisanja i dugoročne obaveze',
  'bs.deferred-tax-liabilities': 'Odložene poreske obaveze',
  'bs.short-term-liabilities': 'Kratkoročna rezervisanja i kratkoročne obaveze',
  'bs.short-term-provisions': 'Kratkoročna rezervisanja',
  'bs.short-term-financial': 'Kratkoročne finansijske obaveze',
  'bs.advances-received': 'Primljeni avansi, depoziti i kaucije',
  'bs.trade-payables': 'Obaveze iz poslovanja',
  'bs.payables-related-home': 'Obaveze prema dobavljačima – matičnom, zavisnim i ostalim povezanim licima u zemlji',
  'bs.payables-related-abroad': 'Obaveze prema dobavljačima – matičnom, zavisnim i ostalim povezanim licima u inostranstvu',
  'bs.payables-home': 'Obaveze prema dobavljačima u zemlji',
  'bs.payables-abroad': 'Obaveze prema dobavljačima u inostranstvu',
  'bs.payables-other': 'Ostale obaveze iz poslovanja',
  'bs.other-short-term': 'Ostale kratkoročne obaveze',
  'bs.other-liabilities': 'Ostale kratkoročne obaveze (44, 45, 46)',
  'bs.vat-and-taxes': 'Obaveze po osnovu poreza na dodatu vrednost i ostalih javnih prihoda',
  'bs.income-tax': 'Obaveze po osnovu poreza na dobitak',
  'bs.held-for-sale-liabilities': 'Obaveze po osnovu sredstava namenjenih prodaji i sredstava poslovanja koje je obustavljeno',
  'bs.accruals': 'Kratkoročna pasivna vremenska razgraničenja',
  'bu.operating-income': 'Poslovni prihodi',
  'bu.sales-of-goods': 'Prihodi od prodaje robe',
  'bu.sales-of-goods-home': 'Prihodi od prodaje robe na domaćem tržištu',
  'bu.sales-of-goods-abroad': 'Prihodi od prodaje robe na inostranom tržištu',
  'bu.sales-of-services': 'Prihodi od prodaje proizvoda i usluga',
  'bu.sales-of-services-home': 'Prihodi od prodaje proizvoda i usluga na domaćem tržištu',
  'bu.sales-of-services-abroad': 'Prihodi od prodaje proizvoda i usluga na inostranom tržištu',
  'bu.own-work': 'Prihodi od aktiviranja učinaka i robe',
  'bu.inventory-increase': 'Povećanje vrednosti zaliha nedovršenih i gotovih proizvoda',
  'bu.inventory-decrease': 'Smanjenje vrednosti zaliha nedovršenih i gotovih proizvoda',
  'bu.other-operating-income': 'Ostali poslovni prihodi',
  'bu.value-adjustment-income': 'Prihodi od usklađivanja vrednosti imovine (osim finansijske)',
  'bu.financial-income': 'Finansijski prihodi',
  'bu.financial-adjustment-income': 'Prihodi od usklađivanja vrednosti finansijske imovine po fer vrednosti kroz bilans uspeha',
  'bu.other-income': 'Ostali prihodi',
  'bu.operating-expenses': 'Poslovni rashodi',
  'bu.cost-of-goods-sold': 'Nabavna vrednost prodate robe',
  'bu.materials-and-energy': 'Troškovi materijala, goriva i energije',
  'bu.salaries': 'Troškovi zarada, naknada zarada i ostali lični rashodi',
  'bu.depreciation': 'Troškovi amortizacije',
  'bu.value-adjustment-expenses': 'Rashodi od usklađivanja vrednosti imovine (osim finansijske)',
  'bu.services': 'Troškovi proizvodnih usluga',
  'bu.provisions': 'Troškovi rezervisanja',
  'bu.non-production': 'Nematerijalni troškovi',
  'bu.financial-expenses': 'Finansijski rashodi',
  'bu.financial-adjustment-expenses': 'Rashodi od usklađivanja vrednosti finansijske imovine po fer vrednosti kroz bilans uspeha',
  'bu.other-expenses': 'Ostali rashodi',
  'bu.discontinued': 'Neto efekat poslovanja koje se obustavlja, promena računovodstvenih politika i ispravki grešaka iz ranijih perioda',
  'bu.tax': 'Poreski rashod perioda',
  'bu.deferred-tax': 'Odloženi poreski rashodi (prihodi) perioda',
};

/** The lines' names in English prints. */
export const statementLineNamesEn: Record<StatementLineKey, string> = {
  'bs.subscribed-unpaid': 'Subscribed capital unpaid',
  'bs.fixed-assets': 'Non-current assets',
  'bs.deferred-tax-assets': 'Deferred tax assets',
  'bs.current-assets': 'Current assets',
  'bs.inventories': 'Inventories',
  'bs.held-for-sale': 'Non-current assets held for sale',
  'bs.trade-receivables': 'Trade receivables',
  'bs.receivables-home': 'Trade receivables, domestic customers',
  'bs.receivables-abroad': 'Trade receivables, customers abroad',
  'bs.receivables-related-home': 'Receivables from parent, subsidiaries and other related parties, domestic',
  'bs.receivables-related-abroad': 'Receivables from parent, subsidiaries and other related parties, abroad',
  'bs.receivables-other': 'Other trade receivables',
  'bs.other-receivables': 'Other short-term receivables',
  'bs.short-term-investments': 'Short-term investments',
  'bs.cash': 'Cash and cash equivalents',
  'bs.prepayments': 'Short-term prepayments and accrued income',
  'bs.equity': 'Equity',
  'bs.capital': 'Share capital',
  'bs.capital-unpaid': 'Subscribed capital unpaid',
  'bs.share-premium': 'Share premium',
  'bs.reserves': 'Reserves',
  'bs.revaluation': 'Revaluation reserves and unrealised gains',
  'bs.retained-earnings': 'Retained earnings',
  'bs.loss': 'Loss',
  'bs.result-not-closed': "Current year's result (not closed)",
  'bs.opening-not-closed': 'Opening of the ledger, not closed (70)',
  'bs.long-term-liabilities': 'Long-term provisions and liabilities',
  'bs.deferred-tax-liabilities': 'Deferred tax liabilities',
  'bs.short-term-liabilities': 'Short-term provisions and liabilities',
  'bs.short-term-provisions': 'Short-term provisions',
  'bs.short-term-financial': 'Short-term financial liabilities',
  'bs.advances-received': 'Advances, deposits and guarantees received',
  'bs.trade-payables': 'Trade payables',
  'bs.payables-related-home': 'Payables to suppliers – parent, subsidiaries and other related parties, domestic',
  'bs.payables-related-abroad': 'Payables to suppliers – parent, subsidiaries and other related parties, abroad',
  'bs.payables-home': 'Payables to suppliers, domestic',
  'bs.payables-abroad': 'Payables to suppliers abroad',
  'bs.payables-other': 'Other operating liabilities',
  'bs.other-short-term': 'Other short-term liabilities',
  'bs.other-liabilities': 'Other short-term liabilities (44, 45, 46)',
  'bs.vat-and-taxes': 'VAT and other public revenues payable',
  'bs.income-tax': 'Income tax payable',
  'bs.held-for-sale-liabilities': 'Liabilities of assets held for sale and discontinued operations',
  'bs.accruals': 'Short-term accruals and deferred income',
  'bu.operating-income': 'Operating income',
  'bu.sales-of-goods': 'Sales of goods',
  'bu.sales-of-goods-home': 'Sales of goods, domestic market',
  'bu.sales-of-goods-abroad': 'Sales of goods, foreign market',
  'bu.sales-of-services': 'Sales of products and services',
  'bu.sales-of-services-home': 'Sales of products and services, domestic market',
  'bu.sales-of-services-abroad': 'Sales of products and services, foreign market',
  'bu.own-work': 'Own work capitalised',
  'bu.inventory-increase': 'Increase in work in progress and finished goods',
  'bu.inventory-decrease': 'Decrease in work in progress and finished goods',
  'bu.other-operating-income': 'Other operating income',
  'bu.value-adjustment-income': 'Value adjustment income (non-financial assets)',
  'bu.financial-income': 'Financial income',
  'bu.financial-adjustment-income': 'Value adjustment income (financial assets at fair value through profit or loss)',
  'bu.other-income': 'Other income',
  'bu.operating-expenses': 'Operating expenses',
  'bu.cost-of-goods-sold': 'Cost of goods sold',
  'bu.materials-and-energy': 'Materials, fuel and energy',
  'bu.salaries': 'Salaries, benefits and other personal expenses',
  'bu.depreciation': 'Depreciation',
  'bu.value-adjustment-expenses': 'Value adjustment expenses (non-financial assets)',
  'bu.services': 'Production services',
  'bu.provisions': 'Provisions',
  'bu.non-production': 'Non-production costs',
  'bu.financial-expenses': 'Financial expenses',
  'bu.financial-adjustment-expenses': 'Value adjustment expenses (financial assets at fair value through profit or loss)',
  'bu.other-expenses': 'Other expenses',
  'bu.discontinued': 'Net effect of discontinued operations, changes of accounting policies and prior-period errors',
  'bu.tax': 'Tax expense of the period',
  'bu.deferred-tax': 'Deferred tax expense (income) of the period',
};
