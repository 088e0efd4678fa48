import { and, eq, gt, lt, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { averagePrice } from '@knjige/domain';
import type { StockReportQuery, StockRow } from '@knjige/contract';
import { selectRows, type Reader } from '../platform/db/client';
import { exactNumber } from '../platform/exact-number';
import { offsetOf, pageInfo, searchAny } from '../platform/paging';
import { artMain, magMain, stockBalance, stockLedger, stockTotal as keptTotal, units } from '../platform/db/schema';
import { valuationOrderSql } from '../ledgers/stock-walk';

/**
 * The stock reports (rpt-mag): the stock list with its total, an article's movement card and a
 * lookup. They read the balances and the stock ledger only; a ledger row carries its document's
 * label, so no document table is read.
 */

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
        cena: sql<number>`case when ${stockBalance.stanje} > 0 then round(${stockBalance.nabVrednost}::numeric * 1000 / ${stockBalance.stanje}) else 0 end`.mapWith(exactNumber),
        vrednost: sql<number>`${stockBalance.nabVrednost}`.mapWith(exactNumber),
      };
    case 'znCena':
      return {
        cena: sql<number>`${stockBalance.znCena}`.mapWith(exactNumber),
        vrednost: sql<number>`round(${stockBalance.stanje}::numeric * ${stockBalance.znCena} / 1000)`.mapWith(exactNumber),
      };
    case 'kepuCena':
      return {
        cena: sql<number>`${stockBalance.kepuCena}`.mapWith(exactNumber),
        vrednost: sql<number>`${stockBalance.prodVrednost}`.mapWith(exactNumber),
      };
  }
}

/** A balance row's article and warehouse, by the company as well as the id (each company's rows are one index range). */
const articleOfRow = and(eq(artMain.companyId, stockBalance.companyId), eq(artMain.id, stockBalance.artId));
const warehouseOfRow = and(eq(magMain.companyId, stockBalance.companyId), eq(magMain.id, stockBalance.magId));

/** Balance rows with their article and warehouse, priced by the chosen price type. */
function stockRows(tx: Reader, priceType: StockReportQuery['priceType']) {
  return tx
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
    .innerJoin(artMain, articleOfRow)
    .innerJoin(magMain, warehouseOfRow);
}

/** The balance rows the filters keep, the search aside. */
function balanceScope(companyId: number, q: StockReportQuery) {
  return and(
    eq(stockBalance.companyId, companyId),
    eq(stockBalance.periodId, q.periodId),
    q.magId ? eq(stockBalance.magId, q.magId) : undefined,
    stockFilterSql[q.stockFilter],
  );
}

const searchOf = (q: StockReportQuery) => searchAny(q.search, [artMain.artNaziv, artMain.intSifra, artMain.barkod]);

/**
 * One page of balance rows in the order of the article-name index (company_id, art_naziv, id): the
 * company's articles (narrowed by the search) read in that order, each with its balances, so that
 * reading stops after the page. The balances are a lateral subquery behind a fence (`offset 0`):
 * flattened into a join, the planner misjudges the rows one company's articles and balances have
 * in common once the tables hold many companies and sorts all of them. The warehouse's name is
 * looked up in the company's warehouses, read once (a materialized CTE of a few rows), for each row
 * kept: joined, the planner hash-joins every warehouse of the table (all the companies') once per
 * article, and a subquery on the table scans all of them once per row.
 */
async function stockPage(tx: Reader, companyId: number, q: StockReportQuery, search: SQL | undefined) {
  const { cena, vrednost } = priced(q.priceType);
  const ofArticle = and(eq(stockBalance.companyId, artMain.companyId), eq(stockBalance.artId, artMain.id), balanceScope(companyId, q));
  return selectRows<StockRow>(
    tx,
    sql`with warehouses as materialized (select ${magMain.id} as id, ${magMain.magNaziv} as naziv from ${magMain} where ${eq(magMain.companyId, companyId)})
        select ${stockBalance.magId} as "magId", (select w.naziv from warehouses w where w.id = ${stockBalance.magId}) as "magNaziv",
          ${stockBalance.artId} as "artId", ${artMain.artNaziv} as "artNaziv",
          ${artMain.intSifra} as "intSifra", ${artMain.meraCode} as mera, ${stockBalance.ulaz} as ulaz, ${stockBalance.izlaz} as izlaz,
          ${stockBalance.stanje} as stanje, (${cena})::bigint as cena, (${vrednost})::bigint as vrednost
        from ${artMain}
        cross join lateral (select * from ${stockBalance} where ${ofArticle} offset 0) as ${stockBalance}
        where ${and(eq(artMain.companyId, companyId), search)}
        order by ${artMain.artNaziv}, ${artMain.id}, ${stockBalance.magId}
        limit ${q.perPage} offset ${offsetOf(q)}`,
  );
}

/** The kept totals' rows (per warehouse and sign of the stock) that a stock filter keeps. */
const signFilterSql: Record<StockReportQuery['stockFilter'], SQL | undefined> = {
  all: undefined,
  'less-than-0': eq(keptTotal.sign, -1),
  'greater-than-0': eq(keptTotal.sign, 1),
  'not-0': ne(keptTotal.sign, 0),
  'equals-0': eq(keptTotal.sign, 0),
};

/** The value a kept total sums for each price type (the report's `vrednost` of each row). */
const keptValue: Record<StockReportQuery['priceType'], SQLWrapper> = {
  pnCena: keptTotal.nabVrednost,
  znCena: keptTotal.znVrednost,
  kepuCena: keptTotal.prodVrednost,
};

/** The kept totals of the filters without a search: at most three rows per warehouse, whatever the company's articles. */
function keptScope(companyId: number, q: Pick<StockReportQuery, 'periodId' | 'magId' | 'stockFilter'>) {
  return and(
    eq(keptTotal.companyId, companyId),
    eq(keptTotal.periodId, q.periodId),
    q.magId ? eq(keptTotal.magId, q.magId) : undefined,
    signFilterSql[q.stockFilter],
  );
}

const keptCount = { n: sql<number>`coalesce(sum(${keptTotal.balances}), 0)`.mapWith(exactNumber) };

/** One page of the stock list, by article name, with the counts of the period and of the filter. */
export async function stockList(tx: Reader, companyId: number, q: StockReportQuery) {
  const search = searchOf(q);
  const page = stockPage(tx, companyId, q, search);
  // Without a search the counts are the kept totals'; with one, the company's matching articles first, then their balances.
  const counted = search
    ? tx
        .select({ n: sql<number>`count(*)`.mapWith(exactNumber) })
        .from(stockBalance)
        .innerJoin(artMain, articleOfRow)
        .where(and(balanceScope(companyId, q), eq(artMain.companyId, companyId), search))
    : tx.select(keptCount).from(keptTotal).where(keptScope(companyId, q));
  const all = tx.select(keptCount).from(keptTotal).where(keptScope(companyId, { periodId: q.periodId, stockFilter: 'all' }));
  const [data, [c], [a]] = await Promise.all([page, counted, all]);
  return { data, pagination: pageInfo(q, a!.n, c!.n) };
}

/**
 * The total value and quantity of the filtered stock list: without a search, the sum of the kept
 * totals (`stock_total`, equal to the balance rows' sums to the para); with one, the company's
 * matching articles' balance rows.
 */
export async function stockTotal(tx: Reader, companyId: number, q: StockReportQuery) {
  const search = searchOf(q);
  if (!search) {
    const [kept] = await tx
      .select({
        vrednost: sql<number>`coalesce(sum(${keptValue[q.priceType]}), 0)`.mapWith(exactNumber),
        stanje: sql<number>`coalesce(sum(${keptTotal.stanje}), 0)`.mapWith(exactNumber),
        count: sql<number>`coalesce(sum(${keptTotal.balances}), 0)`.mapWith(exactNumber),
      })
      .from(keptTotal)
      .where(keptScope(companyId, q));
    return kept!;
  }
  const { vrednost } = priced(q.priceType);
  const [row] = await tx
    .select({
      vrednost: sql<number>`coalesce(sum(${vrednost}), 0)`.mapWith(exactNumber),
      stanje: sql<number>`coalesce(sum(${stockBalance.stanje}), 0)`.mapWith(exactNumber),
      count: sql<number>`count(*)`.mapWith(exactNumber),
    })
    .from(stockBalance)
    .innerJoin(artMain, articleOfRow)
    .where(and(balanceScope(companyId, q), eq(artMain.companyId, companyId), search));
  return row!;
}

/** One article's balance in one warehouse (404 when either is not the company's). */
export async function stockOf(tx: Reader, companyId: number, q: { periodId: number; magId: number; artId: number }) {
  const [row] = await stockRows(tx, 'kepuCena').where(
    and(eq(stockBalance.companyId, companyId), eq(stockBalance.periodId, q.periodId), eq(stockBalance.magId, q.magId), eq(stockBalance.artId, q.artId)),
  );
  return row;
}

export interface MovementScope {
  companyId: number;
  periodId: number;
  magId: number;
  artId: number;
}

/** The movement card's header: the article in the warehouse with its balance (undefined when either is not the company's). */
export async function movementHeader(tx: Reader, s: MovementScope) {
  const [head] = await tx
    .select({
      magId: magMain.id,
      magNaziv: magMain.magNaziv,
      artId: artMain.id,
      artNaziv: artMain.artNaziv,
      intSifra: artMain.intSifra,
      mera: sql<string>`coalesce(${units.name}, ${artMain.meraCode})`,
      stanje: sql<number>`coalesce(${stockBalance.stanje}, 0)`.mapWith(exactNumber),
      nabVrednost: sql<number>`coalesce(${stockBalance.nabVrednost}, 0)`.mapWith(exactNumber),
      prodVrednost: sql<number>`coalesce(${stockBalance.prodVrednost}, 0)`.mapWith(exactNumber),
    })
    .from(artMain)
    .innerJoin(magMain, and(eq(magMain.id, s.magId), eq(magMain.companyId, s.companyId)))
    .leftJoin(units, and(eq(units.companyId, s.companyId), eq(units.code, artMain.meraCode)))
    .leftJoin(
      stockBalance,
      and(eq(stockBalance.companyId, s.companyId), eq(stockBalance.periodId, s.periodId), eq(stockBalance.magId, s.magId), eq(stockBalance.artId, s.artId)),
    )
    .where(and(eq(artMain.id, s.artId), eq(artMain.companyId, s.companyId)));
  return head;
}

/** The sum of a column over the rows up to this one, in the valuation order. */
const runningSum = (column: SQLWrapper) =>
  sql<number>`sum(${column}) over (order by ${valuationOrderSql(stockLedger)} rows between unbounded preceding and current row)`.mapWith(exactNumber);

/**
 * One page of the movement card: the ledger rows of the article in the warehouse in the order the
 * valuation replays them, each with the running quantity, values and average purchase price.
 */
export async function movementPage(tx: Reader, s: MovementScope, page: { page: number; perPage: number }) {
  const scope = and(eq(stockLedger.companyId, s.companyId), eq(stockLedger.periodId, s.periodId), eq(stockLedger.magId, s.magId), eq(stockLedger.artId, s.artId));
  const [rows, total] = await Promise.all([
    tx
      .select({
        id: stockLedger.id,
        vDoc: stockLedger.vDoc,
        docId: stockLedger.docId,
        reversal: stockLedger.reversal,
        docOznaka: stockLedger.docOznaka,
        docOpis: stockLedger.docOpis,
        datum: stockLedger.datum,
        kind: stockLedger.kind,
        direction: stockLedger.direction,
        kolicina: stockLedger.kolicina,
        nabVrednost: stockLedger.nabVrednost,
        prodVrednost: stockLedger.prodVrednost,
        nabCena: stockLedger.nabCena,
        prodCena: stockLedger.prodCena,
        stanje: runningSum(stockLedger.kolicina),
        nabSaldo: runningSum(stockLedger.nabVrednost),
        prodSaldo: runningSum(stockLedger.prodVrednost),
      })
      .from(stockLedger)
      .where(scope)
      .orderBy(valuationOrderSql(stockLedger))
      .limit(page.perPage)
      .offset(offsetOf(page)),
    tx.$count(stockLedger, scope),
  ]);
  const data = rows.map(({ direction, kolicina, nabCena, prodCena, ...r }) => ({
    ...r,
    ulaz: direction === 'in' ? kolicina : 0,
    izlaz: direction === 'out' ? -kolicina : 0,
    nabCena: averagePrice(r.nabSaldo, r.stanje),
    znCena: nabCena ?? 0,
    prodCena: prodCena ?? 0,
  }));
  return { data, pagination: pageInfo(page, total, total) };
}
