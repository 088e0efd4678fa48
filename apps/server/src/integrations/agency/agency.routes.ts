import { agencyCompanyParams, agencyOverview, agencyOverviewQuery, agencyRow, dataOf, vatFilingInput } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { agencyCompany, agencyOverview as overviewOf, setFiling } from './agency.service';

/** The agency's desk (docs/decisions.md#the-desk): every company of the user on one screen, from kept figures. */
export const agencyModule: Module = (app, { db }) => {
  app.get('/agency/overview', { schema: { querystring: agencyOverviewQuery, response: { 200: agencyOverview } } }, async (request) =>
    overviewOf(db, sessionOf(request), request.query, belgradeToday()),
  );
  app.get('/agency/companies/:companyId', { schema: { params: agencyCompanyParams, response: { 200: dataOf(agencyRow) } } }, async (request) => ({
    data: await agencyCompany(db, sessionOf(request), request.params.companyId, belgradeToday()),
  }));
  app.put('/agency/companies/:companyId/vat-filing', { schema: { params: agencyCompanyParams, body: vatFilingInput } }, async (request, reply) => {
    await setFiling(db, sessionOf(request), request.params.companyId, request.body, belgradeToday());
    return reply.status(204).send();
  });
};
