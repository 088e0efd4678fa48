import type { PopdvField } from './popdv';

/**
 * SEF's VAT records (evidencija PDV, docs/domain.md#vat-record-calls; docs/domain.md#retail-and-buyers-outside-vat, docs/domain.md#the-2027-return): which KIR
 * rows go into which record. Output VAT an e-invoice carried is already on SEF and goes in no
 * record; the rest goes into the individual record of its document or into the period's summary
 * record, per rate. One table decides, by the row's POPDV field.
 */
export type VatRecordKind = 'individual' | 'group';

export interface VatRecordRule {
  kind: VatRecordKind;
  /** the row counts only when no e-invoice carried its document (for 3a: the purchase's internal invoice on SEF) */
  unlessEInvoice: boolean;
  /** the individual record's SEF document: an advance (386) or an internal invoice (400 foreign / 401 domestic, by the mirror KUR row) */
  document?: 'prepayment' | 'internal';
}

/**
 * - 3.2, 3.5, 3.6, 3.7 (our taxable supplies, their base changes, supplies without consideration)
 *   without an e-invoice: retail (register receipts, retail invoices to private persons) → the
 *   summary record's `baseAmount` / `calculatedVat` at 20 and 10 %, signed sums;
 * - 3.9 advances received without an advance e-invoice → an individual record per document (386);
 * - 3a.1–3a.4 VAT we compute on another's supply (domestic reverse charge, foreign supplier) → an
 *   individual record per internal invoice (400 / 401), unless the internal invoice itself went to
 *   SEF (periods after 31 March 2026, docs/decisions.md#internal-invoices-on-sef): SEF then
 *   holds it once, as that document;
 * - every other field: no record (no VAT: parts 1, 2, 3.3, 3.4, 11; input VAT: the EPP).
 */
export const vatRecordRules: Partial<Record<PopdvField, VatRecordRule>> = {
  '3.2': { kind: 'group', unlessEInvoice: true },
  '3.5': { kind: 'group', unlessEInvoice: true },
  '3.6': { kind: 'group', unlessEInvoice: true },
  '3.7': { kind: 'group', unlessEInvoice: true },
  '3.9': { kind: 'individual', unlessEInvoice: true, document: 'prepayment' },
  '3a.1': { kind: 'individual', unlessEInvoice: true, document: 'internal' },
  '3a.2': { kind: 'individual', unlessEInvoice: true, document: 'internal' },
  '3a.3': { kind: 'individual', unlessEInvoice: true, document: 'internal' },
  '3a.4': { kind: 'individual', unlessEInvoice: true, document: 'internal' },
};

/** The rates SEF's records have fields for (hundredths of a percent). */
export const VAT_RECORD_GENERAL = 2000;
export const VAT_RECORD_SPECIAL = 1000;

/** A record's amounts (hundredths): base and VAT at 20 and at 10 %. */
export interface VatRecordAmounts {
  base20: number;
  vat20: number;
  base10: number;
  vat10: number;
}

export const zeroAmounts = (): VatRecordAmounts => ({ base20: 0, vat20: 0, base10: 0, vat10: 0 });
export const sameAmounts = (a: VatRecordAmounts, b: VatRecordAmounts): boolean => a.base20 === b.base20 && a.vat20 === b.vat20 && a.base10 === b.base10 && a.vat10 === b.vat10;
export const isZeroAmounts = (a: VatRecordAmounts): boolean => sameAmounts(a, zeroAmounts());

/** A sum of KIR rows of one document, field and rate in the month, with what the record needs to know. */
export interface VatRecordSource {
  vDoc: string;
  docId: number;
  /** the document's number (an internal invoice's, an advance's) */
  number: string;
  /** the partner's PIB or foreign tax number ('' for none) */
  partner: string;
  popdv: string;
  stopa: number;
  osnovica: number;
  pdvIznos: number;
  /** an e-invoice carries the document to SEF (its outbox row, or its internal invoice's, is not `skipped`) */
  eInvoice: boolean;
  /** the document's KUR mirror is in 8g (a foreign supplier): an internal invoice 400, else 401 */
  foreign: boolean;
  /**
   * The base of the document's KUR mirror rows at the rate (8b, 8g): an internal invoice's base,
   * which its KIR 3a row does not carry (the return takes no base from 3a).
   */
  mirrorBase: number;
}

/** One record to keep on SEF: the summary record (key `group`) or a document's individual record. */
export interface VatRecordDraft extends VatRecordAmounts {
  kind: VatRecordKind;
  /** `group`, or `${vDoc}:${docId}` */
  key: string;
  number: string;
  partner: string;
  /** SEF's documentType: 386 prepayment, 400 internal – foreign person, 401 internal – VAT payer; null for the summary */
  documentType: 386 | 400 | 401 | null;
}

function add(to: VatRecordAmounts, s: Pick<VatRecordSource, 'stopa' | 'osnovica' | 'pdvIznos'>): void {
  if (s.stopa === VAT_RECORD_GENERAL) {
    to.base20 += s.osnovica;
    to.vat20 += s.pdvIznos;
  } else if (s.stopa === VAT_RECORD_SPECIAL) {
    to.base10 += s.osnovica;
    to.vat10 += s.pdvIznos;
  }
}

/** The month's records from its KIR sums: the summary record first (when it has anything), then the individual ones by key. */
export function vatRecordsOf(sources: readonly VatRecordSource[]): VatRecordDraft[] {
  const group: VatRecordDraft = { kind: 'group', key: 'group', number: '', partner: '', documentType: null, ...zeroAmounts() };
  const individual = new Map<string, VatRecordDraft>();
  for (const s of sources) {
    const rule = vatRecordRules[s.popdv as PopdvField];
    if (!rule || (rule.unlessEInvoice && s.eInvoice)) continue;
    if (s.stopa !== VAT_RECORD_GENERAL && s.stopa !== VAT_RECORD_SPECIAL) continue;
    if (rule.kind === 'group') {
      add(group, s);
      continue;
    }
    const key = `${s.vDoc}:${s.docId}`;
    const osnovica = rule.document === 'internal' && s.osnovica === 0 ? s.mirrorBase : s.osnovica;
    const draft = individual.get(key) ?? { kind: 'individual' as const, key, number: s.number, partner: s.partner, documentType: rule.document === 'prepayment' ? (386 as const) : s.foreign ? (400 as const) : (401 as const), ...zeroAmounts() };
    add(draft, { ...s, osnovica });
    individual.set(key, draft);
  }
  const list = [...individual.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  return isZeroAmounts(group) ? list : [group, ...list];
}

/* ------------------------------------------------------------------ the input-VAT record (EPP) */

/**
 * The input-VAT record (evidencija prethodnog poreza, EPP; docs/domain.md#vat-record-calls "Input-VAT record
 * (EPP)", `VatDeductionRecordRequestDto`): the period's KUR day sums by POPDV field, put into the
 * record's blocks. ⚠ Only the names the SEF API description quotes are confirmed (docs/domain.md#open-questions-about-sef, point 9); the nesting
 * below them is inferred (docs/decisions.md#vat-records-on-sef).
 */
export const eppBlocks = ['TurnoverAsSupplier', 'TurnoverAsRecipient', 'VatForImport', 'VatPaidToFarmer'] as const;
export type EppBlock = (typeof eppBlocks)[number];

/** The lines of `TurnoverAsSupplier` (quoted); ⚠ `TurnoverAsRecipient` is taken to have the same lines. */
export const eppLines = ['FirstTransferOfTheRightToDispose', 'TurnoverExceptForTransferOfTheRight', 'IncreaseOfBaseIeVat', 'DecreaseOfBaseIeVat', 'FeePaidBeforeTurnoverIePrepayment', 'DecreaseOfPrepayment'] as const;
export type EppLine = (typeof eppLines)[number];

/**
 * The columns of a rate: `Invoice_`, `FiscalInvoice_`, `OtherInvoice_` in `TurnoverAsSupplier`
 * (quoted), `InternalInvoiceVatPayer_` / `InternalInvoiceForeigner_` in `TurnoverAsRecipient`
 * (quoted as `…_*`), `Total_` for import and farmers (⚠ inferred: those blocks' inner names are not quoted).
 */
export const eppColumns = ['Invoice', 'FiscalInvoice', 'OtherInvoice', 'InternalInvoiceVatPayer', 'InternalInvoiceForeigner', 'Total'] as const;
export type EppColumn = (typeof eppColumns)[number];

/** The rates the EPP has fields for (`TurnoverAtRateOf20Percent` / `…10Percent`); null: the block has none (farmers). */
export type EppRate = 20 | 10 | null;

export interface EppRule {
  block: EppBlock;
  /** the block's line; null for import and farmers (⚠ inferred: no lines quoted) */
  line: EppLine | null;
  column: EppColumn;
  /** a negative day sum of the field goes to this line instead (the deduction of an advance on the final invoice) */
  negativeLine?: EppLine;
}

const supplier = (line: EppLine, negativeLine?: EppLine): EppRule => ({ block: 'TurnoverAsSupplier', line, column: 'Invoice', ...(negativeLine ? { negativeLine } : {}) });
const vatPayer = (line: EppLine): EppRule => ({ block: 'TurnoverAsRecipient', line, column: 'InternalInvoiceVatPayer' });
const foreigner = (line: EppLine): EppRule => ({ block: 'TurnoverAsRecipient', line, column: 'InternalInvoiceForeigner' });

/**
 * Which KUR field goes where in the EPP, one table (docs/domain.md#vat-record-calls):
 * - 8a (the supplier owes the VAT) → `TurnoverAsSupplier`: 8a.1 first transfer of a building, 8a.2
 *   and 8a.3 (⚠ without consideration has no line of its own) the other supplies, 8a.4 / 8a.5 the
 *   base's increase / decrease (credit and debit notes received), 8a.7 advances paid, a negative day
 *   sum of 8a.7 (advances deducted on the final invoice) `DecreaseOfPrepayment`; all in `Invoice_`
 *   (⚠ the day sums do not tell an invoice from a fiscal receipt or another document);
 * - 8b (domestic reverse charge) → `TurnoverAsRecipient`, `InternalInvoiceVatPayer_`; 8g (a foreign
 *   supplier) → `InternalInvoiceForeigner_`; their lines as 8a's (8b.1 / 8b.2+8b.3 / 8b.4 / 8b.5,
 *   8g.1+8g.2 / 8g.3 / 8g.4);
 * - 6.2.1–6.2.3 (import, its increase and decrease, signed) → `VatForImport`, per rate;
 * - 7.1 (farmers' VAT compensation) → `VatPaidToFarmer`, one figure (no rate);
 * - 6.1, 8v, 8d (no input VAT) and every KIR field: nothing.
 * `Deduction_Vat` of each rate is the VAT of the rows with the right to deduct; `CorrectionOfDeductibleVat`
 * has no source in the books and is sent as 0.
 */
export const eppRules: Partial<Record<PopdvField, EppRule>> = {
  '8a.1': supplier('FirstTransferOfTheRightToDispose'),
  '8a.2': supplier('TurnoverExceptForTransferOfTheRight'),
  '8a.3': supplier('TurnoverExceptForTransferOfTheRight'),
  '8a.4': supplier('IncreaseOfBaseIeVat'),
  '8a.5': supplier('DecreaseOfBaseIeVat'),
  '8a.7': supplier('FeePaidBeforeTurnoverIePrepayment', 'DecreaseOfPrepayment'),
  '8b.1': vatPayer('FirstTransferOfTheRightToDispose'),
  '8b.2': vatPayer('TurnoverExceptForTransferOfTheRight'),
  '8b.3': vatPayer('TurnoverExceptForTransferOfTheRight'),
  '8b.4': vatPayer('IncreaseOfBaseIeVat'),
  '8b.5': vatPayer('DecreaseOfBaseIeVat'),
  '8g.1': foreigner('TurnoverExceptForTransferOfTheRight'),
  '8g.2': foreigner('TurnoverExceptForTransferOfTheRight'),
  '8g.3': foreigner('IncreaseOfBaseIeVat'),
  '8g.4': foreigner('DecreaseOfBaseIeVat'),
  '6.2.1': { block: 'VatForImport', line: null, column: 'Total' },
  '6.2.2': { block: 'VatForImport', line: null, column: 'Total' },
  '6.2.3': { block: 'VatForImport', line: null, column: 'Total' },
  '7.1': { block: 'VatPaidToFarmer', line: null, column: 'Total' },
};

/** A KUR day sum by field, rate and deduction (hundredths), as `vat_book_day` keeps it. */
export interface EppSource {
  popdv: string;
  stopa: number;
  deductible: boolean;
  osnovica: number;
  pdvIznos: number;
}

/** One figure of the EPP (hundredths): a block's line, rate and column, its base, VAT and the deductible part of that VAT. */
export interface EppFigure {
  block: EppBlock;
  line: EppLine | null;
  rate: EppRate;
  column: EppColumn;
  base: number;
  vat: number;
  deduction: number;
}

const eppRateOf = (block: EppBlock, stopa: number): EppRate | undefined => {
  if (block === 'VatPaidToFarmer') return null;
  if (stopa === VAT_RECORD_GENERAL) return 20;
  if (stopa === VAT_RECORD_SPECIAL) return 10;
  return undefined;
};

const figureOrder = (f: Pick<EppFigure, 'block' | 'line' | 'rate' | 'column'>) =>
  [eppBlocks.indexOf(f.block), f.line === null ? -1 : eppLines.indexOf(f.line), f.rate === null ? 0 : -f.rate, eppColumns.indexOf(f.column)];

/** The EPP's figures of a VAT period from its KUR day sums, in the record's order, zeros left out. */
export function eppFiguresOf(sums: readonly EppSource[]): EppFigure[] {
  const by = new Map<string, EppFigure>();
  for (const s of sums) {
    const rule = eppRules[s.popdv as PopdvField];
    if (!rule) continue;
    const rate = eppRateOf(rule.block, s.stopa);
    if (rate === undefined) continue;
    const line = s.pdvIznos < 0 && rule.negativeLine ? rule.negativeLine : rule.line;
    const key = `${rule.block}|${line}|${rate}|${rule.column}`;
    const f = by.get(key) ?? { block: rule.block, line, rate, column: rule.column, base: 0, vat: 0, deduction: 0 };
    f.base += s.osnovica;
    f.vat += s.pdvIznos;
    if (s.deductible) f.deduction += s.pdvIznos;
    by.set(key, f);
  }
  const cmp = (a: EppFigure, b: EppFigure) => {
    const x = figureOrder(a);
    const y = figureOrder(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  };
  return [...by.values()].filter((f) => f.base !== 0 || f.vat !== 0 || f.deduction !== 0).sort(cmp);
}

/** Whether two lists of figures are the same (both in `eppFiguresOf`'s order). */
export function sameEppFigures(a: readonly EppFigure[], b: readonly EppFigure[]): boolean {
  const same = (f: EppFigure, g: EppFigure | undefined) =>
    !!g && f.block === g.block && f.line === g.line && f.rate === g.rate && f.column === g.column && f.base === g.base && f.vat === g.vat && f.deduction === g.deduction;
  return a.length === b.length && a.every((f, i) => same(f, b[i]));
}

/**
 * The EPP's VAT period (docs/domain.md#vat-record-calls): `VatPeriod` 1–12 a month (`VatPeriodRange` Monthly 1),
 * 13–16 a quarter (Quarterly 4), and its first and last day in `year`.
 */
export function eppPeriodOf(year: number, vatPeriod: number): { range: 1 | 4; from: string; to: string } {
  const quarter = vatPeriod >= 13 ? vatPeriod - 12 : null;
  const first = quarter === null ? vatPeriod : (quarter - 1) * 3 + 1;
  const last = quarter === null ? vatPeriod : first + 2;
  const mm = (m: number) => String(m).padStart(2, '0');
  return { range: quarter === null ? 1 : 4, from: `${year}-${mm(first)}-01`, to: new Date(Date.UTC(year, last, 0)).toISOString().slice(0, 10) };
}

/** The EPP's VAT period of a report's range: a whole calendar quarter 13–16, else the month the range starts in. */
export function eppVatPeriodOfRange(from: string, to: string): number {
  const year = Number(from.slice(0, 4));
  const month = Number(from.slice(5, 7));
  const quarter = 12 + Math.ceil(month / 3);
  const q = eppPeriodOf(year, quarter);
  return q.from === from && q.to === to ? quarter : month;
}
