import multipart from '@fastify/multipart';
import { adminRoles, currency, exchangeRateImportSummary, exchangeRateInput, exchangeRateKey, exchangeRateListQuery, exchangeRateRow, nbsFetchDay, nbsFetchInput, nbsFetchState, paged, z } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import { invalid } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { readParts } from '../../platform/multipart';
import { MAX_LIST_BYTES } from './nbs-list';
import { importRateFile, removeRate, saveRate } from './currency.service';
import { fetchNow, nbsFetcherFor, nbsState } from './nbs-fetch';
import { latestRateDate } from './rates';
import { listCurrencies, listRates } from './rates.repo';

/**
 * Currencies and the company's middle rates: the list (every member), rates typed in by hand and
 * the NBS rate list file imported (admins: rates are company settings; docs/decisions.md#foreign-currency).
 */
export const currencyModule: Module = async (app, { db, config }) => {
  const nbs = nbsFetcherFor(config);
  const admins = { onRequest: requireRole(...adminRoles) };
  // A list past MAX_LIST_BYTES is cut there and refused by the parser (`error.kursna-lista.too-large`): no more of it is held.
  await app.register(multipart, { limits: { fileSize: MAX_LIST_BYTES + 1, files: 1, fields: 2 }, throwFileSizeLimit: false });

  app.get('/currencies', { schema: { response: { 200: z.object({ data: z.array(currency) }) } } }, async () => ({ data: await listCurrencies(db) }));

  app.get('/exchange-rates', { schema: { querystring: exchangeRateListQuery, response: { 200: paged(exchangeRateRow) } } }, async (request) =>
    listRates(db, sessionOf(request).companyId, request.query),
  );

  app.put('/exchange-rates/:valuta/:datum', { ...admins, schema: { params: exchangeRateKey, body: exchangeRateInput } }, async (request, reply) => {
    const { valuta, datum } = request.params;
    await saveRate(db, sessionOf(request).companyId, valuta, datum, request.body.kurs);
    return reply.status(204).send();
  });

  app.delete('/exchange-rates/:valuta/:datum', { ...admins, schema: { params: exchangeRateKey } }, async (request, reply) => {
    const { valuta, datum } = request.params;
    await removeRate(db, sessionOf(request).companyId, valuta, datum);
    return reply.status(204).send();
  });

  app.post('/exchange-rates/import', { ...admins, schema: { response: { 200: exchangeRateImportSummary } } }, async (request) => {
    const { companyId } = sessionOf(request);
    let file: Buffer | null = null;
    await readParts(request, async (part) => {
      if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    });
    if (!file) throw invalid({ file: 'error.file.required' });
    return { data: await importRateFile(db, companyId, file) };
  });

  app.get('/exchange-rates/nbs', { schema: { response: { 200: nbsFetchState } } }, async (request) => ({ data: await nbsState(db, nbs, sessionOf(request).companyId) }));

  // "Fetch now": the day's list asked of NBS at once, whatever the wait; the list is written for every company.
  app.post('/exchange-rates/nbs/fetch', { ...admins, schema: { body: nbsFetchInput, response: { 200: z.object({ data: nbsFetchDay }) } } }, async (request) => {
    const datum = request.body.datum ?? belgradeToday();
    if (datum > latestRateDate()) throw invalid({ datum: 'error.datum.too-far-ahead' });
    return { data: await fetchNow(db, nbs, sessionOf(request).companyId, datum) };
  });
};
