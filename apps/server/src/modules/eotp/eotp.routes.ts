import { dataOf, eotpDocStatus, sefDocParams } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { eotpRowOf, noteStatusOf } from './eotp-outbox';
import { eotpRuntimeOf } from './eotp-runtime';
import { sendNoteNow } from './eotp-send';

/** eOtpremnica: the dispatch note of a goods invoice, sent by hand (queued: 202 at once), its status and the buyer's receipt advice (null: never queued). */
export const eotpModule: Module = (app, { db, config }) => {
  const runtime = eotpRuntimeOf(config);

  // Sends started by hand still talking to eOtpremnica: a closing server lets them finish.
  const uploads = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...uploads]);
  });

  // 202: the note is taken for sending; the upload goes on after the answer and the page follows its status.
  app.post('/eotp/send/:vDoc/:docId', { schema: { params: sefDocParams, response: { 202: dataOf(eotpDocStatus) } } }, async (request, reply) => {
    const { status, upload } = await sendNoteNow(db, runtime, sessionOf(request).companyId, request.params.vDoc, request.params.docId);
    const running = upload()
      .catch((err: unknown) => request.log.error({ err }, 'eOtpremnica send failed'))
      .finally(() => uploads.delete(running));
    uploads.add(running);
    return reply.status(202).send({ data: status });
  });

  app.get('/eotp/status/:vDoc/:docId', { schema: { params: sefDocParams, response: { 200: dataOf(eotpDocStatus.nullable()) } } }, async (request) => {
    const row = await eotpRowOf(db, sessionOf(request).companyId, request.params.vDoc, request.params.docId);
    return { data: row ? noteStatusOf(row) : null };
  });
};
