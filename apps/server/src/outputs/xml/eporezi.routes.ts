import { finRangeQuery } from '@knjige/contract';
import { monthDays, return2027Fields, RETURN_2027_FROM, type Return2027 } from '@knjige/domain';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { invalid, notFound } from '../../platform/errors';
import { findCompany } from '../../master/company/company.repo';
import { return2027Of } from '../../reports/vat/return-2027.repo';
import { checkRange, vatReturnOf } from '../../reports/rpt-fin.repo';
import { pppdvXml, return2027Xml } from './eporezi-return';

/** The VAT return as a file for ePorezi, beside the books' return (reports/rpt-fin.routes.ts) under its path. */
export const eporeziModule: Module = (app, { db }) => {
  // The return as the file ePorezi imports (docs/decisions.md#the-return-as-a-file-for-eporezi):
  // PPPDV and POPDV for a range of 2026 or before, the 2027 form for a month from January 2027.
  app.get('/rpt-fin/pdv-total/xml', { schema: { querystring: finRangeQuery } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    await checkRange(db, companyId, q);
    const taxpayer = await findCompany(db, companyId);
    if (!taxpayer) throw notFound();
    const common = { taxpayer, from: q.dateFrom, to: q.dateTo };
    let xml: string;
    if (q.dateTo >= `${RETURN_2027_FROM}-01`) {
      if (q.dateFrom < `${RETURN_2027_FROM}-01`) throw invalid({ dateFrom: 'error.dateFrom.across-2027' });
      const month = q.dateFrom.slice(0, 7);
      const days = monthDays(month);
      if (days.from !== q.dateFrom || days.to !== q.dateTo) throw invalid({ dateTo: 'error.dateTo.not-a-month' });
      const r = await return2027Of(db, companyId, q.periodId, month);
      const fields = Object.fromEntries(return2027Fields.map((f) => [f, r.fields[f] ?? 0])) as Return2027;
      xml = return2027Xml({ ...common, fields });
    } else {
      const r = await vatReturnOf(db, companyId, q);
      xml = pppdvXml({ ...common, pppdv: r.pppdv, popdv: r.popdv });
    }
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="PPPDV-${q.dateFrom}-${q.dateTo}.xml"`)
      .send(xml);
  });

};
