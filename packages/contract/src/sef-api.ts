/**
 * SEF's public API as published (docs/domain.md#sef-api): its paths, its invoice statuses and its
 * rate limit. The server's SEF client calls it and the simulator (apps/simulators) answers it; both
 * take these from here, so neither can drift from the other.
 */

/** The paths of SEF's invoice calls (docs/domain.md#sef-api). */
export const SEF_PATHS = {
  salesUbl: '/api/publicApi/sales-invoice/ubl',
  salesInvoice: '/api/publicApi/sales-invoice',
  salesXml: '/api/publicApi/sales-invoice/xml',
  salesIds: '/api/publicApi/sales-invoice/ids',
  salesChanges: '/api/publicApi/sales-invoice/changes',
  salesCancel: '/api/publicApi/sales-invoice/cancel',
  salesStorno: '/api/publicApi/sales-invoice/storno',
  purchaseInvoice: '/api/publicApi/purchase-invoice',
  purchaseXml: '/api/publicApi/purchase-invoice/xml',
  purchasePdf: '/api/publicApi/purchase-invoice/pdf',
  purchaseIds: '/api/publicApi/purchase-invoice/ids',
  purchaseChanges: '/api/publicApi/purchase-invoice/changes',
  purchaseOverview: '/api/publicApi/purchase-invoice/overview',
  purchaseAcceptReject: '/api/publicApi/purchase-invoice/acceptRejectPurchaseInvoice',
  companyRegistered: '/api/publicApi/Company/CheckIfCompanyRegisteredOnEfaktura',
  version: '/api/publicApi/getEfakturaVersion',
} as const;

/** SEF's v2 VAT-recording calls (docs/domain.md#vat-record-calls). */
export const SEF_VAT_PATHS = {
  individual: '/api/v2/publicApi/vat-recording/individual',
  group: '/api/v2/publicApi/vat-recording/group',
} as const;
export type VatRecordSide = keyof typeof SEF_VAT_PATHS;

/** The EPP service's input-VAT records (docs/domain.md#vat-record-calls): create, correct and read under one path. */
export const EPP_PATH = '/api/v1/public-api/vat-deduction-record';

/**
 * The return SEF prepares for a tax period. ⚠ SEF publishes no API for it yet: the path follows its
 * public API's style (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return).
 */
export const SEF_PREPARED_RETURN_PATH = '/api/publicApi/vat-return/prepared';

/** SEF's sales-invoice statuses (docs/domain.md#sales-invoices-on-sef). */
export const sefSalesStatuses = ['New', 'Draft', 'Sent', 'Paid', 'Mistake', 'OverDue', 'Archived', 'Sending', 'Deleted', 'Approved', 'Rejected', 'Cancelled', 'Storno', 'Unknown'] as const;
export type SefSalesStatus = (typeof sefSalesStatuses)[number];

/** SEF's purchase-invoice statuses (docs/domain.md#purchase-invoices-on-sef). */
export const sefPurchaseStatuses = ['New', 'Seen', 'ReNotified', 'Deleted', 'Approved', 'Rejected', 'Cancelled', 'Storno', 'SendingInProgress', 'Unknown'] as const;
export type SefPurchaseStatus = (typeof sefPurchaseStatuses)[number];

/** At most `limit` calls of one API key in any window of `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** SEF answers more than 3 calls a second per API key with 429 (docs/domain.md#environments-keys-and-limits). */
export const SEF_RATE_LIMIT: RateLimit = { limit: 3, windowMs: 1000 };
