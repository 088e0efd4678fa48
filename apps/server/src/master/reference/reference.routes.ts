import { sefUnitsResponse, unitOfMeasure, vatExemption, whoAmI, z } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import { registerCrud } from '../../platform/crud';
import { notFound } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { exemptionList } from './vat-exemptions';
import { artPdvResource, companyUnits, magMainResource, periodsResource, sefUnitList, unitsResource, userWithCompany } from './reference.repo';

/** Periods, VAT rates, warehouses and units of the signed-in user's company; written by admins. */
export const referenceModule: Module = (app, ctx) => {
  registerCrud(app, ctx, periodsResource);

  registerCrud(app, ctx, artPdvResource);

  registerCrud(app, ctx, magMainResource);

  registerCrud(app, ctx, unitsResource);

  app.get('/units', { schema: { response: { 200: z.object({ data: z.array(unitOfMeasure) }) } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const data = await companyUnits(ctx.db, companyId);
    return { data };
  });

  /** The electronic-invoice units (SEF's list, the same for every company). */
  app.get('/sef/units', { schema: { response: { 200: sefUnitsResponse } } }, async () => ({ data: await sefUnitList(ctx.db) }));

  /** The official VAT exemption reasons (SEF's list, the same for every company). */
  app.get('/vat-exemptions', { schema: { response: { 200: z.object({ data: z.array(vatExemption) }) } } }, async () => ({ data: await exemptionList(ctx.db) }));

  app.get('/users/who-am-i', { schema: { response: { 200: whoAmI } } }, async (request) => {
    const { userId, companyId, role } = sessionOf(request);
    const row = await userWithCompany(ctx.db, userId, companyId);
    if (!row) throw notFound();
    return { data: { ...row, role, companyId } };
  });
};
