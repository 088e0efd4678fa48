import { and, asc, eq, ne } from 'drizzle-orm';
import { adminRoles, artPdv as artPdvRow, artPdvInput, magMain as magMainRow, magMainInput, period, periodInput, sefUnits, sefUnitsResponse, unitOfMeasure, whoAmI, z } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import { registerCrud } from '../../platform/crud';
import type { Tx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { bookedOutside, vatRateBooked, warehouseBooked } from '../../documents/booked';
import type { Module } from '../../platform/http';
import * as t from '../../platform/db/schema';

const writeRoles = [...adminRoles];

/** Keeps one default row per company: setting a new default clears the others. */
function oneDefault(table: typeof t.artPdv | typeof t.magMain) {
  return async (tx: Tx, companyId: number, input: { isDefault?: boolean }, id: number | null) => {
    if (!input.isDefault) return;
    await tx
      .update(table)
      .set({ isDefault: false })
      .where(and(eq(table.companyId, companyId), id === null ? undefined : ne(table.id, id)));
  };
}

/** Periods, VAT rates, warehouses and units of the signed-in user's company; written by admins. */
export const referenceModule: Module = (app, ctx) => {
  registerCrud(app, ctx, {
    path: '/periods',
    table: t.periods,
    row: period,
    input: periodInput,
    search: [t.periods.title],
    orderBy: [asc(t.periods.startDate), asc(t.periods.id)],
    unique: { periods_company_title_uq: 'title' },
    // Dates that would leave a locked document of the period outside it are refused.
    beforeUpdate: async (tx, companyId, id, stored, input) => {
      if (stored.startDate === input.startDate && stored.endDate === input.endDate) return;
      const { before, after } = await bookedOutside(tx, companyId, id, input.startDate, input.endDate);
      if (before) throw conflict('error.startDate.in-use');
      if (after) throw conflict('error.endDate.in-use');
    },
    writeRoles,
  });

  registerCrud(app, ctx, {
    path: '/art-pdv',
    table: t.artPdv,
    row: artPdvRow,
    input: artPdvInput,
    search: [t.artPdv.opis],
    orderBy: [asc(t.artPdv.id)],
    beforeWrite: oneDefault(t.artPdv),
    inUse: async (tx, _companyId, id) => {
      const count = await tx.$count(t.artMain, eq(t.artMain.pdvId, id));
      return count > 0 ? { message: 'error.art-pdv.in-use', params: { count } } : null;
    },
    // A rate in law changes by a new rate; the percentage the books used stays. Description and flags may change.
    beforeUpdate: async (tx, companyId, id, stored, input) => {
      if (stored.stopa !== input.stopa && (await vatRateBooked(tx, companyId, id))) throw conflict('error.stopa.in-use');
    },
    writeRoles,
  });

  registerCrud(app, ctx, {
    path: '/mag-main',
    table: t.magMain,
    row: magMainRow,
    input: magMainInput,
    search: [t.magMain.magNaziv, t.magMain.sifra, t.magMain.mesto],
    orderBy: [asc(t.magMain.sifra), asc(t.magMain.id)],
    unique: { mag_main_company_sifra_uq: 'sifra' },
    beforeWrite: oneDefault(t.magMain),
    // Wholesale and retail value stock differently: a warehouse with stock or ledger rows keeps its type.
    beforeUpdate: async (tx, companyId, id, stored, input) => {
      if (stored.vPromet !== input.vPromet && (await warehouseBooked(tx, companyId, id))) throw conflict('error.vPromet.in-use');
    },
    writeRoles,
  });

  app.get('/units', { schema: { response: { 200: z.object({ data: z.array(unitOfMeasure) }) } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const data = await ctx.db
      .select({ code: t.units.code, name: t.units.name })
      .from(t.units)
      .where(eq(t.units.companyId, companyId))
      .orderBy(asc(t.units.id));
    return { data };
  });

  /** The electronic-invoice units (a fixed list, the same for every company). */
  app.get('/sef/units', { schema: { response: { 200: sefUnitsResponse } } }, async () => ({ data: [...sefUnits] }));

  app.get('/users/who-am-i', { schema: { response: { 200: whoAmI } } }, async (request) => {
    const { userId, companyId, role } = sessionOf(request);
    const [row] = await ctx.db
      .select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email, companyName: t.companies.naziv })
      .from(t.users)
      .innerJoin(t.companies, eq(t.companies.id, companyId))
      .where(eq(t.users.id, userId));
    if (!row) throw notFound();
    return { data: { ...row, role, companyId } };
  });
};
