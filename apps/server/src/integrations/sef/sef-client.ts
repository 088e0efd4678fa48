import { z } from 'zod';
import { SEF_PATHS, type SefPurchaseStatus, type SefSalesStatus } from '@knjige/contract';
import { SefHttp, type SefHttpOptions } from './sef-http';
import {
  acceptRejectAnswer,
  companyRegistered,
  efakturaVersion,
  invoiceDto,
  miniInvoice,
  purchaseInvoiceChange,
  purchaseInvoiceIds,
  purchaseOverviewItem,
  salesInvoiceChange,
  salesInvoiceIds,
  simplePurchaseInvoice,
  simpleSalesInvoice,
  type AcceptRejectAnswer,
  type InvoiceDto,
  type MiniInvoice,
  type PurchaseInvoiceChange,
  type PurchaseOverviewItem,
  type SalesInvoiceChange,
  type SimplePurchaseInvoice,
  type SimpleSalesInvoice,
} from './sef-types';

/** A day as SEF's query parameters take it. */
export type IsoDate = `${number}-${number}-${number}`;

export interface SendUblOptions {
  /** The document's stable id: the same on every retry, so SEF takes the invoice once. */
  requestId: string;
  /** Public-sector buyer (JBKJS): `Yes`; always given explicitly (docs/domain.md#sales-invoices-on-sef). */
  sendToCir: boolean;
  executeValidation?: boolean;
}

/** One company's SEF, typed; every error is a `SefError`. */
export class SefClient {
  private readonly http: SefHttp;
  constructor(options: SefHttpOptions) {
    this.http = new SefHttp(options);
  }

  // ---- sales invoices ----

  /** Sends an invoice's UBL XML; a repeat with the same requestId is answered with the first answer. */
  sendUbl(xml: string, options: SendUblOptions): Promise<MiniInvoice> {
    return this.http.json(
      {
        method: 'POST',
        path: SEF_PATHS.salesUbl,
        query: { requestId: options.requestId, sendToCir: options.sendToCir ? 'Yes' : 'No', executeValidation: options.executeValidation },
        body: { xml },
        repeatable: true,
      },
      miniInvoice,
    );
  }

  /** The status of one sales invoice by SEF's `SalesInvoiceId`. */
  salesInvoice(invoiceId: number): Promise<SimpleSalesInvoice> {
    return this.http.json({ method: 'GET', path: SEF_PATHS.salesInvoice, query: { invoiceId }, repeatable: true }, simpleSalesInvoice);
  }

  /** The UBL XML SEF keeps of a sales invoice. */
  salesInvoiceXml(invoiceId: number): Promise<string> {
    return this.http.text({ method: 'GET', path: SEF_PATHS.salesXml, query: { invoiceId }, repeatable: true });
  }

  async salesInvoiceIds(filter: { status?: SefSalesStatus; dateFrom: IsoDate | string; dateTo: IsoDate | string }): Promise<number[]> {
    const answer = await this.http.json({ method: 'POST', path: SEF_PATHS.salesIds, query: filter, repeatable: true }, salesInvoiceIds);
    return answer.salesInvoiceIds;
  }

  /** Status changes of one past day (SEF refuses today). */
  salesInvoiceChanges(date: IsoDate | string): Promise<SalesInvoiceChange[]> {
    return this.http.json({ method: 'POST', path: SEF_PATHS.salesChanges, query: { date }, repeatable: true }, z.array(salesInvoiceChange));
  }

  /** Cancels an invoice SEF has not delivered (Draft, New, Mistake). */
  cancelSalesInvoice(invoiceId: number, cancelComments: string): Promise<InvoiceDto> {
    return this.http.json({ method: 'POST', path: SEF_PATHS.salesCancel, body: { json: { invoiceId, cancelComments } }, repeatable: false }, invoiceDto);
  }

  /** Stornoes a delivered invoice (Sent, Approved, Rejected). */
  stornoSalesInvoice(invoiceId: number, stornoComment: string, stornoNumber?: string): Promise<InvoiceDto> {
    return this.http.json({ method: 'POST', path: SEF_PATHS.salesStorno, body: { json: { invoiceId, stornoNumber, stornoComment } }, repeatable: false }, invoiceDto);
  }

  // ---- purchase invoices ----

  async purchaseInvoiceIds(filter: { status?: SefPurchaseStatus; dateFrom: IsoDate | string; dateTo: IsoDate | string }): Promise<number[]> {
    const answer = await this.http.json({ method: 'POST', path: SEF_PATHS.purchaseIds, query: filter, repeatable: true }, purchaseInvoiceIds);
    return answer.purchaseInvoiceIds;
  }

  purchaseInvoiceChanges(date: IsoDate | string): Promise<PurchaseInvoiceChange[]> {
    return this.http.json({ method: 'POST', path: SEF_PATHS.purchaseChanges, query: { date }, repeatable: true }, z.array(purchaseInvoiceChange));
  }

  purchaseInvoiceOverview(filter: { dateFrom: IsoDate | string; dateTo: IsoDate | string; status?: SefPurchaseStatus }): Promise<PurchaseOverviewItem[]> {
    return this.http.json({ method: 'GET', path: SEF_PATHS.purchaseOverview, query: filter, repeatable: true }, z.array(purchaseOverviewItem));
  }

  purchaseInvoice(invoiceId: number): Promise<SimplePurchaseInvoice> {
    return this.http.json({ method: 'GET', path: SEF_PATHS.purchaseInvoice, query: { invoiceId }, repeatable: true }, simplePurchaseInvoice);
  }

  /** The purchase invoice's XML as SEF gives it: the UBL inside SEF's envelope (see `unwrapEnvelope`). */
  purchaseInvoiceXml(invoiceId: number): Promise<string> {
    return this.http.text({ method: 'GET', path: SEF_PATHS.purchaseXml, query: { invoiceId }, repeatable: true });
  }

  purchaseInvoicePdf(invoiceId: number): Promise<Buffer> {
    return this.http.bytes({ method: 'GET', path: SEF_PATHS.purchasePdf, query: { invoiceId }, repeatable: true });
  }

  /** Accepts or rejects a purchase invoice; a rejection needs a comment (SEF refuses one without). */
  acceptRejectPurchaseInvoice(invoiceId: number, accepted: boolean, comment?: string): Promise<AcceptRejectAnswer> {
    return this.http.json(
      { method: 'POST', path: SEF_PATHS.purchaseAcceptReject, body: { json: { invoiceId, accepted, comment } }, repeatable: false },
      acceptRejectAnswer,
    );
  }

  // ---- registry and helpers ----

  /** Whether a company takes e-invoices on SEF (its PIB, matični broj, and JBKJS for a public-sector buyer). */
  async isCompanyRegistered(company: { vatNumber: string; registrationNumber: string; jbkjs?: string | null }): Promise<boolean> {
    const body = { registrationNumber: company.registrationNumber, vatNumber: company.vatNumber, ...(company.jbkjs ? { jbkjs: company.jbkjs } : {}) };
    const answer = await this.http.json({ method: 'POST', path: SEF_PATHS.companyRegistered, body: { json: body }, repeatable: true }, companyRegistered);
    return answer.eFakturaRegisteredCompany;
  }

  /** SEF's version: the cheapest call that proves the key works. */
  async version(): Promise<string> {
    return (await this.http.json({ method: 'GET', path: SEF_PATHS.version, repeatable: true }, efakturaVersion)).version;
  }
}

/**
 * The UBL document inside SEF's envelope (`env:DocumentEnvelope/env:DocumentBody`), or the text as
 * it is when there is no envelope (docs/domain.md#purchase-invoices-on-sef).
 */
export function unwrapEnvelope(xml: string): string {
  const body = /<(?:\w+:)?DocumentBody[^>]*>([\s\S]*)<\/(?:\w+:)?DocumentBody>/.exec(xml);
  return body ? body[1]!.trim() : xml;
}
