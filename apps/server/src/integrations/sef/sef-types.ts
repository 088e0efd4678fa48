import { z } from 'zod';
import { sefPurchaseStatuses, sefSalesStatuses, type SefPurchaseStatus, type SefSalesStatus } from '@knjige/contract';
import { ciObject, optId, optText } from './sef-json';

/** A status SEF may add later reads as `Unknown` rather than failing the whole answer. */
const salesStatus = z.string().transform((s): SefSalesStatus => (sefSalesStatuses as readonly string[]).includes(s) ? (s as SefSalesStatus) : 'Unknown');
const purchaseStatus = z.string().transform((s): SefPurchaseStatus => (sefPurchaseStatuses as readonly string[]).includes(s) ? (s as SefPurchaseStatus) : 'Unknown');

/** `MiniInvoiceDto`, the answer of a send. */
export const miniInvoice = ciObject({ invoiceId: z.number().int(), purchaseInvoiceId: optId, salesInvoiceId: z.number().int() });
export type MiniInvoice = z.output<typeof miniInvoice>;

/** `SimpleSalesInvoiceDto` (and `SimplePurchaseInvoiceDto`, the same fields). */
const simpleInvoiceShape = {
  invoiceId: z.number().int(),
  globUniqId: optText,
  comment: optText,
  cirStatus: optText,
  cirInvoiceId: optText,
  version: z.number().int().nullish(),
  lastModifiedUtc: optText,
  cancelComment: optText,
  stornoComment: optText,
};
export const simpleSalesInvoice = ciObject({ ...simpleInvoiceShape, status: salesStatus });
export type SimpleSalesInvoice = z.output<typeof simpleSalesInvoice>;
export const simplePurchaseInvoice = ciObject({ ...simpleInvoiceShape, status: purchaseStatus });
export type SimplePurchaseInvoice = z.output<typeof simplePurchaseInvoice>;

/** The subset of `InvoiceDto` a cancel or storno answer is read for. */
export const invoiceDto = ciObject({ invoiceId: z.number().int().nullish(), invoiceNumber: optText, status: salesStatus, stornoNumber: optText, cancelInvoiceMessage: optText });
export type InvoiceDto = z.output<typeof invoiceDto>;

export const salesInvoiceIds = ciObject({ salesInvoiceIds: z.array(z.number().int()) });
export const purchaseInvoiceIds = ciObject({ purchaseInvoiceIds: z.array(z.number().int()) });

export const salesInvoiceChange = ciObject({
  eventId: z.number().int(),
  date: z.string(),
  newInvoiceStatus: salesStatus,
  salesInvoiceId: z.number().int(),
  comment: optText,
  cirInvoiceId: optText,
  stornoNumber: optText,
});
export type SalesInvoiceChange = z.output<typeof salesInvoiceChange>;

export const purchaseInvoiceChange = ciObject({
  eventId: z.number().int(),
  date: z.string(),
  newInvoiceStatus: purchaseStatus,
  purchaseInvoiceId: z.number().int(),
  comment: optText,
  cirInvoiceId: optText,
  stornoNumber: optText,
});
export type PurchaseInvoiceChange = z.output<typeof purchaseInvoiceChange>;

/** One row of `purchase-invoice/overview`. */
export const purchaseOverviewItem = ciObject({
  invoiceId: z.number().int(),
  globUniqId: optText,
  documentNumber: optText,
  documentType: optText,
  cirInvoiceId: optText,
  status: purchaseStatus,
  supplierName: optText,
  supplierRegistrationNumber: optText,
  supplierVatRegistrationNumber: optText,
  amount: z.number().nullish(),
  sumWithoutVat: z.number().nullish(),
  vatAmount: z.number().nullish(),
  currency: optText,
  deliveryDate: optText,
  dueDate: optText,
  sentDate: optText,
});
export type PurchaseOverviewItem = z.output<typeof purchaseOverviewItem>;

export const acceptRejectAnswer = ciObject({
  message: optText,
  success: z.boolean(),
  invoice: ciObject({ invoiceNumber: optText, status: purchaseStatus }).nullish(),
});
export type AcceptRejectAnswer = z.output<typeof acceptRejectAnswer>;

export const companyRegistered = ciObject({ eFakturaRegisteredCompany: z.boolean() });
export const efakturaVersion = ciObject({ version: z.string() });

/** The body of a 400 (docs/domain.md#reference-lists-and-errors). */
export const sefErrorBody = ciObject({ message: optText, fieldName: optText, errorCode: optText });
