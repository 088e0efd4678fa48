import { and, asc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { artStanjeLookupQuery, dataOf, movementHeader, movementQuery, movementRow, paged, stockReportQuery, stockRow, stockSum, z, type StockReportQuery } from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import type { Db } from '../platform/db/client';
import { notFound } from '../platform/errors';
import type { Module } from '../platform/http';
import { offsetOf, pageInfo, searchAny } from '../platform/paging';
import { artMain, magMain, stockBalance, stockLedger, units } from '../platform/db/schema';
import { documentFamilies } from '../documents/documents.module';

const stockFilterSql: Record<StockReportQuery['stockFilter'], SQL | undefined> = {
  all: undefined,
  'less-than-0': lt(stockBalance.stanje, 0),
  'greater-than-0': gt(stockBalance.stanje, 0),
  'not-0': ne(stockBalance.stanje, 0),
  'equals-0': eq(stockBalance.stanje, 0),
};

/** Price and value of a balance row by price type; pnCena's value is the ledger's purchase value. */
function priced(priceType: StockReportQuery['priceType']) {
  switch (priceType) {
    case 'pnCena':
      return {
        cena: sql<number>`case when ${stockBalance.stanje} > 0 then round(${stockBalance.nabVrednost}::numeric * 1000 / ${stockBalance.stanje}) else 0 end`.mapWith(Number),
        vrednost: sql<number>`${stockBalance.nabVrednost}`.mapWith(Number),
      };
    case 'znCena':
      return {
        cena: sql<number>`${stockBalance.znCena}`.mapWith(Number),
        vrednost: sql<number>`round(${stockBalance.stanje}::numeric * ${stockBalance.znCena} / 1000)`.mapWith(Number),
      };
    case 'kepuCena':
      return {
        cena: sql<number>`${stockBalance.kepuCena}`.mapWith(Number),
        vrednost: sql<number>`${stockBalance.prodVrednost}`.mapWith(Number),
      };
  }
}

/** Balance rows with their article and warehouse, priced by the chosen price type. */
function stockRows(db: Db, priceType: StockReportQuery['priceType']) {
  return db
    .select({
      magId: stockBalance.magId,
      magNaziv: magMain.magNaziv,
      artId: stockBalance.artId,
      artNaziv: artMain.artNaziv,
      intSifra: artMain.intSifra,
      mera: artMain.meraCode,
      ulaz: stockBalance.ulaz,
      izlaz: stockBalance.izlaz,
      stanje: stockBalance.stanje,
      ...priced(priceType),
    })
    .from(stockBalance)
    .innerJoin(artMain, eq(artMain.id, stockBalance.artId))
    .innerJoin(magMain, eq(magMain.id, stockBalance.magId));
}

function where(companyId: number, q: StockReportQuery) {
  return and(
    eq(stockBalance.companyId, companyId),
    eq(stockBalance.periodId, q.periodId),
    q.magId ? eq(stockBalance.magId, q.magId) : undefined,
    stockFilterSql[q.stockFilter],
    searchAny(q.search, [artMain.artNaziv, artMain.intSifra, artMain.barkod]),
  );
}

/** Every document's label and description by family, for the movement card. */
function documentLabels() {
  return sql.join(
    documentFamilies.map((f) => sql`select ${f.vDoc}::text as v_doc, id, oznaka, opis from ${f.header}`),
    sql` union all `,
  );
}

/** Stock reports (rpt-mag): the stock list with its total, an article's movement card, a lookup. */
export const rptMagModule: Module = (app, { db }) => {
  app.get('/rpt-mag/stanje-zaliha', { schema: { querystring: stockReportQuery, response: { 200: paged(stockRow) } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const q = request.query;
    const filter = where(companyId, q);
    const [data, [counted], [all]] = await Promise.all([
      stockRows(db, q.priceType).where(filter).orderBy(asc(artMain.artNaziv), asc(artMain.id), asc(stockBalance.magId)).limit(q.perPage).offset(offsetOf(q)),
      db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(stockBalance).innerJoin(artMain, eq(artMain.id, stockBalance.artId)).where(filter),
      db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(stockBalance).where(and(eq(stockBalance.companyId, companyId), eq(stockBalance.periodId, q.periodId))),
    ]);
    return { data, pagination: pageInfo(q, all!.n, counted!.n) };
  });

  app.get('/rpt-mag/sum', { schema: { querystring: stockReportQuery, response: { 200: stockSum } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const q = request.query;
    const { vrednost } = priced(q.priceType);
    const [row] = await db
      .select({
        vrednost: sql<number>`coalesce(sum(${vrednost}), 0)`.mapWith(Number),
        stanje: sql<number>`coalesce(sum(${stockBalance.stanje}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(stockBalance)
      .innerJoin(artMain, eq(artMain.id, stockBalance.artId))
      .where(where(companyId, q));
    return { data: row! };
  });

  const promet = { params: z.object({ magId: z.coerce.number().int().positive(), artId: z.coerce.number().int().positive() }), querystring: movementQuery };
  app.get(
    '/rpt-mag/:magId/promet/:artId',
    { schema: { ...promet, response: { 200: paged(movementRow).extend({ header: movementHeader }) } } },
    async (request) => {
      const { companyId } = sessionOf(request);
      const { magId, artId } = request.params;
      const q = request.query;
      const [head] = await db
        .select({
          magId: magMain.id,
          magNaziv: magMain.magNaziv,
          artId: artMain.id,
          artNaziv: artMain.artNaziv,
          intSifra: artMain.intSifra,
          mera: sql<string>`coalesce(${units.name}, ${artMain.meraCode})`,
          stanje: sql<number>`coalesce(${stockBalance.stanje}, 0)`.mapWith(Number),
          nabVrednost: sql<number>`coalesce(${stockBalance.nabVrednost}, 0)`.mapWith(Number),
          prodVrednost: sql<number>`coalesce(${stockBalance.prodVrednost}, 0)`.mapWith(Number),
        })
        .from(artMain)
        .innerJoin(magMain, and(eq(magMain.id, magId), eq(magMain.companyId, companyId)))
        .leftJoin(units, and(eq(units.companyId, companyId), eq(units.code, artMain.meraCode)))
        .leftJoin(stockBalance, and(eq(stockBalance.companyId, companyId), eq(stockBalance.periodId, q.periodId), eq(stockBalance.magId, magId), eq(stockBalance.artId, artId)))
        .where(and(eq(artMain.id, artId), eq(artMain.companyId, companyId)));
      if (!head) throw notFound();
      const scope = sql`l.company_id = ${companyId} and l.period_id = ${q.periodId} and l.mag_id = ${magId} and l.art_id = ${artId}`;
      const result = await db.execute<Record<string, unknown>>(sql`
        with docs as (${documentLabels()}),
        moves as (
          select l.id, l.v_doc, l.doc_id, l.datum, l.kind, l.kolicina, l.nab_vrednost, l.prod_vrednost, l.nab_cena, l.prod_cena, l.direction,
            sum(l.kolicina) over w as stanje,
            sum(l.nab_vrednost) over w as nab_saldo,
            sum(l.prod_vrednost) over w as prod_saldo
          from stock_ledger l
          where ${scope}
          window w as (order by l.datum, case l.direction when 'out' then 1 else 0 end, l.id rows between unbounded preceding and current row)
        )
        select m.*, coalesce(d.oznaka, '') as doc_oznaka, coalesce(d.opis, '') as doc_opis
        from moves m left join docs d on d.v_doc = regexp_replace(m.v_doc, '-storno$', '') and d.id = m.doc_id
        order by m.datum, case m.direction when 'out' then 1 else 0 end, m.id
        limit ${q.perPage} offset ${offsetOf(q)}`);
      const rows = ((result as unknown as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[])).map((r) => {
        const kolicina = Number(r.kolicina);
        const stanje = Number(r.stanje);
        const nabSaldo = Number(r.nab_saldo);
        return {
          id: Number(r.id),
          vDoc: String(r.v_doc),
          docId: Number(r.doc_id),
          docOznaka: String(r.doc_oznaka),
          docOpis: String(r.doc_opis),
          datum: String(r.datum).slice(0, 10),
          kind: String(r.kind),
          ulaz: r.direction === 'in' ? kolicina : 0,
          izlaz: r.direction === 'out' ? -kolicina : 0,
          stanje,
          nabVrednost: Number(r.nab_vrednost),
          prodVrednost: Number(r.prod_vrednost),
          nabSaldo,
          prodSaldo: Number(r.prod_saldo),
          nabCena: stanje > 0 ? Math.round((nabSaldo * 1000) / stanje) : 0,
          znCena: Number(r.nab_cena ?? 0),
          prodCena: Number(r.prod_cena ?? 0),
        };
      });
      const total = await db.$count(stockLedger, and(eq(stockLedger.companyId, companyId), eq(stockLedger.periodId, q.periodId), eq(stockLedger.magId, magId), eq(stockLedger.artId, artId)));
      return { header: head, data: rows, pagination: pageInfo(q, total, total) };
    },
  );

  app.get(
    '/rpt-mag/art-stanje-lookup',
    { schema: { querystring: artStanjeLookupQuery, response: { 200: dataOf(stockRow) } } },
    async (request) => {
      const { companyId } = sessionOf(request);
      const q = request.query;
      const [row] = await stockRows(db, 'kepuCena').where(and(eq(stockBalance.companyId, companyId), eq(stockBalance.periodId, q.periodId), eq(stockBalance.magId, q.magId), eq(stockBalance.artId, q.artId)));
      if (!row) throw notFound();
      return { data: row };
    },
  );
};
