import { statementLineKeys, type StatementLineKey } from '@knjige/domain';
import { queryId } from './bounds';
import { exportFields } from './export';
import { z } from './zod-config';

/** `GET /v1/rpt-gl/bilans?periodId=`: the year's balance sheet and income statement (B5). */
export const statementsQuery = z.object({ periodId: queryId() });
export type StatementsQuery = z.infer<typeof statementsQuery>;
const statementSections = ['assets', 'equity-liabilities', 'income', 'expenses', 'tax'] as const;
export const statementsData = z.object({
  data: z.object({
    /** the year's last day: the date the balance sheet is at */
    datum: z.string(),
    lines: z.array(z.object({ key: z.enum(statementLineKeys), section: z.enum(statementSections), iznos: z.number().int() })),
    assets: z.number().int(),
    equityAndLiabilities: z.number().int(),
    income: z.number().int(),
    expenses: z.number().int(),
    resultBeforeTax: z.number().int(),
    tax: z.number().int(),
    netResult: z.number().int(),
    balanced: z.boolean(),
  }),
});
export type Statements = z.infer<typeof statementsData>['data'];
export const statementsExportQuery = statementsQuery.extend(exportFields);

/** A draft journal entry the books propose (closing, opening, VAT settlement). */
export const proposedEntry = z.object({
  /** the draft manual journal entry (family nal) */
  id: z.number().int(),
  vSubDoc: z.enum(['nal', 'ps']),
  oznaka: z.string(),
  datum: z.string(),
  lines: z.number().int(),
  duguje: z.number().int(),
  potrazuje: z.number().int(),
});
export type ProposedEntry = z.infer<typeof proposedEntry>;

/** `POST /v1/gl/vat-settlement`: the month (any day of it) whose VAT is settled. */
export const vatSettlementInput = z.object({
  periodId: z.number().int().positive(),
  month: z.string().regex(/^\d{4}-\d{2}$/, 'invalid'),
});
export type VatSettlementInput = z.infer<typeof vatSettlementInput>;

/** The lines' names as the official forms print them (sr-Latn): the export's and the print's text. */
export const statementLineNames: Record<StatementLineKey, string> = {
  'bs.fixed-assets': 'Stalna imovina',
  'bs.inventories': 'Zalihe',
  'bs.advances-paid': 'Plaćeni avansi za zalihe i usluge',
  'bs.trade-receivables': 'Potraživanja po osnovu prodaje',
  'bs.other-receivables': 'Druga potraživanja',
  'bs.short-term-investments': 'Kratkoročni finansijski plasmani',
  'bs.cash': 'Gotovina i gotovinski ekvivalenti',
  'bs.vat-receivable': 'Porez na dodatu vrednost',
  'bs.prepayments': 'Aktivna vremenska razgraničenja',
  'bs.capital': 'Osnovni kapital',
  'bs.reserves': 'Rezerve',
  'bs.retained-earnings': 'Neraspoređeni dobitak',
  'bs.loss': 'Gubitak',
  'bs.result-not-closed': 'Rezultat tekuće godine (nezaključen)',
  'bs.long-term-liabilities': 'Dugoročna rezervisanja i obaveze',
  'bs.short-term-financial': 'Kratkoročne finansijske obaveze',
  'bs.suppliers-and-advances': 'Primljeni avansi i obaveze iz poslovanja',
  'bs.salaries': 'Obaveze za zarade',
  'bs.other-liabilities': 'Ostale kratkoročne obaveze',
  'bs.vat-payable': 'Obaveze za porez na dodatu vrednost',
  'bs.other-taxes': 'Obaveze za ostale poreze i doprinose',
  'bs.accruals': 'Pasivna vremenska razgraničenja',
  'bu.sales-of-goods': 'Prihodi od prodaje robe',
  'bu.sales-of-services': 'Prihodi od prodaje proizvoda i usluga',
  'bu.other-operating-income': 'Ostali poslovni prihodi',
  'bu.financial-income': 'Finansijski prihodi',
  'bu.other-income': 'Ostali prihodi',
  'bu.cost-of-goods-sold': 'Nabavna vrednost prodate robe',
  'bu.materials-and-energy': 'Troškovi materijala, goriva i energije',
  'bu.salaries': 'Troškovi zarada i naknada zarada',
  'bu.services': 'Troškovi proizvodnih usluga',
  'bu.depreciation': 'Troškovi amortizacije',
  'bu.non-production': 'Nematerijalni troškovi',
  'bu.financial-expenses': 'Finansijski rashodi',
  'bu.other-expenses': 'Ostali rashodi',
  'bu.tax': 'Poreski rashod perioda',
};

/** The lines' names in English prints. */
export const statementLineNamesEn: Record<StatementLineKey, string> = {
  'bs.fixed-assets': "Non-current assets",
  'bs.inventories': "Inventories",
  'bs.advances-paid': "Advances paid",
  'bs.trade-receivables': "Trade receivables",
  'bs.other-receivables': "Other receivables",
  'bs.short-term-investments': "Short-term investments",
  'bs.cash': "Cash and cash equivalents",
  'bs.vat-receivable': "Value added tax",
  'bs.prepayments': "Prepayments and accrued income",
  'bs.capital': "Share capital",
  'bs.reserves': "Reserves",
  'bs.retained-earnings': "Retained earnings",
  'bs.loss': "Loss",
  'bs.result-not-closed': "Current year's result (not closed)",
  'bs.long-term-liabilities': "Long-term provisions and liabilities",
  'bs.short-term-financial': "Short-term financial liabilities",
  'bs.suppliers-and-advances': "Advances received and trade payables",
  'bs.salaries': "Salaries payable",
  'bs.other-liabilities': "Other short-term liabilities",
  'bs.vat-payable': "VAT payable",
  'bs.other-taxes': "Other taxes and contributions payable",
  'bs.accruals': "Accruals and deferred income",
  'bu.sales-of-goods': "Sales of goods",
  'bu.sales-of-services': "Sales of products and services",
  'bu.other-operating-income': "Other operating income",
  'bu.financial-income': "Financial income",
  'bu.other-income': "Other income",
  'bu.cost-of-goods-sold': "Cost of goods sold",
  'bu.materials-and-energy': "Materials, fuel and energy",
  'bu.salaries': "Salaries and benefits",
  'bu.services': "Production services",
  'bu.depreciation': "Depreciation",
  'bu.non-production': "Non-production costs",
  'bu.financial-expenses': "Financial expenses",
  'bu.other-expenses': "Other expenses",
  'bu.tax': "Tax expense of the period",
};
