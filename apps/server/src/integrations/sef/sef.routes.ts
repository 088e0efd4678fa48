import { adminRoles, dataOf, sefDocParams, sefDocStatus, sefSettings, sefSettingsInput, sefStatusesQuery, sefStatusRow, sefSyncResult, z } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import { conflict } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { docStatusOf, outboxRowOf, statusesOf } from './sef-outbox';
import { sefRuntimeOf } from './sef-runtime';
import { sendNow } from './sef-send';
import { noteSefOutcome, readSefSettings, saveSefKey, sefClientOf } from './sef-settings';
import { SefError } from './sef-errors';
import { syncCompany } from './sef-sync';
import { readEotpSettings, saveEotpKey } from '../eotp/eotp-settings';
import { uploadsAfterAnswer } from '../outbox/outbox-uploads';

/** SEF: the company's key, a synchronisation now, one document sent by hand, and SEF's statuses. */
export const sefModule: Module = (app, ctx) => {
  const { db } = ctx;
  const runtime = sefRuntimeOf(ctx.config);
  const admins = { onRequest: requireRole(...adminRoles) };

  app.get('/sef/settings', { schema: { response: { 200: dataOf(sefSettings) } } }, async (request) => {
    const { companyId } = sessionOf(request);
    return { data: { ...(await readSefSettings(db, runtime, companyId)), eotp: await readEotpSettings(db, runtime.eotp, companyId) } };
  });

  // The key is tried once after it is stored (SEF's version call), so the page soon says whether it works.
  app.put('/sef/settings', { ...admins, schema: { body: sefSettingsInput } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    const { apiKey, eotpApiKey } = request.body;
    // eOtpremnica's key is the page's extra field; it is tried by its first send (no cheap call is known)
    if (eotpApiKey !== undefined) await saveEotpKey(db, runtime.eotp, companyId, eotpApiKey);
    if (apiKey === undefined) return reply.status(204).send();
    await saveSefKey(db, runtime, companyId, apiKey);
    setImmediate(() => {
      void (async () => {
        const client = await sefClientOf(db, runtime, companyId);
        if (!client) return;
        await client.version().then(
          () => noteSefOutcome(db, companyId, 'ok'),
          (err: unknown) => (err instanceof SefError ? noteSefOutcome(db, companyId, err) : Promise.reject(err)),
        );
      })().catch((err: unknown) => request.log.error({ err }, 'SEF key check failed'));
    });
    return reply.status(204).send();
  });

  app.post('/sef/sync', { schema: { response: { 200: dataOf(sefSyncResult) } } }, async (request) => {
    const result = await syncCompany(db, runtime, sessionOf(request).companyId);
    if (!result) throw conflict('error.sef.no-key');
    return { data: result };
  });

  // Sends started by hand that are still talking to SEF: a closing server lets them finish.
  const upload = uploadsAfterAnswer(app);

  // 202: the document is taken for sending; the upload goes on after the answer and the page follows its status.
  app.post('/sef/send/:vDoc/:docId', { schema: { params: sefDocParams, response: { 202: dataOf(sefDocStatus) } } }, async (request, reply) => {
    const sending = await sendNow(db, runtime, sessionOf(request).companyId, request.params.vDoc, request.params.docId);
    upload(sending.upload, request.log, 'SEF send failed');
    return reply.status(202).send({ data: sending.status });
  });

  app.get('/sef/status/:vDoc/:docId', { schema: { params: sefDocParams, response: { 200: dataOf(sefDocStatus.nullable()) } } }, async (request) => {
    const row = await outboxRowOf(db, sessionOf(request).companyId, request.params.vDoc, request.params.docId);
    return { data: row ? docStatusOf(row) : null };
  });

  app.get('/sef/statuses', { schema: { querystring: sefStatusesQuery, response: { 200: dataOf(z.array(sefStatusRow)) } } }, async (request) => {
    const { vDoc, ids } = request.query;
    return { data: await statusesOf(db, sessionOf(request).companyId, vDoc, ids) };
  });
};
