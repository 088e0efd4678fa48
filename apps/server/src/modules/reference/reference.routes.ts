import { and, asc, count, eq } from 'drizzle-orm';
import { artPdv, dataOf, idParam, listQuery, magMain, paged, period, unitOfMeasure, whoAmI, z } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { offsetOf, pageInfo, searchAny } from '../../platform/paging';
import * as t from '../../platform/db/schema';

/** Read-only reference data of the signed-in user's company: periods, VAT rates, warehouses, units. */
export const referenceModule: Module = (app, { db }) => {
  const periodRow = { id: t.periods.id, title: t.periods.title, startDate: t.periods.startDate, endDate: t.periods.endDate, status: t.periods.status };
  const pdvRow = { id: t.artPdv.id, opis: t.artPdv.opis, stopa: t.artPdv.stopa, isDefault: t.artPdv.isDefault };
  const magRow = {
    id: t.magMain.id, sifra: t.magMain.sifra, magNaziv: t.magMain.magNaziv, kepuMesto: t.magMain.kepuMesto,
    vPromet: t.magMain.vPromet, mesto: t.magMain.mesto, opis: t.magMain.opis, isDefault: t.magMain.isDefault,
  };

  for (const path of ['/periods', '/periods/search']) {
    app.get(path, { schema: { querystring: listQuery, response: { 200: paged(period) } } }, async (request) => {
      const { companyId } = sessionOf(request);
      const q = request.query;
      const where = and(eq(t.periods.companyId, companyId), searchAny(q.search, [t.periods.title]));
      const [rows, [total], [filtered]] = await Promise.all([
        db.select(periodRow).from(t.periods).where(where).orderBy(asc(t.periods.startDate)).limit(q.perPage).offset(offsetOf(q)),
        db.select({ n: count() }).from(t.periods).where(eq(t.periods.companyId, companyId)),
        db.select({ n: count() }).from(t.periods).where(where),
      ]);
      return { data: rows, pagination: pageInfo(q, total!.n, filtered!.n) };
    });
  }
  app.get('/periods/:id', { schema: { params: idParam, response: { 200: dataOf(period) } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const [row] = await db.select(periodRow).from(t.periods).where(and(eq(t.periods.id, request.params.id), eq(t.periods.companyId, companyId)));
    if (!row) throw notFound();
    return { data: row };
  });

  for (const path of ['/art-pdv', '/art-pdv/search']) {
    app.get(path, { schema: { querystring: listQuery, response: { 200: paged(artPdv) } } }, async (request) => {
      const { companyId } = sessionOf(request);
      const q = request.query;
      const where = and(eq(t.artPdv.companyId, companyId), searchAny(q.search, [t.artPdv.opis]));
      const [rows, [total], [filtered]] = await Promise.all([
        db.select(pdvRow).from(t.artPdv).where(where).orderBy(asc(t.artPdv.id)).limit(q.perPage).offset(offsetOf(q)),
        db.select({ n: count() }).from(t.artPdv).where(eq(t.artPdv.companyId, companyId)),
        db.select({ n: count() }).from(t.artPdv).where(where),
      ]);
      return { data: rows, pagination: pageInfo(q, total!.n, filtered!.n) };
    });
  }

  for (const path of ['/mag-main', '/mag-main/search']) {
    app.get(path, { schema: { querystring: listQuery, response: { 200: paged(magMain) } } }, async (request) => {
      const { companyId } = sessionOf(request);
      const q = request.query;
      const where = and(eq(t.magMain.companyId, companyId), searchAny(q.search, [t.magMain.magNaziv, t.magMain.sifra]));
      const [rows, [total], [filtered]] = await Promise.all([
        db.select(magRow).from(t.magMain).where(where).orderBy(asc(t.magMain.sifra)).limit(q.perPage).offset(offsetOf(q)),
        db.select({ n: count() }).from(t.magMain).where(eq(t.magMain.companyId, companyId)),
        db.select({ n: count() }).from(t.magMain).where(where),
      ]);
      return { data: rows, pagination: pageInfo(q, total!.n, filtered!.n) };
    });
  }
  for (const path of ['/mag-main/:id', '/mag-main/:id/retrieve']) {
    app.get(path, { schema: { params: idParam, response: { 200: dataOf(magMain) } } }, async (request) => {
      const { companyId } = sessionOf(request);
      const [row] = await db.select(magRow).from(t.magMain).where(and(eq(t.magMain.id, request.params.id), eq(t.magMain.companyId, companyId)));
      if (!row) throw notFound();
      return { data: row };
    });
  }

  app.get('/units', { schema: { response: { 200: z.object({ data: z.array(unitOfMeasure) }) } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const data = await db.select({ code: t.units.code, name: t.units.name }).from(t.units).where(eq(t.units.companyId, companyId)).orderBy(asc(t.units.id));
    return { data };
  });

  app.get('/users/who-am-i', { schema: { response: { 200: whoAmI } } }, async (request) => {
    const { userId, companyId, role } = sessionOf(request);
    const [row] = await db
      .select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email, companyName: t.companies.naziv })
      .from(t.users)
      .innerJoin(t.companies, eq(t.companies.id, companyId))
      .where(eq(t.users.id, userId));
    if (!row) throw notFound();
    return { data: { ...row, role, companyId } };
  });
};
