import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { normalizeAccount } from '@knjige/domain';
import {
  adminRoles, companyConfig, companyConfigInput, dataOf, docNapomena, docNapomenaInput, listQuery, posMain as posMainRow,
  posMainInput, tekuciRacun, tekuciRacunInput, z,
} from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import { mustExist, registerCrud } from '../../platform/crud';
import { conflict, notFound } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { companies, docNapomene, komMain, magMain, posMain, tekuciRacuni, xmlJobs } from '../../platform/db/schema';

const writeRoles = [...adminRoles];

const docNapomeneQuery = listQuery.extend({ vDoc: z.string().max(20).optional(), vSubDoc: z.string().max(20).optional() });

/** Company data, default document notes, current accounts and fiscal registers (the /config area). */
export const companyModule: Module = (app, ctx) => {
  const { db } = ctx;

  app.get('/config', { schema: { response: { 200: dataOf(companyConfig) } } }, async (request) => {
    const [c] = await db.select().from(companies).where(eq(companies.id, sessionOf(request).companyId));
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
    const { address, contact, tracun, ...rest } = request.body;
    const { companyId } = sessionOf(request);
    await db.transaction(async (tx) => {
      // The seller's tax id an e-invoice carried to SEF stays (a new tax id is a new company).
      const [stored] = await tx.select({ pib: companies.pib }).from(companies).where(eq(companies.id, companyId)).for('update');
      if (stored && stored.pib !== rest.pib && (await tx.$count(xmlJobs, and(eq(xmlJobs.companyId, companyId), eq(xmlJobs.status, 'succeeded')))) > 0) {
        throw conflict('error.pib.in-use');
      }
      await tx
        .update(companies)
        .set({
          ...rest,
          tracun: tracun ? (normalizeAccount(tracun) ?? tracun) : '',
          postcode: address.postcode, city: address.city, street: address.street,
          contactName: contact.name, phone: contact.phone, email: contact.email,
        })
        .where(eq(companies.id, companyId));
    });
    return reply.status(204).send();
  });

  registerCrud(app, ctx, {
    path: '/doc-napomene',
    table: docNapomene,
    row: docNapomena,
    input: docNapomenaInput,
    query: docNapomeneQuery,
    filters: (q) => and(q.vDoc ? eq(docNapomene.vDoc, q.vDoc) : undefined, q.vSubDoc ? eq(docNapomene.vSubDoc, q.vSubDoc) : undefined),
    search: [docNapomene.naziv, docNapomene.napomena],
    orderBy: [asc(docNapomene.vDoc), asc(docNapomene.naziv), asc(docNapomene.id)],
    checkReferences: async (tx, companyId, input) =>
      input.komId === null ? {} : mustExist(tx.$count(komMain, and(eq(komMain.id, input.komId), eq(komMain.companyId, companyId))), 'komId'),
    writeRoles,
  });

  registerCrud(app, ctx, {
    path: '/tekuci-racuni',
    table: tekuciRacuni,
    row: tekuciRacun,
    input: tekuciRacunInput,
    search: [tekuciRacuni.naziv, tekuciRacuni.banka, tekuciRacuni.tracun],
    orderBy: [asc(tekuciRacuni.id)],
    toValues: (input) => ({ tracun: normalizeAccount(input.tracun) ?? input.tracun }),
    beforeWrite: async (tx, companyId, input, id) => {
      if (!input.isDefault) return;
      await tx
        .update(tekuciRacuni)
        .set({ isDefault: false })
        .where(and(eq(tekuciRacuni.companyId, companyId), id === null ? undefined : ne(tekuciRacuni.id, id)));
    },
    writeRoles,
  });

  app.get('/app-config/tekuci-racun', { schema: { response: { 200: dataOf(tekuciRacun.nullable()) } } }, async (request) => {
    const [row] = await db
      .select({ id: tekuciRacuni.id, naziv: tekuciRacuni.naziv, banka: tekuciRacuni.banka, tracun: tekuciRacuni.tracun, isDefault: tekuciRacuni.isDefault })
      .from(tekuciRacuni)
      .where(eq(tekuciRacuni.companyId, sessionOf(request).companyId))
      .orderBy(sql`${tekuciRacuni.isDefault} desc`, asc(tekuciRacuni.id))
      .limit(1);
    return { data: row ?? null };
  });

  registerCrud(app, ctx, {
    path: '/pos-main',
    table: posMain,
    row: posMainRow,
    select: {
      id: posMain.id,
      naziv: posMain.naziv,
      ibfm: posMain.ibfm,
      magId: posMain.magId,
      magNaziv: sql<string>`(select m.mag_naziv from mag_main m where m.id = "pos_main"."mag_id")`.as('mag_naziv'),
    },
    input: posMainInput,
    search: [posMain.naziv, posMain.ibfm],
    orderBy: [asc(posMain.naziv), asc(posMain.id)],
    unique: { pos_main_company_ibfm_uq: 'ibfm' },
    // A register sells from a retail warehouse of the same company.
    checkReferences: (tx, companyId, input) =>
      mustExist(tx.$count(magMain, and(eq(magMain.id, input.magId), eq(magMain.companyId, companyId), eq(magMain.vPromet, 'mp'))), 'magId'),
    writeRoles,
  });
};
