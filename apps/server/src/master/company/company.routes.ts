import { companyConfig, companyConfigInput, dataOf, tekuciRacun } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import { registerCrud } from '../../platform/crud';
import { notFound } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { defaultTekuciRacun, devizniRacuniResource, docNapomeneResource, findCompany, posMainResource, tekuciRacuniResource, updateCompany, writeRoles } from './company.repo';

/** Company data, default document notes, current and foreign-currency accounts and fiscal registers (the /config area). */
export const companyModule: Module = (app, ctx) => {
  const { db } = ctx;

  app.get('/config', { schema: { response: { 200: dataOf(companyConfig) } } }, async (request) => {
    const c = await findCompany(db, sessionOf(request).companyId);
    if (!c) throw notFound();
    return {
      data: {
        id: c.id, naziv: c.naziv, nazivCyr: c.nazivCyr, pib: c.pib, maticniBroj: c.maticniBroj, isPdv: c.isPdv, banka: c.banka, tracun: c.tracun,
        address: { postcode: c.postcode, city: c.city, street: c.street },
        contact: { name: c.contactName, phone: c.phone, email: c.email },
        allowNegativeStock: c.allowNegativeStock,
      },
    };
  });

  app.put('/config', { onRequest: requireRole(...writeRoles), schema: { body: companyConfigInput } }, async (request, reply) => {
    await updateCompany(db, sessionOf(request).companyId, request.body);
    return reply.status(204).send();
  });

  registerCrud(app, ctx, docNapomeneResource);

  registerCrud(app, ctx, tekuciRacuniResource);

  registerCrud(app, ctx, devizniRacuniResource);

  app.get('/app-config/tekuci-racun', { schema: { response: { 200: dataOf(tekuciRacun.nullable()) } } }, async (request) => {
    const row = await defaultTekuciRacun(db, sessionOf(request).companyId);
    return { data: row ?? null };
  });

  registerCrud(app, ctx, posMainResource);
};
