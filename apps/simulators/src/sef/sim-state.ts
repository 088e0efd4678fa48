import { randomUUID } from 'node:crypto';
import { belgradeDate } from '@knjige/domain';
import type { SefPurchaseStatus, SefSalesStatus } from '@knjige/contract';
import { readUbl, type UblFacts } from './sim-xml';

/** A refusal the simulator answers as SEF does: 400 `{Message, FieldName, ErrorCode}`. */
export class SimRefusal extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly fieldName: string | null = null,
  ) {
    super(message);
  }
}

export interface SimSalesInvoice {
  salesInvoiceId: number;
  purchaseInvoiceId: number;
  apiKey: string;
  requestId: string;
  sendToCir: boolean;
  status: SefSalesStatus;
  comment: string | null;
  cancelComment: string;
  stornoComment: string;
  stornoNumber: string | null;
  globUniqId: string;
  version: number;
  lastModifiedUtc: string;
  xml: string;
  facts: UblFacts;
}

export interface SimPurchaseInvoice {
  purchaseInvoiceId: number;
  salesInvoiceId: number;
  apiKey: string;
  status: SefPurchaseStatus;
  comment: string | null;
  globUniqId: string;
  version: number;
  lastModifiedUtc: string;
  sentDate: string;
  xml: string;
  facts: UblFacts;
}

export interface SimEvent {
  eventId: number;
  apiKey: string;
  side: 'sales' | 'purchase';
  invoiceId: number;
  at: string;
  status: string;
  comment: string | null;
  stornoNumber: string | null;
}

/** The MiniInvoiceDto of a send, kept per key and requestId so a repeat gets the first answer. */
export interface SimMiniInvoice {
  InvoiceId: number;
  PurchaseInvoiceId: number;
  SalesInvoiceId: number;
}

const SALES_CANCELLABLE: SefSalesStatus[] = ['Draft', 'New', 'Mistake'];
const SALES_STORNOABLE: SefSalesStatus[] = ['Sent', 'Approved', 'Rejected'];

/** SEF's invoices, in memory: the contract's rules, no persistence. */
export class SimState {
  sales = new Map<number, SimSalesInvoice>();
  purchases = new Map<number, SimPurchaseInvoice>();
  events: SimEvent[] = [];
  /** `${apiKey} ${requestId}` → the first answer. */
  requests = new Map<string, SimMiniInvoice>();
  /** PIBs answered as not registered on SEF; every other PIB is registered. */
  unregistered = new Set<string>();
  /** Keys answered 401. */
  revokedKeys = new Set<string>();
  /** Days added to the simulator's clock (SEF's `changes` takes past days only). */
  dayOffset = 0;
  /** How a used requestId is answered (docs/domain.md#open-questions-about-sef, point 1). */
  requestIdReplay: 'original' | 'duplicate-error' = 'original';
  /** Every invoice SEF accepted from an upload (a repeat answered from `requests` is not counted). */
  uploadsAccepted = 0;
  private nextId = 1000;
  private nextEvent = 1;

  now(): Date {
    return new Date(Date.now() + this.dayOffset * 86_400_000);
  }

  /** SEF's day is Serbia's: the Belgrade date (docs/domain.md#open-questions-about-sef, point 4 leaves it open ⚠). */
  today(): string {
    return belgradeDate(this.now());
  }

  private id(): number {
    return this.nextId++;
  }

  private event(apiKey: string, side: SimEvent['side'], invoiceId: number, status: string, comment: string | null, stornoNumber: string | null = null): void {
    this.events.push({ eventId: this.nextEvent++, apiKey, side, invoiceId, at: this.now().toISOString(), status, comment, stornoNumber });
  }

  // ---- sales side ----

  uploadSales(apiKey: string, xml: string, requestId: string | undefined, sendToCir: string | undefined): SimMiniInvoice {
    if (!requestId) throw new SimRefusal('RequiredRequestId', 'RequestId is required.', 'requestId');
    const key = `${apiKey} ${requestId}`;
    const earlier = this.requests.get(key);
    if (earlier) {
      if (this.requestIdReplay === 'duplicate-error') throw new SimRefusal('UBLUploadRequestIdDuplicate', `Request id ${requestId} was already used.`, 'requestId');
      return earlier;
    }
    if (sendToCir !== undefined && !['Yes', 'No', 'Default', 'Auto'].includes(sendToCir)) throw new SimRefusal('InvalidSendToCirMode', 'Invalid sendToCir mode.', 'sendToCir');
    const facts = readUbl(xml);
    if (!facts) throw new SimRefusal('XmlInvalid', 'The document is not a UBL invoice.');
    if (facts.buyer.vatNumber && this.unregistered.has(facts.buyer.vatNumber)) throw new SimRefusal('ReceiverCompanyNotFound', `The buyer ${facts.buyer.vatNumber} is not registered on SEF.`);
    const taken = [...this.sales.values()].some((inv) => inv.apiKey === apiKey && inv.facts.number === facts.number && inv.status !== 'Cancelled' && inv.status !== 'Deleted');
    if (taken) throw new SimRefusal('EInvoiceNumberDublicate', `Invoice number ${facts.number} already exists.`, 'InvoiceNumber');
    const salesInvoiceId = this.id();
    const purchaseInvoiceId = this.id();
    const invoice: SimSalesInvoice = {
      salesInvoiceId,
      purchaseInvoiceId,
      apiKey,
      requestId,
      sendToCir: sendToCir === 'Yes',
      status: 'Sent',
      comment: null,
      cancelComment: '',
      stornoComment: '',
      stornoNumber: null,
      globUniqId: randomUUID(),
      version: 1,
      lastModifiedUtc: this.now().toISOString(),
      xml,
      facts,
    };
    this.sales.set(salesInvoiceId, invoice);
    this.event(apiKey, 'sales', salesInvoiceId, 'Sending', null);
    this.event(apiKey, 'sales', salesInvoiceId, 'Sent', null);
    const answer: SimMiniInvoice = { InvoiceId: purchaseInvoiceId, PurchaseInvoiceId: purchaseInvoiceId, SalesInvoiceId: salesInvoiceId };
    this.requests.set(key, answer);
    this.uploadsAccepted++;
    return answer;
  }

  salesOf(apiKey: string, invoiceId: number): SimSalesInvoice {
    const invoice = this.sales.get(invoiceId);
    if (!invoice || invoice.apiKey !== apiKey) throw new SimRefusal('SalesInvoiceNotFound', `Sales invoice ${invoiceId} not found.`, 'invoiceId');
    return invoice;
  }

  /** Moves a sales invoice to a status, as SEF or the buyer would; the control page's buttons. */
  setSalesStatus(invoice: SimSalesInvoice, status: SefSalesStatus, comment: string | null, stornoNumber: string | null = null): SimSalesInvoice {
    invoice.status = status;
    invoice.comment = comment;
    if (status === 'Cancelled') invoice.cancelComment = comment ?? '';
    if (status === 'Storno') {
      invoice.stornoComment = comment ?? '';
      invoice.stornoNumber = stornoNumber;
    }
    invoice.version++;
    invoice.lastModifiedUtc = this.now().toISOString();
    this.event(invoice.apiKey, 'sales', invoice.salesInvoiceId, status, comment, stornoNumber);
    return invoice;
  }

  cancelSales(apiKey: string, invoiceId: number, comment: string | undefined): SimSalesInvoice {
    if (!comment) throw new SimRefusal('CancelCommentNotDefined', 'Cancel comment is required.', 'cancelComments');
    const invoice = this.salesOf(apiKey, invoiceId);
    if (!SALES_CANCELLABLE.includes(invoice.status)) throw new SimRefusal('InvoiceForCancellationNotInSpecificStatus', `Invoice in status ${invoice.status} cannot be cancelled.`);
    return this.setSalesStatus(invoice, 'Cancelled', comment);
  }

  stornoSales(apiKey: string, invoiceId: number, comment: string | undefined, stornoNumber: string | null): SimSalesInvoice {
    if (!comment) throw new SimRefusal('StornoCommentNotDefined', 'Storno comment is required.', 'stornoComment');
    const invoice = this.salesOf(apiKey, invoiceId);
    if (!SALES_STORNOABLE.includes(invoice.status)) throw new SimRefusal('InvoiceForStornoNotInSpecificStatus', `Invoice in status ${invoice.status} cannot be stornoed.`);
    return this.setSalesStatus(invoice, 'Storno', comment, stornoNumber);
  }

  salesIds(apiKey: string, filter: { status?: string; dateFrom?: string; dateTo?: string }): number[] {
    return [...this.sales.values()]
      .filter((inv) => inv.apiKey === apiKey && (!filter.status || inv.status === filter.status) && inRange(inv.lastModifiedUtc, filter))
      .map((inv) => inv.salesInvoiceId);
  }

  changes(apiKey: string, side: SimEvent['side'], date: string | undefined): SimEvent[] {
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new SimRefusal('InvalidDate', 'A date is required.', 'date');
    if (date >= this.today()) throw new SimRefusal('SearchDateBiggerThanYesterday', 'Search date must be before today.', 'date');
    return this.events.filter((e) => e.apiKey === apiKey && e.side === side && simDay(e.at) === date);
  }

  // ---- purchase side ----

  /** A supplier's invoice arrives for the company of `apiKey` (the control page's "deliver"). */
  deliverPurchase(apiKey: string, xml: string): SimPurchaseInvoice {
    const facts = readUbl(xml);
    if (!facts) throw new SimRefusal('XmlInvalid', 'The document is not a UBL invoice.');
    const invoice: SimPurchaseInvoice = {
      purchaseInvoiceId: this.id(),
      salesInvoiceId: this.id(),
      apiKey,
      status: 'New',
      comment: null,
      globUniqId: randomUUID(),
      version: 1,
      lastModifiedUtc: this.now().toISOString(),
      sentDate: this.now().toISOString(),
      xml,
      facts,
    };
    this.purchases.set(invoice.purchaseInvoiceId, invoice);
    this.event(apiKey, 'purchase', invoice.purchaseInvoiceId, 'New', null);
    return invoice;
  }

  purchaseOf(apiKey: string, invoiceId: number): SimPurchaseInvoice {
    const invoice = this.purchases.get(invoiceId);
    if (!invoice || invoice.apiKey !== apiKey) throw new SimRefusal('PurchaseInvoiceNotFound', `Purchase invoice ${invoiceId} not found.`, 'invoiceId');
    return invoice;
  }

  setPurchaseStatus(invoice: SimPurchaseInvoice, status: SefPurchaseStatus, comment: string | null): SimPurchaseInvoice {
    invoice.status = status;
    invoice.comment = comment;
    invoice.version++;
    invoice.lastModifiedUtc = this.now().toISOString();
    this.event(invoice.apiKey, 'purchase', invoice.purchaseInvoiceId, status, comment);
    return invoice;
  }

  acceptReject(apiKey: string, invoiceId: number, accepted: boolean, comment: string | null): SimPurchaseInvoice {
    const invoice = this.purchaseOf(apiKey, invoiceId);
    if (!accepted && !comment) throw new SimRefusal('CannotRejectInvoiceWithoutComment', 'A rejection needs a comment.', 'comment');
    if (!['New', 'Seen', 'ReNotified'].includes(invoice.status)) throw new SimRefusal('InvoiceNotInSpecificStatus', `Invoice in status ${invoice.status} cannot be accepted or rejected.`);
    return this.setPurchaseStatus(invoice, accepted ? 'Approved' : 'Rejected', comment);
  }

  purchaseIds(apiKey: string, filter: { status?: string; dateFrom?: string; dateTo?: string }): number[] {
    return [...this.purchases.values()]
      .filter((inv) => inv.apiKey === apiKey && (!filter.status || inv.status === filter.status) && inRange(inv.sentDate, filter))
      .map((inv) => inv.purchaseInvoiceId);
  }

  reset(): void {
    this.sales.clear();
    this.purchases.clear();
    this.events = [];
    this.requests.clear();
    this.unregistered.clear();
    this.revokedKeys.clear();
    this.dayOffset = 0;
    this.requestIdReplay = 'original';
    this.uploadsAccepted = 0;
  }
}

/** The day in Serbia of a timestamp the simulator keeps (ISO, UTC). */
export const simDay = (at: string): string => belgradeDate(new Date(at));

/** A timestamp's day within `dateFrom..dateTo` (each optional). */
function inRange(at: string, filter: { dateFrom?: string; dateTo?: string }): boolean {
  const day = simDay(at);
  return (!filter.dateFrom || day >= filter.dateFrom) && (!filter.dateTo || day <= filter.dateTo);
}
