import { and, asc, eq } from 'drizzle-orm';
import { artGrupa as artGrupaSchema, artGrupaInput, artGrupaListQuery, created, dataOf, idParam, paged } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import { conflict, invalid, notFound, sqlState } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { offsetOf, pageInfo, searchAny } from '../../platform/paging';
import { artGrupa, artMain } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/client';

const columns = { id: artGrupa.id, vArtikl: artGrupa.vArtikl, grpSifra: artGrupa.grpSifra, grpNaziv: artGrupa.grpNaziv };

async function findGroup(tx: Tx, companyId: number, id: number) {
  const [row] = await tx.select(columns).from(artGrupa).where(and(eq(artGrupa.id, id), eq(artGrupa.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** A duplicate group code is a field error, not a 500. */
function uniqueCode(err: unknown): never {
  if (sqlState(err) === '23505') throw invalid({ grpSifra: 'error.grpSifra.unique' });
  throw err;
}

export const artGrupaModule: Module = (app, { db }) => {
  for (const path of ['/art-grupa', '/art-grupa/search', '/art-grupa/combo']) {
    app.get(path, { schema: { querystring: artGrupaListQuery, response: { 200: paged(artGrupaSchema) } } }, async (request) => {
      const { companyId } = sessionOf(request);
      const q = request.query;
      const scope = and(eq(artGrupa.companyId, companyId), q.vArtikl ? eq(artGrupa.vArtikl, q.vArtikl) : undefined);
      const where = and(scope, searchAny(q.search, [artGrupa.grpNaziv, artGrupa.grpSifra]));
      const [data, total, filtered] = await Promise.all([
        db.select(columns).from(artGrupa).where(where).orderBy(asc(artGrupa.grpSifra), asc(artGrupa.id)).limit(q.perPage).offset(offsetOf(q)),
        db.$count(artGrupa, scope),
        db.$count(artGrupa, where),
      ]);
      return { data, pagination: pageInfo(q, total, filtered) };
    });
  }

  for (const path of ['/art-grupa/:id', '/art-grupa/:id/retrieve']) {
    app.get(path, { schema: { params: idParam, response: { 200: dataOf(artGrupaSchema) } } }, async (request) => ({
      data: await findGroup(db, sessionOf(request).companyId, request.params.id),
    }));
  }

  app.post('/art-grupa', { schema: { body: artGrupaInput, response: { 201: created } } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    const [row] = await db
      .insert(artGrupa)
      .values({ ...request.body, companyId })
      .returning({ id: artGrupa.id })
      .catch(uniqueCode);
    return reply.status(201).send({ id: row!.id });
  });

  app.put('/art-grupa/:id', { schema: { params: idParam, body: artGrupaInput } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    await findGroup(db, companyId, request.params.id);
    await db
      .update(artGrupa)
      .set(request.body)
      .where(and(eq(artGrupa.id, request.params.id), eq(artGrupa.companyId, companyId)))
      .catch(uniqueCode);
    return reply.status(204).send();
  });

  app.delete('/art-grupa/:id', { schema: { params: idParam } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    await db.transaction(async (tx) => {
      await findGroup(tx, companyId, request.params.id);
      const used = await tx.$count(artMain, eq(artMain.grpId, request.params.id));
      if (used > 0) throw conflict('error.art-grupa.in-use', { count: used });
      await tx.delete(artGrupa).where(and(eq(artGrupa.id, request.params.id), eq(artGrupa.companyId, companyId)));
    });
    return reply.status(204).send();
  });
};
