/**
 * What an e-invoice on SEF says for VAT, as the synchronisation keeps it (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return): a sales document's when SEF took it (the XML the product sent), a purchase
 * invoice's when it was pulled (the supplier's UBL). Amounts in para of `currency`.
 */
export interface SefSubtotal {
  /** S, AE, Z, E, O, OE, SS, R, N */
  category: string;
  /** hundredths of a percent */
  rate: number;
  base: number;
  vat: number;
}

export interface SefDocFigures {
  /** the document's own number (a final invoice names its advances by theirs) */
  number: string;
  /** 380 invoice, 381 credit note, 383 debit note, 386 advance invoice */
  typeCode: '380' | '381' | '383' | '386';
  /** the VAT point: the delivery day under code 35, else the issue day */
  taxDate: string;
  subtotals: SefSubtotal[];
  /** the issue days of the invoices a credit or debit note refers to */
  refDates: string[];
  /** the first day of the period a note corrects when it names no invoice */
  periodStart: string | null;
  /** the advance invoices a final invoice deducts (their numbers) and their gross (PrepaidAmount) */
  advances: string[];
  prepaid: number;
  currency: string;
  /** a foreign-currency document's VAT in dinars (null: none given) */
  vatRsd: number | null;
}

/** A UBL type code from a purchase invoice's kind (purchase-ubl's `documentType`). */
export const typeCodeOf = (documentType: string): SefDocFigures['typeCode'] =>
  documentType === 'CreditNote' ? '381' : documentType === 'DebitNote' ? '383' : documentType === 'Prepayment' ? '386' : '380';

/** The VAT point of an e-invoice: the delivery day when its period code is 35 (and it has one), else the issue day. */
export const taxDateOf = (doc: { periodCode: string | null; issueDate: string; deliveryDate: string | null; creditNote: boolean }): string =>
  !doc.creditNote && doc.periodCode === '35' && doc.deliveryDate ? doc.deliveryDate : doc.issueDate;
