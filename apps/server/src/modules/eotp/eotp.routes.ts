import { dataOf, eotpDocStatus, sefDocParams } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { eotpRowOf, noteStatusOf } from './eotp-outbox';
import { eotpRuntimeOf } from './eotp-runtime';
import { sendNoteNow } from './eotp-send';

/** eOtpremnica: the dispatch note of a goods invoice, sent by hand, its status and the buyer's receipt advice (null: never queued). */
export const eotpModule: Module = (app, { db, config }) => {
  const runtime = eotpRuntimeOf(config);

  app.post('/eotp/send/:vDoc/:docId', { schema: { params: sefDocParams, response: { 200: dataOf(eotpDocStatus) } } }, async (request) => ({
    data: await sendNoteNow(db, runtime, sessionOf(request).companyId, request.params.vDoc, request.params.docId),
  }));

  app.get('/eotp/status/:vDoc/:docId', { schema: { params: sefDocParams, response: { 200: dataOf(eotpDocStatus.nullable()) } } }, async (request) => {
    const row = await eotpRowOf(db, sessionOf(request).companyId, request.params.vDoc, request.params.docId);
    return { data: row ? noteStatusOf(row) : null };
  });
};
