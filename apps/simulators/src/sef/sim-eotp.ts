import type { FastifyInstance } from 'fastify';
import { belgradeToday } from '@knjige/domain';
import { SimRefusal } from './sim-state';
import { answer } from './sim-contract';
import { EotpSimState, type SimFeedItem, type SimNote, type SimReceiptLineInput, simNoteStatuses } from './sim-eotp-state';

/** eOtpremnica's paths live under this prefix of the simulator: `EOTPREMNICA_BASE_URL=<sim>/eotp`. */
export const EOTP_SIM_PREFIX = '/eotp';

type Query = Record<string, string | undefined>;

const record = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
const pageOf = (q: Query) => Math.max(0, Number(q.page ?? 0) || 0);
const feed = (items: SimFeedItem[]) => ({ items: items.map(({ apiKey: _key, day: _day, ...item }) => item) });
const noteDto = (note: SimNote) => ({ id: note.id, status: note.status, documentNumber: note.number });

/** A receipt's lines from the control's body: `[{lineId, received, rejected?, reason?}]`. */
function receiptLines(value: unknown): SimReceiptLineInput[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((v) => {
    const l = record(v);
    return { lineId: String(l.lineId ?? ''), received: Number(l.received ?? 0), rejected: Number(l.rejected ?? 0), ...(typeof l.reason === 'string' ? { reason: l.reason } : {}) };
  });
}

/** The multipart form of a send, read by the platform's own parser (no extra package). */
async function formOf(body: unknown, contentType: string | undefined): Promise<{ requestId: string; xml: string }> {
  if (!Buffer.isBuffer(body)) throw new SimRefusal('FileRequired', 'A multipart/form-data body with RequestId and File is required.', 'File');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType ?? '' } }).formData();
  } catch {
    throw new SimRefusal('FileRequired', 'A multipart/form-data body with RequestId and File is required.', 'File');
  }
  const requestId = form.get('RequestId');
  const file = form.get('File');
  if (typeof requestId !== 'string') throw new SimRefusal('RequestIdRequired', 'RequestId is required.', 'RequestId');
  if (!file || typeof file === 'string') throw new SimRefusal('FileRequired', 'File is required.', 'File');
  return { requestId, xml: await file.text() };
}

/** eOtpremnica's public API (docs/domain.md#eotpremnica) under `/eotp`, and its controls under `/sim/eotp`. */
export function registerEotp(app: FastifyInstance, state: EotpSimState): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const base = `${EOTP_SIM_PREFIX}/public/documents`;

  app.post(`${base}/requests`, async (request, reply) => {
    const form = await formOf(request.body, request.headers['content-type']).catch((err: unknown) => err);
    return answer(request, reply, () => {
      if (form instanceof Error) throw form;
      const { requestId, xml } = form as { requestId: string; xml: string };
      return state.upload(request.simApiKey ?? '', requestId, xml);
    });
  });
  app.get<{ Querystring: Query }>(`${base}/requests/changes`, (request, reply) =>
    answer(request, reply, () => feed(state.requestChanges(request.simApiKey ?? '', request.query.date, request.query.requestId, pageOf(request.query)))),
  );
  app.get<{ Querystring: Query; Params: { role: string } }>(`${base}/:role/changes`, (request, reply) =>
    answer(request, reply, () => {
      const key = request.simApiKey ?? '';
      const { role } = request.params;
      return feed(role === 'suppliers' ? state.supplierChanges(key, request.query.date, pageOf(request.query)) : role === 'customers' ? state.customerChanges(key, request.query.date, pageOf(request.query)) : []);
    }),
  );
  app.get<{ Params: { role: string; kind: string; id: string } }>(`${base}/:role/:kind/:id`, (request, reply) =>
    answer(request, reply, () => {
      const key = request.simApiKey ?? '';
      if (request.params.kind === 'receipt-advices') {
        const { receipt } = state.receiptOf(key, request.params.id);
        return { id: receipt.id, status: receipt.status };
      }
      return noteDto(state.noteOf(key, request.params.id));
    }),
  );
  app.get<{ Params: { role: string; kind: string; id: string } }>(`${base}/:role/:kind/:id/xml/download`, (request, reply) =>
    answer(request, reply, () => {
      const key = request.simApiKey ?? '';
      return request.params.kind === 'receipt-advices' ? state.receiptOf(key, request.params.id).receipt.xml : state.noteOf(key, request.params.id).xml;
    }),
  );

  // ---- controls: play the buyer's and the carrier's side (faults: `/sim/faults` with a path under /eotp) ----
  app.get('/sim/eotp/state', async () => ({
    notes: [...state.notes.values()].map((n) => ({ ...noteDto(n), requestId: n.requestId, apiKey: n.apiKey, lines: n.lines, receipt: n.receipt && { id: n.receipt.id, status: n.receipt.status } })),
    uploadsAccepted: state.uploadsAccepted,
    cancellations: state.cancellations,
  }));
  app.post('/sim/eotp/reset', async () => {
    state.reset();
    return { ok: true };
  });
  app.post<{ Params: { id: string; status: string } }>('/sim/eotp/despatch-advices/:id/status/:status', async (request, reply) => {
    const status = simNoteStatuses.find((s) => s.toLowerCase() === request.params.status.toLowerCase());
    const note = state.notes.get(request.params.id);
    if (!status || !note) return reply.status(404).send({ Message: 'No such dispatch note or status.' });
    return noteDto(state.setStatus(note, status));
  });
  // The simulator plays a supplier: a dispatch note to the company whose eOtpremnica key is `customerKey`.
  app.post('/sim/eotp/incoming', async (request, reply) => {
    const b = record(request.body);
    const party = (v: unknown) => ({ pib: String(record(v).pib ?? ''), name: String(record(v).name ?? '') });
    const lines = Array.isArray(b.lines) ? b.lines.map(record) : [];
    if (typeof b.customerKey !== 'string' || !lines.length) return reply.status(400).send({ Message: 'customerKey and lines are required.' });
    const note = state.deliverToCustomer({
      customerKey: b.customerKey,
      supplier: party(b.supplier),
      customer: party(b.customer),
      number: String(b.number ?? 'OTP-1'),
      issueDate: String(b.issueDate ?? belgradeToday()),
      lines: lines.map((l, i) => ({
        lineId: String(l.lineId ?? i + 1),
        name: String(l.name ?? ''),
        quantity: String(l.quantity ?? '0'),
        ...(typeof l.gtin === 'string' ? { gtin: l.gtin } : {}),
        ...(typeof l.unitCode === 'string' ? { unitCode: l.unitCode } : {}),
      })),
    });
    return noteDto(note);
  });
  app.post<{ Params: { id: string } }>('/sim/eotp/despatch-advices/:id/receipt', async (request, reply) => {
    const note = state.notes.get(request.params.id);
    if (!note) return reply.status(404).send({ Message: 'No such dispatch note.' });
    const b = record(request.body);
    const receipt = state.receive(note, { accepted: typeof b.accepted === 'boolean' ? b.accepted : undefined, lines: receiptLines(b.lines) });
    return { id: receipt.id, status: receipt.status };
  });
}

export { EotpSimState };
