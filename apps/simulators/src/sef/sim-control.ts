import type { FastifyInstance } from 'fastify';
import type { SefPurchaseStatus, SefSalesStatus } from '@knjige/contract';
import { simplePurchase, simpleSales } from './sim-contract';
import type { SimFault, SimTraffic } from './sim-faults';
import { SimRefusal, type SimState } from './sim-state';

const record = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() && Number.isFinite(Number(v)) ? Number(v) : undefined);

/** What the buyer or SEF does to a sales invoice, by the control page's buttons. */
const salesActions: Record<string, SefSalesStatus> = {
  approve: 'Approved',
  reject: 'Rejected',
  cancel: 'Cancelled',
  storno: 'Storno',
  mistake: 'Mistake',
  sent: 'Sent',
};

/** What the supplier or SEF does to a purchase invoice. */
const purchaseActions: Record<string, SefPurchaseStatus> = {
  seen: 'Seen',
  renotify: 'ReNotified',
  cancel: 'Cancelled',
  storno: 'Storno',
  approve: 'Approved',
  reject: 'Rejected',
};

const faultModes: SimFault['mode'][] = ['down', 'slow', 'status', 'unauthorized', 'malformed', 'drop-answer'];

/** `/sim/...`: play SEF's side and its failures. Not part of SEF's contract. */
export function registerControl(app: FastifyInstance, state: SimState, traffic: SimTraffic): void {
  app.setErrorHandler((err, _request, reply) => {
    if (err instanceof SimRefusal) return reply.status(400).send({ Message: err.message, FieldName: err.fieldName, ErrorCode: err.errorCode });
    const status = err instanceof Error && 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    return reply.status(status).send({ Message: err instanceof Error ? err.message : 'error' });
  });

  app.get('/sim/state', async () => ({
    sales: [...state.sales.values()].map((inv) => ({ ...simpleSales(inv), Number: inv.facts.number, ApiKey: inv.apiKey, RequestId: inv.requestId, Buyer: inv.facts.buyer, Payable: inv.facts.payable })),
    purchases: [...state.purchases.values()].map((inv) => ({ ...simplePurchase(inv), Number: inv.facts.number, ApiKey: inv.apiKey, Supplier: inv.facts.supplier, Payable: inv.facts.payable })),
    uploadsAccepted: state.uploadsAccepted,
    calls: traffic.calls.length,
    faults: traffic.faults,
    settings: { rateLimit: traffic.rateLimitOn, ...traffic.rate, requestIdReplay: state.requestIdReplay, dayOffset: state.dayOffset, today: state.today() },
    unregistered: [...state.unregistered],
    revokedKeys: [...state.revokedKeys],
  }));

  app.get('/sim/calls', async () => traffic.calls);

  app.post('/sim/reset', async () => {
    state.reset();
    traffic.reset();
    return { ok: true };
  });

  app.post('/sim/settings', async (request) => {
    const b = record(request.body);
    if (typeof b.rateLimit === 'boolean') traffic.rateLimitOn = b.rateLimit;
    const limit = num(b.limit);
    const windowMs = num(b.windowMs);
    if (limit && limit > 0) traffic.rate = { ...traffic.rate, limit };
    if (windowMs && windowMs > 0) traffic.rate = { ...traffic.rate, windowMs };
    if (b.requestIdReplay === 'original' || b.requestIdReplay === 'duplicate-error') state.requestIdReplay = b.requestIdReplay;
    const dayOffset = num(b.dayOffset);
    if (dayOffset !== undefined) state.dayOffset = dayOffset;
    return { ok: true };
  });

  app.post('/sim/faults', async (request, reply) => {
    const b = record(request.body);
    const mode = faultModes.find((m) => m === b.mode);
    if (!mode) return reply.status(422).send({ Message: `mode: one of ${faultModes.join(', ')}` });
    return traffic.addFault({
      mode,
      times: num(b.times) ?? 1,
      path: str(b.path),
      status: num(b.status),
      message: str(b.message),
      errorCode: str(b.errorCode),
      fieldName: str(b.fieldName),
      delayMs: num(b.delayMs),
    });
  });

  app.delete('/sim/faults', async () => {
    traffic.faults = [];
    return { ok: true };
  });

  app.post('/sim/companies', async (request) => {
    const b = record(request.body);
    const vat = str(b.vatNumber);
    if (!vat) throw new SimRefusal('VatNumberRequired', 'vatNumber is required.', 'vatNumber');
    if (b.registered === false) state.unregistered.add(vat);
    else state.unregistered.delete(vat);
    return { vatNumber: vat, registered: !state.unregistered.has(vat) };
  });

  app.post('/sim/keys', async (request) => {
    const b = record(request.body);
    const key = str(b.apiKey);
    if (!key) throw new SimRefusal('ApiKeyRequired', 'apiKey is required.', 'apiKey');
    if (b.valid === false) state.revokedKeys.add(key);
    else state.revokedKeys.delete(key);
    return { apiKey: key, valid: !state.revokedKeys.has(key) };
  });

  app.post<{ Params: { id: string; action: string } }>('/sim/sales-invoices/:id/:action', async (request, reply) => {
    const status = salesActions[request.params.action];
    const inv = state.sales.get(Number(request.params.id));
    if (!status || !inv) return reply.status(404).send({ Message: 'No such invoice or action.' });
    const b = record(request.body);
    return simpleSales(state.setSalesStatus(inv, status, str(b.comment) ?? null, str(b.stornoNumber) ?? null));
  });

  app.post('/sim/purchase-invoices', async (request) => {
    const b = record(request.body);
    const key = str(b.apiKey);
    if (!key) throw new SimRefusal('ApiKeyRequired', 'apiKey is required.', 'apiKey');
    const inv = state.deliverPurchase(key, str(b.xml) ?? '');
    return { PurchaseInvoiceId: inv.purchaseInvoiceId, SalesInvoiceId: inv.salesInvoiceId };
  });

  app.post<{ Params: { id: string; action: string } }>('/sim/purchase-invoices/:id/:action', async (request, reply) => {
    const status = purchaseActions[request.params.action];
    const inv = state.purchases.get(Number(request.params.id));
    if (!status || !inv) return reply.status(404).send({ Message: 'No such invoice or action.' });
    return simplePurchase(state.setPurchaseStatus(inv, status, str(record(request.body).comment) ?? null));
  });
}
