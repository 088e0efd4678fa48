import { preparedReturn, preparedReturnExportQuery, preparedReturnQuery, type PreparedReturnExportLine, vatMonthQuery, vatReturn2027, vatToAccept } from '@knjige/contract';
import { belgradeToday, pppdvLayout, toCyrillic } from '@knjige/domain';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx-export';
import { sefRuntimeOf } from '../sef/sef-runtime';
import { preparedReturnOf } from './prepared-return';
import { return2027Of } from '../../reports/vat/return-2027.repo';
import { toAccept } from './to-accept';

/** The 2027 return: the purchase invoices to accept by the 10th, the return SEF prepares, the 2027 form (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return, "The 2027 form"). */
export const vatModule: Module = (app, { db, config }) => {
  const runtime = sefRuntimeOf(config);
  app.get('/vat/to-accept', { schema: { querystring: vatMonthQuery, response: { 200: vatToAccept } } }, async (request) => ({
    data: await toAccept(db, sessionOf(request).companyId, request.query.periodId, request.query.month, belgradeToday()),
  }));
  app.get('/vat/prepared-return', { schema: { querystring: preparedReturnQuery, response: { 200: preparedReturn } } }, async (request) => ({
    data: await preparedReturnOf(db, runtime, sessionOf(request).companyId, request.query),
  }));
  app.get('/vat/prepared-return/export', { schema: { querystring: preparedReturnExportQuery } }, async (request, reply) => {
    const q = request.query;
    const r = await preparedReturnOf(db, runtime, sessionOf(request).companyId, q);
    const name = (n: { sr: string; en: string }) => (q.lang === 'en' ? n.en : q.lang === 'sr-cyr' ? toCyrillic(n.sr) : n.sr);
    const fieldName = (f: string) => {
      const row = pppdvLayout.find((l) => l.osn === f || l.pdv === f);
      return row ? name(row.name) : f;
    };
    const lines: PreparedReturnExportLine[] = r.fields.flatMap((f) => [
      { field: f.field, name: fieldName(f.field), books: f.books, prepared: f.prepared, difference: f.difference, cause: '', date: null },
      ...r.causes.filter((c) => c.field === f.field).map((c) => ({ field: c.field, name: c.label, books: null, prepared: null, difference: c.amount, cause: q.causeLabels?.[c.cause] ?? c.cause, date: c.date })),
    ]);
    await sendXlsx(reply, { fileName: q.fileName, columns: q.columns, totalLabel: q.totalLabel, sheetName: r.month, rows: lines });
    return reply;
  });
  app.get('/vat/return-2027', { schema: { querystring: vatMonthQuery, response: { 200: vatReturn2027 } } }, async (request) => ({
    data: await return2027Of(db, sessionOf(request).companyId, request.query.periodId, request.query.month),
  }));
};
