import type { PopdvField } from './popdv';

/**
 * SEF's VAT records (evidencija PDV, SEF-API.md section 4; VAT-AND-LEDGER.md A8, A10): which KIR
 * rows go into which record. Output VAT an e-invoice carried is already on SEF and goes in no
 * record; the rest goes into the individual record of its document or into the period's summary
 * record, per rate. One table decides, by the row's POPDV field.
 */
export type VatRecordKind = 'individual' | 'group';

export interface VatRecordRule {
  kind: VatRecordKind;
  /** the row counts only when no e-invoice carried its document (an internal invoice never has one) */
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
 *   individual record per internal invoice (400 / 401), always;
 * - every other field: no record (no VAT: parts 1, 2, 3.3, 3.4, 11; input VAT: the EPP).
 */
export const vatRecordRules: Partial<Record<PopdvField, VatRecordRule>> = {
  '3.2': { kind: 'group', unlessEInvoice: true },
  '3.5': { kind: 'group', unlessEInvoice: true },
  '3.6': { kind: 'group', unlessEInvoice: true },
  '3.7': { kind: 'group', unlessEInvoice: true },
  '3.9': { kind: 'individual', unlessEInvoice: true, document: 'prepayment' },
  '3a.1': { kind: 'individual', unlessEInvoice: false, document: 'internal' },
  '3a.2': { kind: 'individual', unlessEInvoice: false, document: 'internal' },
  '3a.3': { kind: 'individual', unlessEInvoice: false, document: 'internal' },
  '3a.4': { kind: 'individual', unlessEInvoice: false, document: 'internal' },
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
  /** an e-invoice carries the document to SEF (its outbox row is not `skipped`) */
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
