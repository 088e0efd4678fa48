import { randomUUID } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { Element } from '@xmldom/xmldom';
import { elementAt, elementsOf, rootOf, SimXmlError, textOf } from './sim-dom';
import { SimRefusal, simDay } from './sim-state';

/** A dispatch note eOtpremnica keeps: the supplier's key, its request, its lines, its status and the buyer's receipt advice. */
export interface SimNote {
  id: string;
  apiKey: string;
  requestId: string;
  number: string;
  xml: string;
  status: string;
  lines: { lineId: string; quantity: string; unitCode: string }[];
  receipt: { id: string; status: 'Accepted' | 'Rejected'; xml: string } | null;
  /** a note a supplier sent to one of our companies: its key on eOtpremnica (the customer's view) */
  customerKey?: string;
}

/** A supplier's dispatch note to a customer, as the simulator's control takes it (the simulator plays the supplier). */
export interface SimIncomingNote {
  customerKey: string;
  supplier: { pib: string; name: string };
  customer: { pib: string; name: string };
  number: string;
  issueDate: string;
  lines: { lineId: string; name: string; gtin?: string; quantity: string; unitCode?: string }[];
}

/** An item of a feed (the request's outcome, or a change in the supplier's view), as eOtpremnica answers it. */
export interface SimFeedItem {
  id: string;
  apiKey: string;
  /** the day it belongs to, `YYYY-MM-DD` (UTC) */
  day: string;
  date: string;
  type: string;
  requestId: string | null;
  data: { despatchAdvice?: { id: string; status: string; documentNumber: string }; receiptAdvice?: { id: string; status: string; despatchAdviceId: string } };
  businessMessages?: { code: string; xmlValidationCode: string | null; severity: string; details: string; path: string | null }[];
}

export interface SimReceiptLineInput {
  lineId: string;
  received: number;
  rejected?: number;
  reason?: string;
}

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
export const RECEIPT_CUSTOMIZATION_ID = 'urn:fdc:mfin.gov.rs:logistics:trns:receipt_advice:1:2025.12';
export const RECEIPT_PROFILE_ID = 'urn:fdc:peppol.eu:logistics:bis:despatch_advice_w_receipt_advice:1';

/** What the supplier may see of a note's status (docs/domain.md#eotpremnica). */
export const simNoteStatuses = ['Sent', 'Cancelled', 'Delivered', 'Seized', 'Fulfilled'] as const;

/** eOtpremnica's side of the simulator, in memory (docs/domain.md#eotpremnica). */
export class EotpSimState {
  notes = new Map<string, SimNote>();
  /** the outcome of each request, per key and RequestId: a repeat makes no second note */
  requests = new Map<string, SimFeedItem>();
  supplierFeed: SimFeedItem[] = [];
  /** the customers' view: notes sent to them and the fate of their receipt advices */
  customerFeed: SimFeedItem[] = [];
  uploadsAccepted = 0;
  /** the supplier's cancellations taken */
  cancellations = 0;
  pageSize = 50;

  reset(): void {
    this.notes.clear();
    this.requests.clear();
    this.supplierFeed = [];
    this.customerFeed = [];
    this.uploadsAccepted = 0;
    this.cancellations = 0;
    this.pageSize = 50;
  }

  private item(apiKey: string, type: string, requestId: string | null, data: SimFeedItem['data'], businessMessages?: SimFeedItem['businessMessages']): SimFeedItem {
    const now = new Date();
    return { id: randomUUID(), apiKey, day: simDay(now.toISOString()), date: now.toISOString(), type, requestId, data, ...(businessMessages ? { businessMessages } : {}) };
  }

  /** `POST /public/documents/requests`: a DespatchAdvice taken (once per RequestId), or the request's business messages. */
  upload(apiKey: string, requestId: string, xml: string): { requestId: string } {
    if (!requestId.trim()) throw new SimRefusal('RequestIdRequired', 'RequestId is required.', 'RequestId');
    const name = `${apiKey} ${requestId}`;
    if (this.requests.has(name)) return { requestId };
    let note: SimNote | null = null;
    let problem: string | null = null;
    try {
      const root = rootOf(xml);
      if (root.localName === 'ApplicationResponse') return this.respond(apiKey, requestId, root);
      if (root.localName === 'ReceiptAdvice') return this.customerReceipt(apiKey, requestId, root, xml);
      if (root.localName !== 'DespatchAdvice') problem = `Expected a DespatchAdvice, got ${root.localName}.`;
      else {
        const lines = elementsOf(root, 'DespatchLine').map((line) => ({
          lineId: textOf(line, 'ID') ?? '',
          quantity: textOf(line, 'DeliveredQuantity') ?? '0',
          unitCode: elementAt(line, 'DeliveredQuantity')?.getAttribute('unitCode') ?? 'H87',
        }));
        note = { id: randomUUID(), apiKey, requestId, number: textOf(root, 'ID') ?? '', xml, status: 'Sent', lines, receipt: null };
      }
    } catch (err) {
      if (!(err instanceof SimXmlError)) throw err;
      problem = err.message;
    }
    if (!note) {
      const refused = this.item(apiKey, 'DespatchAdvice', requestId, {}, [{ code: 'XmlInvalid', xmlValidationCode: null, severity: 'Error', details: problem ?? 'Invalid document.', path: null }]);
      this.requests.set(name, refused);
      return { requestId };
    }
    this.notes.set(note.id, note);
    this.uploadsAccepted++;
    const data = { despatchAdvice: { id: note.id, status: note.status, documentNumber: note.number } };
    this.requests.set(name, this.item(apiKey, 'DespatchAdvice', requestId, data));
    this.supplierFeed.push(this.item(apiKey, 'DespatchAdvice', requestId, data));
    return { requestId };
  }

  /**
   * The supplier's ApplicationResponse to its own note: a cancellation (response code `1`, list
   * `UNCL1225`) of a note it referenced by eOtpremnica's id (`DocumentReference/UUID`) or number
   * (`ID`). Processed at once: the note `Cancelled` (in the request's outcome and the supplier's
   * feed), or the request's `businessMessages` (no such note, not a cancellation, a note already
   * cancelled or delivered, seized or fulfilled: the simulator's own rule, the real one is not published).
   */
  private respond(apiKey: string, requestId: string, root: Element): { requestId: string } {
    const name = `${apiKey} ${requestId}`;
    const response = elementAt(root, 'DocumentResponse');
    const id = textOf(response, 'DocumentReference', 'UUID');
    const number = textOf(response, 'DocumentReference', 'ID');
    const code = textOf(response, 'Response', 'ResponseCode');
    const note = [...this.notes.values()].find((n) => n.apiKey === apiKey && (id ? n.id === id : n.number === number));
    const refuse = (businessCode: string, details: string) => {
      this.requests.set(name, this.item(apiKey, 'ApplicationResponse', requestId, {}, [{ code: businessCode, xmlValidationCode: null, severity: 'Error', details, path: null }]));
      return { requestId };
    };
    if (code !== '1') return refuse('XmlInvalid', `Unsupported response code ${code ?? '(none)'}.`);
    if (!note) return refuse('DocumentNotFound', 'The referenced dispatch note does not exist.');
    if (note.status !== 'Sent') return refuse('InvalidDocumentStatus', `A dispatch note in status ${note.status} cannot be cancelled.`);
    this.setStatus(note, 'Cancelled');
    this.cancellations++;
    this.requests.set(name, this.item(apiKey, 'ApplicationResponse', requestId, { despatchAdvice: { id: note.id, status: note.status, documentNumber: note.number } }));
    return { requestId };
  }

  /**
   * A customer's ReceiptAdvice to a note sent to it (found by eOtpremnica's id in
   * `DespatchDocumentReference/UUID` or by its number in `ID`): kept once, the note `Received` by
   * then; refused when no such note was sent to this key, when it has an advice already, or when a
   * line receives more than was dispatched (the simulator's own rules, the real ones are not published).
   */
  private customerReceipt(apiKey: string, requestId: string, root: Element, xml: string): { requestId: string } {
    const name = `${apiKey} ${requestId}`;
    const id = textOf(root, 'DespatchDocumentReference', 'UUID');
    const number = textOf(root, 'DespatchDocumentReference', 'ID');
    const note = [...this.notes.values()].find((n) => n.customerKey === apiKey && (id ? n.id === id : n.number === number));
    const refuse = (code: string, details: string) => {
      this.requests.set(name, this.item(apiKey, 'ReceiptAdvice', requestId, {}, [{ code, xmlValidationCode: null, severity: 'Error', details, path: null }]));
      return { requestId };
    };
    if (!note) return refuse('DocumentNotFound', 'The referenced dispatch note was not sent to this company.');
    if (note.receipt) return refuse('InvalidDocumentStatus', 'The dispatch note has a receipt advice already.');
    const dispatched = new Map(note.lines.map((l) => [l.lineId, Number(l.quantity)]));
    for (const line of elementsOf(root, 'ReceiptLine')) {
      const lineId = textOf(line, 'DespatchLineReference', 'LineID') ?? textOf(line, 'ID') ?? '';
      const taken = Number(textOf(line, 'ReceivedQuantity') ?? 0) + Number(textOf(line, 'RejectedQuantity') ?? 0);
      if (!dispatched.has(lineId) || taken > (dispatched.get(lineId) ?? 0)) return refuse('XmlInvalid', `Line ${lineId}: more than was dispatched, or no such line.`);
    }
    const refused = elementsOf(root, 'ReceiptLine').some((l) => Number(textOf(l, 'RejectedQuantity') ?? 0) > 0);
    const receiptId = randomUUID();
    note.receipt = { id: receiptId, status: refused ? 'Rejected' : 'Accepted', xml };
    note.status = 'Delivered';
    const data = { receiptAdvice: { id: receiptId, status: 'Sent', despatchAdviceId: note.id } };
    this.requests.set(name, this.item(apiKey, 'ReceiptAdvice', requestId, data));
    this.supplierFeed.push(this.item(note.apiKey, 'ReceiptAdvice', null, { receiptAdvice: { id: receiptId, status: note.receipt.status, despatchAdviceId: note.id } }));
    return { requestId };
  }

  /** The simulator plays a supplier: its DespatchAdvice to a customer, in the customer's feed as `Received`. */
  deliverToCustomer(input: SimIncomingNote): SimNote {
    const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2', 'DespatchAdvice', { 'xmlns:cac': CAC, 'xmlns:cbc': CBC });
    root.ele(CBC, 'cbc:UBLVersionID').txt('2.1');
    root.ele(CBC, 'cbc:CustomizationID').txt('urn:fdc:mfin.gov.rs:logistics:trns:despatch_advice:1:2025.12');
    root.ele(CBC, 'cbc:ProfileID').txt('urn:fdc:peppol.eu:logistics:bis:despatch_advice_only:1');
    root.ele(CBC, 'cbc:ID').txt(input.number);
    root.ele(CBC, 'cbc:IssueDate').txt(input.issueDate);
    const party = (tag: string, p: { pib: string; name: string }) => {
      const el = root.ele(CAC, tag).ele(CAC, 'cac:Party');
      el.ele(CBC, 'cbc:EndpointID', { schemeID: '9948' }).txt(p.pib);
      el.ele(CAC, 'cac:PartyName').ele(CBC, 'cbc:Name').txt(p.name);
      el.ele(CAC, 'cac:PartyTaxScheme').ele(CBC, 'cbc:CompanyID').txt(`RS${p.pib}`).up().ele(CAC, 'cac:TaxScheme').ele(CBC, 'cbc:ID').txt('VAT');
    };
    party('cac:DespatchSupplierParty', input.supplier);
    party('cac:DeliveryCustomerParty', input.customer);
    root.ele(CAC, 'cac:Shipment').ele(CBC, 'cbc:ID').txt('1');
    for (const line of input.lines) {
      const el = root.ele(CAC, 'cac:DespatchLine');
      el.ele(CBC, 'cbc:ID').txt(line.lineId);
      el.ele(CBC, 'cbc:DeliveredQuantity', { unitCode: line.unitCode ?? 'H87' }).txt(line.quantity);
      el.ele(CAC, 'cac:OrderLineReference').ele(CBC, 'cbc:LineID').txt(line.lineId);
      const item = el.ele(CAC, 'cac:Item');
      item.ele(CBC, 'cbc:Name').txt(line.name);
      if (line.gtin) item.ele(CAC, 'cac:StandardItemIdentification').ele(CBC, 'cbc:ID', { schemeID: '0160' }).txt(line.gtin);
    }
    const note: SimNote = {
      id: randomUUID(),
      apiKey: `supplier-${input.supplier.pib}`,
      requestId: randomUUID(),
      number: input.number,
      xml: root.end({ prettyPrint: false }),
      status: 'Sent',
      lines: input.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity, unitCode: l.unitCode ?? 'H87' })),
      receipt: null,
      customerKey: input.customerKey,
    };
    this.notes.set(note.id, note);
    this.customerFeed.push(this.item(input.customerKey, 'DespatchAdvice', null, { despatchAdvice: { id: note.id, status: 'Received', documentNumber: note.number } }));
    return note;
  }

  customerChanges(apiKey: string, day: string | undefined, page: number): SimFeedItem[] {
    const items = this.customerFeed.filter((i) => i.apiKey === apiKey && (!day || i.day === day));
    return items.slice(page * this.pageSize, (page + 1) * this.pageSize);
  }

  requestChanges(apiKey: string, day: string | undefined, requestId: string | undefined, page: number): SimFeedItem[] {
    const items = [...this.requests.values()].filter((i) => i.apiKey === apiKey && (!day || i.day === day) && (!requestId || i.requestId === requestId));
    return items.slice(page * this.pageSize, (page + 1) * this.pageSize);
  }

  supplierChanges(apiKey: string, day: string | undefined, page: number): SimFeedItem[] {
    const items = this.supplierFeed.filter((i) => i.apiKey === apiKey && (!day || i.day === day));
    return items.slice(page * this.pageSize, (page + 1) * this.pageSize);
  }

  noteOf(apiKey: string, id: string): SimNote {
    const note = this.notes.get(id);
    if (!note || (note.apiKey !== apiKey && note.customerKey !== apiKey)) throw new SimRefusal('DocumentNotFound', 'Document not found.', 'id');
    return note;
  }

  receiptOf(apiKey: string, id: string): { note: SimNote; receipt: NonNullable<SimNote['receipt']> } {
    for (const note of this.notes.values()) if (note.apiKey === apiKey && note.receipt?.id === id) return { note, receipt: note.receipt };
    throw new SimRefusal('DocumentNotFound', 'Document not found.', 'id');
  }

  /** The buyer's or the carrier's doing: the note delivered, cancelled, seized or fulfilled. */
  setStatus(note: SimNote, status: (typeof simNoteStatuses)[number]): SimNote {
    note.status = status;
    this.supplierFeed.push(this.item(note.apiKey, 'DespatchAdvice', null, { despatchAdvice: { id: note.id, status, documentNumber: note.number } }));
    return note;
  }

  /**
   * The buyer's ReceiptAdvice to a note: per line the quantity received and refused (in the UBL's
   * units, `9.5`); lines not given are received in full. Rejected when told, or when any line is refused.
   */
  receive(note: SimNote, input: { accepted?: boolean; lines?: SimReceiptLineInput[] }): NonNullable<SimNote['receipt']> {
    const given = new Map((input.lines ?? []).map((l) => [l.lineId, l]));
    const id = randomUUID();
    const refused = [...given.values()].some((l) => (l.rejected ?? 0) > 0);
    const status = input.accepted === false || (input.accepted === undefined && refused) ? 'Rejected' : 'Accepted';
    const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('urn:oasis:names:specification:ubl:schema:xsd:ReceiptAdvice-2', 'ReceiptAdvice', { 'xmlns:cac': CAC, 'xmlns:cbc': CBC });
    root.ele(CBC, 'cbc:UBLVersionID').txt('2.1');
    root.ele(CBC, 'cbc:CustomizationID').txt(RECEIPT_CUSTOMIZATION_ID);
    root.ele(CBC, 'cbc:ProfileID').txt(RECEIPT_PROFILE_ID);
    root.ele(CBC, 'cbc:ID').txt(`PRI-${note.number}`);
    root.ele(CBC, 'cbc:IssueDate').txt(simDay(new Date().toISOString()));
    root.ele(CAC, 'cac:DespatchDocumentReference').ele(CBC, 'cbc:ID').txt(note.number);
    for (const line of note.lines) {
      const answer = given.get(line.lineId);
      const el = root.ele(CAC, 'cac:ReceiptLine');
      el.ele(CBC, 'cbc:ID').txt(line.lineId);
      el.ele(CBC, 'cbc:ReceivedQuantity', { unitCode: line.unitCode }).txt(answer ? String(answer.received) : line.quantity);
      if (answer?.rejected) {
        el.ele(CBC, 'cbc:RejectedQuantity', { unitCode: line.unitCode }).txt(String(answer.rejected));
        if (answer.reason) el.ele(CBC, 'cbc:RejectReason').txt(answer.reason);
      }
      el.ele(CAC, 'cac:DespatchLineReference').ele(CBC, 'cbc:LineID').txt(line.lineId);
    }
    note.receipt = { id, status, xml: root.end({ prettyPrint: false }) };
    this.supplierFeed.push(this.item(note.apiKey, 'ReceiptAdvice', null, { receiptAdvice: { id, status, despatchAdviceId: note.id } }));
    return note.receipt;
  }
}
