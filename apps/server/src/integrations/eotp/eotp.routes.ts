import { dataOf, eotpDocStatus, eotpInboxDetail, eotpInboxQuery, eotpInboxRow, eotpLinkInput, eotpReceiptInput, idParam, paged, receivedAgainstInvoice, sefDocParams, z } from '@knjige/contract';
import { conflict, notFound } from '../../platform/errors';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { eotpRowOf, noteStatusOf } from './eotp-outbox';
import { eotpRuntimeOf } from './eotp-runtime';
import { sendNoteNow } from './eotp-send';
import { linkNote, queueReceipt, readCustomerFeed, receivedAgainst, sendReceipt, shownDetail, shownRow } from './eotp-inbox';
import { companyParty, inboxNote, listInbox } from './eotp-inbox.repo';
import { eotpClientOf } from './eotp-settings';
import { uploadsAfterAnswer } from '../outbox/outbox-uploads';

/** eOtpremnica: the dispatch note of a goods invoice, sent by hand (queued: 202 at once), its status and the buyer's receipt advice (null: never queued). */
export const eotpModule: Module = (app, { db, config }) => {
  const runtime = eotpRuntimeOf(config);

  // Sends started by hand still talking to eOtpremnica (notes, receipt advices): a closing server lets them finish.
  const upload = uploadsAfterAnswer(app);

  // 202: the note is taken for sending; the upload goes on after the answer and the page follows its status.
  app.post('/eotp/send/:vDoc/:docId', { schema: { params: sefDocParams, response: { 202: dataOf(eotpDocStatus) } } }, async (request, reply) => {
    const sending = await sendNoteNow(db, runtime, sessionOf(request).companyId, request.params.vDoc, request.params.docId);
    upload(sending.upload, request.log, 'eOtpremnica send failed');
    return reply.status(202).send({ data: sending.status });
  });

  app.get('/eotp/status/:vDoc/:docId', { schema: { params: sefDocParams, response: { 200: dataOf(eotpDocStatus.nullable()) } } }, async (request) => {
    const row = await eotpRowOf(db, sessionOf(request).companyId, request.params.vDoc, request.params.docId);
    return { data: row ? noteStatusOf(row) : null };
  });

  // ---- dispatch notes received: the inbox, our receipt advice (queued: 202), the link to the incoming invoice

  app.get('/eotp/inbox', { schema: { querystring: eotpInboxQuery, response: { 200: paged(eotpInboxRow) } } }, async (request) => {
    const { pending, ...page } = request.query;
    const result = await listInbox(db, sessionOf(request).companyId, { ...page, ...(pending ? { pending: pending === 'true' } : {}) });
    return { data: result.data.map(shownRow), pagination: result.pagination };
  });

  // The customer's feed read now (the synchronisation does it too): the notes new since the last reading.
  app.post('/eotp/inbox/pull', { schema: { response: { 200: dataOf(z.object({ taken: z.number().int() })) } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const client = await eotpClientOf(db, runtime, companyId);
    if (!client) throw conflict('error.eotp.no-key');
    return { data: { taken: await readCustomerFeed(db, client, companyId) } };
  });

  app.get('/eotp/inbox/:id', { schema: { params: idParam, response: { 200: dataOf(eotpInboxDetail) } } }, async (request) => {
    const note = await inboxNote(db, sessionOf(request).companyId, request.params.id);
    if (!note) throw notFound();
    return { data: shownDetail(note.row, note.lines) };
  });

  // 202: the advice is queued; it goes to eOtpremnica after the answer, and the page follows its state.
  app.post('/eotp/inbox/:id/receipt', { schema: { params: idParam, body: eotpReceiptInput, response: { 202: dataOf(eotpInboxDetail) } } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    const detail = await queueReceipt(db, companyId, request.params.id, request.body, await companyParty(db, companyId));
    upload(
      async () => {
        const client = await eotpClientOf(db, runtime, companyId);
        const note = await inboxNote(db, companyId, request.params.id);
        if (client && note) await sendReceipt(db, client, note.row);
      },
      request.log,
      'receipt advice send failed',
    );
    return reply.status(202).send({ data: detail });
  });

  app.put('/eotp/inbox/:id/link', { schema: { params: idParam, body: eotpLinkInput, response: { 200: dataOf(eotpInboxRow) } } }, async (request) => ({
    data: await linkNote(db, sessionOf(request).companyId, request.params.id, request.body.vDoc, request.body.docId),
  }));

  app.get('/eotp/received/:vDoc/:docId', { schema: { params: sefDocParams, response: { 200: dataOf(receivedAgainstInvoice) } } }, async (request) => ({
    data: await receivedAgainst(db, sessionOf(request).companyId, request.params.vDoc, request.params.docId),
  }));
};
