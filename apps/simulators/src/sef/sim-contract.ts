import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEF_PATHS } from '@knjige/contract';
import { envelope } from './sim-xml';
import { simplePdf } from './sim-pdf';
import { SimRefusal, simDay, type SimPurchaseInvoice, type SimSalesInvoice, type SimState } from './sim-state';
import type { SimFault } from './sim-faults';

type Query = Record<string, string | undefined>;
type Handler = (apiKey: string, query: Query, body: unknown) => unknown;

/** The fault a call met on its way in that acts on its answer (see the hooks in sim-server.ts). */
declare module 'fastify' {
  interface FastifyRequest {
    simFault?: SimFault;
    simApiKey?: string;
  }
}

const record = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const intOf = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

/** `SimpleSalesInvoiceDto`, PascalCase as SEF answers. */
export function simpleSales(inv: SimSalesInvoice) {
  return {
    Status: inv.status,
    InvoiceId: inv.salesInvoiceId,
    GlobUniqId: inv.globUniqId,
    Comment: inv.comment,
    CirStatus: inv.sendToCir ? 'ActiveCir' : 'None',
    CirInvoiceId: null,
    Version: inv.version,
    LastModifiedUtc: inv.lastModifiedUtc,
    CirSettledAmount: 0,
    VatNumberFactoringCompany: null,
    FactoringContractNumber: null,
    CancelComment: inv.cancelComment,
    StornoComment: inv.stornoComment,
  };
}

/** The subset of `InvoiceDto` a cancel or storno answers. */
const invoiceDto = (inv: SimSalesInvoice) => ({
  InvoiceId: inv.salesInvoiceId,
  InvoiceNumber: inv.facts.number,
  Status: inv.status,
  StornoNumber: inv.stornoNumber,
  CancelInvoiceMessage: inv.cancelComment || null,
  CirStatus: inv.sendToCir ? 'ActiveCir' : 'None',
  ErrorCode: null,
});

export function simplePurchase(inv: SimPurchaseInvoice) {
  return {
    Status: inv.status,
    InvoiceId: inv.purchaseInvoiceId,
    GlobUniqId: inv.globUniqId,
    Comment: inv.comment,
    CirStatus: 'None',
    CirInvoiceId: null,
    Version: inv.version,
    LastModifiedUtc: inv.lastModifiedUtc,
    CirSettledAmount: 0,
    CancelComment: '',
    StornoComment: '',
  };
}

const overview = (inv: SimPurchaseInvoice) => ({
  InvoiceId: inv.purchaseInvoiceId,
  GlobUniqId: inv.globUniqId,
  DocumentNumber: inv.facts.number,
  DocumentType: inv.facts.kind === 'CreditNote' ? 'CreditNote' : inv.facts.typeCode === '386' ? 'Prepayment' : inv.facts.typeCode === '383' ? 'DebitNote' : 'Invoice',
  CirInvoiceId: null,
  Status: inv.status,
  SupplierName: inv.facts.supplier.name,
  SupplierRegistrationNumber: inv.facts.supplier.registrationNumber,
  SupplierVatRegistrationNumber: inv.facts.supplier.vatNumber,
  Amount: inv.facts.payable,
  SumWithoutVat: inv.facts.taxExclusive,
  VatAmount: inv.facts.vat,
  RoundingAmount: 0,
  Currency: 'RSD',
  DeliveryDate: inv.facts.issueDate,
  PrepaymentDate: null,
  DueDate: inv.facts.dueDate,
  DateOfReduction: null,
  SentDate: inv.sentDate,
});

/** Answers a call as SEF would, then plays the fault that acts on the answer. */
export async function answer(request: FastifyRequest, reply: FastifyReply, run: () => unknown): Promise<void> {
  let result: unknown;
  try {
    result = run();
  } catch (err) {
    if (!(err instanceof SimRefusal)) throw err;
    await reply.status(400).send({ Message: err.message, FieldName: err.fieldName, ErrorCode: err.errorCode });
    return;
  }
  const fault = request.simFault;
  if (fault?.mode === 'drop-answer') {
    reply.hijack();
    request.raw.socket.destroy();
    return;
  }
  if (fault?.mode === 'malformed') {
    await reply.status(200).type('application/json').send('{"InvoiceId": 1, "Sal');
    return;
  }
  if (Buffer.isBuffer(result)) await reply.status(200).type('application/pdf').send(result);
  else if (typeof result === 'string') await reply.status(200).type('application/xml').send(result);
  else if (result === undefined) await reply.status(200).send();
  else await reply.status(200).type('application/json').send(JSON.stringify(result));
}

/** SEF's public API (docs/domain.md#sef-api) over `state`. */
export function registerContract(app: FastifyInstance, state: SimState): void {
  const route = (method: 'GET' | 'POST', path: string, handler: Handler) =>
    app.route({
      method,
      url: path,
      handler: (request, reply) => answer(request, reply, () => handler(request.simApiKey ?? '', request.query as Query, request.body)),
    });

  route('POST', SEF_PATHS.salesUbl, (key, q, body) => state.uploadSales(key, typeof body === 'string' ? body : '', q.requestId, q.sendToCir));
  route('GET', SEF_PATHS.salesInvoice, (key, q) => simpleSales(state.salesOf(key, intOf(q.invoiceId))));
  route('GET', SEF_PATHS.salesXml, (key, q) => state.salesOf(key, intOf(q.invoiceId)).xml);
  route('POST', SEF_PATHS.salesIds, (key, q) => ({ SalesInvoiceIds: state.salesIds(key, q) }));
  route('POST', SEF_PATHS.salesChanges, (key, q) =>
    state.changes(key, 'sales', q.date).map((e) => ({
      EventId: e.eventId,
      Date: e.at,
      NewInvoiceStatus: e.status,
      SalesInvoiceId: e.invoiceId,
      Comment: e.comment,
      CirInvoiceId: null,
      SubscriptionKey: null,
      StornoNumber: e.stornoNumber,
      CirAssignmentChange: null,
    })),
  );
  route('POST', SEF_PATHS.salesCancel, (key, _q, body) => {
    const b = record(body);
    return invoiceDto(state.cancelSales(key, intOf(b.invoiceId), str(b.cancelComments)));
  });
  route('POST', SEF_PATHS.salesStorno, (key, _q, body) => {
    const b = record(body);
    return invoiceDto(state.stornoSales(key, intOf(b.invoiceId), str(b.stornoComment), str(b.stornoNumber) ?? null));
  });

  route('POST', SEF_PATHS.purchaseIds, (key, q) => ({ PurchaseInvoiceIds: state.purchaseIds(key, q) }));
  route('POST', SEF_PATHS.purchaseChanges, (key, q) =>
    state.changes(key, 'purchase', q.date).map((e) => ({
      EventId: e.eventId,
      Date: e.at,
      NewInvoiceStatus: e.status,
      PurchaseInvoiceId: e.invoiceId,
      Comment: e.comment,
      CirInvoiceId: null,
      SubscriptionKey: null,
      StornoNumber: e.stornoNumber,
    })),
  );
  route('GET', SEF_PATHS.purchaseOverview, (key, q) =>
    state.purchaseIds(key, { dateFrom: q.dateFrom, dateTo: q.dateTo, status: q.status }).map((id) => overview(state.purchaseOf(key, id))),
  );
  route('GET', SEF_PATHS.purchaseInvoice, (key, q) => simplePurchase(state.purchaseOf(key, intOf(q.invoiceId))));
  route('GET', SEF_PATHS.purchaseXml, (key, q) => {
    const inv = state.purchaseOf(key, intOf(q.invoiceId));
    return envelope(inv.xml, {
      salesInvoiceId: inv.salesInvoiceId,
      purchaseInvoiceId: inv.purchaseInvoiceId,
      documentId: inv.globUniqId,
      creationDate: simDay(inv.sentDate),
      sendingDate: simDay(inv.sentDate),
    });
  });
  route('GET', SEF_PATHS.purchasePdf, (key, q) => {
    const inv = state.purchaseOf(key, intOf(q.invoiceId));
    return simplePdf(`${inv.facts.number} ${inv.facts.supplier.name ?? ''} ${inv.facts.payable ?? ''} RSD`);
  });
  route('POST', SEF_PATHS.purchaseAcceptReject, (key, _q, body) => {
    const b = record(body);
    const inv = state.acceptReject(key, intOf(b.invoiceId), b.accepted === true, str(b.comment) ?? null);
    return { Message: null, HttpStatus: null, Invoice: { InvoiceNumber: inv.facts.number, Status: inv.status }, Success: true };
  });

  route('POST', SEF_PATHS.companyRegistered, (_key, _q, body) => {
    const vat = str(record(body).vatNumber);
    if (!vat) throw new SimRefusal('VatNumberRequired', 'vatNumber is required.', 'vatNumber');
    return { EFakturaRegisteredCompany: !state.unregistered.has(vat) };
  });
  route('GET', SEF_PATHS.version, () => ({ Version: '3.14-sim' }));
}
