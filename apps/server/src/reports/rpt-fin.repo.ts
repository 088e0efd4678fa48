import { and, eq, exists, gte, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { deductionMonth, monthOfDay, RETURN_2027_FROM, defaultPopdv, fieldPlacedFields, isPopdvField, popdvView, pppdv, pppdvSource, vatReturn, vatReturnRowPlaced, vatReturnSources, SPECIAL_RATE, type PopdvSum, type PppdvSource, type VatBookSum } from '@knjige/domain';
import type { FinRangeQuery, KepuQuery, KepuRow, KirRow, KurRow, VatBookQuery, VatBookTotal } from '@knjige/contract';
import { selectRows, type Reader } from '../platform/db/client';
import { exactFigures, exactNumber } from '../platform/exact-number';
import { offsetOf, pageInfo } from '../platform/paging';
import { accountLedger, komMain, magMain, stockLedger, vatBook, vatBookDay, vatBookLines } from '../platform/db/schema';
import { findPeriod } from '../master/periods/period';
import { invalid, notFound } from '../platform/errors';
import { acceptedOnSql, deductionAdjustment, waitsSql, waitingInRange } from './vat/deduction.repo';

/**
 * The books (rpt-fin): the VAT return, KIR, KUR and the trade book. They read the ledgers only
 * (a ledger row carries its document's label and dates) and the clients' names.
 */

/** The range must run forwards and lie inside the period (field errors otherwise). */
export async function checkRange(tx: Reader, companyId: number, q: FinRangeQuery): Promise<void> {
  const period = await findPeriod(tx, companyId, q.periodId);
  const errors: Record<string, string> = {};
  if (q.dateFrom < period.startDate || q.dateFrom > period.endDate) errors.dateFrom = 'error.dateFrom.outside-period';
  if (q.dateTo < period.startDate || q.dateTo > period.endDate) errors.dateTo = 'error.dateTo.outside-period';
  if (q.dateTo < q.dateFrom) errors.dateTo = 'error.dateTo.before-from';
  if (Object.keys(errors).length) throw invalid(errors);
}

type Book = 'kir' | 'kur';

type Filters = Partial<Pick<VatBookQuery, 'pdvRow' | 'stopa' | 'popdv' | 'pppdv'>>;
/** The rate, deduction flag and POPDV field of the VAT book, its day sums, or an alias of the book. */
type FilterColumns = { stopa: AnyPgColumn; deductible: AnyPgColumn; popdv: AnyPgColumn };

/**
 * The rows a figure sums, as conditions on a table with the VAT book's rate, deduction flag and
 * POPDV field: an old VAT-return row (`pdvRow`), a rate, a POPDV field, a PPPDV field (the
 * domain's table names its fields, rate and deduction).
 */
function sourceConditions(book: Book, q: Filters, t: FilterColumns): SQL[] {
  const conditions: SQL[] = [];
  if (q.pdvRow !== undefined) {
    // the book-and-rate rule for the fields it places, or a field-placed row the old row takes (import in row 6, …)
    const source = vatReturnSources[q.pdvRow];
    const byRule =
      source && source.book === book
        ? and(
            notInArray(t.popdv, fieldPlacedFields),
            source.stopa !== undefined ? eq(t.stopa, source.stopa) : undefined,
            source.deductible !== undefined ? eq(t.deductible, source.deductible) : undefined,
          )
        : undefined;
    const byField = vatReturnRowPlaced(q.pdvRow).map((s) => and(...pppdvConditions(s, t)));
    conditions.push(or(byRule, ...byField) ?? sql`false`);
  }
  if (q.stopa !== undefined) conditions.push(eq(t.stopa, q.stopa));
  if (q.popdv !== undefined) conditions.push(eq(t.popdv, q.popdv));
  if (q.pppdv !== undefined) conditions.push(...pppdvConditions(pppdvSource(q.pppdv), t));
  return conditions;
}

/** The rows a PPPDV field (or part of one) sums: its fields, its rate, deductible only for input VAT. */
function pppdvConditions(source: PppdvSource, t: FilterColumns): SQL[] {
  const conditions: SQL[] = [inArray(t.popdv, source.popdv)];
  if (source.rate === 'special') conditions.push(eq(t.stopa, SPECIAL_RATE));
  if (source.rate === 'notSpecial') conditions.push(ne(t.stopa, SPECIAL_RATE));
  if (source.deductibleOnly) conditions.push(eq(t.deductible, true));
  return conditions;
}

const isFiltered = (q: Filters) => q.pdvRow !== undefined || q.stopa !== undefined || q.popdv !== undefined || q.pppdv !== undefined;

function bookScope(companyId: number, book: Book, q: Pick<VatBookQuery, 'periodId' | 'dateFrom' | 'dateTo'> & Filters): SQL {
  return and(
    eq(vatBook.companyId, companyId),
    eq(vatBook.periodId, q.periodId),
    eq(vatBook.book, book),
    gte(vatBook.datum, q.dateFrom),
    lte(vatBook.datum, q.dateTo),
    ...sourceConditions(book, q, vatBook),
  )!;
}

const bigSum = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(exactNumber);
const deductibleVat = (t: typeof vatBook | typeof vatBookDay) => sql`case when ${t.deductible} then ${t.pdvIznos} else 0 end`;
const otherVat = (t: typeof vatBook | typeof vatBookDay) => sql`case when ${t.deductible} then 0 else ${t.pdvIznos} end`;

/** The sum of a line's base or VAT over the rows of some POPDV fields (a pattern ending in % is a part). */
function fieldSum(column: 'osnovica' | 'pdv_iznos', fields: string[]) {
  const value = column === 'osnovica' ? vatBook.osnovica : vatBook.pdvIznos;
  const match = sql.join(fields.map((f) => (f.endsWith('%') ? sql`${vatBook.popdv} like ${f}` : sql`${vatBook.popdv} = ${f}`)), sql` or `);
  return bigSum(sql`case when ${match} then ${value} else 0 end`);
}

/**
 * The sum of a KIR line's base or VAT at the general or the special rate: its taxable rows (rate
 * above 0) but those whose VAT is the recipient's (3.3, 3.4) or ours on another's supply (3a), which
 * have columns of their own; the book's form has base and VAT per rate side by side.
 */
function rateSum(column: 'osnovica' | 'pdv_iznos', special: boolean) {
  const value = column === 'osnovica' ? vatBook.osnovica : vatBook.pdvIznos;
  const rate = special ? sql`${vatBook.stopa} = ${SPECIAL_RATE}` : sql`${vatBook.stopa} > 0 and ${vatBook.stopa} <> ${SPECIAL_RATE}`;
  return bigSum(sql`case when ${rate} and ${vatBook.popdv} not in ('3.3', '3.4') and ${vatBook.popdv} not like '3a.%' then ${value} else 0 end`);
}

/**
 * The lines of a book (a document's rows of a day, its reversal apart; a register's receipts of a
 * day, labelled by their first and last receipt), each its rows summed, by the line id the
 * posting gave them.
 */
function bookLines(tx: Reader, where: SQL, book: Book) {
  // KUR from 2027: whether the line's VAT waits for its e-invoice's acceptance, that VAT, and the day SEF accepted it
  const waits = book === 'kur' ? waitsSql('"vat_book"', '"kom_main"') : sql`false`;
  return tx
    .select({
      lineId: vatBook.lineId,
      vDoc: sql<string>`min(${vatBook.vDoc})`,
      docId: sql<number>`min(${vatBook.docId})`.mapWith(exactNumber),
      docOznaka: sql<string>`case when min(${vatBook.docOznaka}) = max(${vatBook.docOznaka}) then min(${vatBook.docOznaka}) else min(${vatBook.docOznaka}) || ' – ' || max(${vatBook.docOznaka}) end`,
      datum: sql<string>`min(${vatBook.datum})::text`,
      naziv: sql<string>`coalesce(max(${komMain.naziv}), '')`,
      mesto: sql<string>`coalesce(max(${komMain.mesto}), '')`,
      pib: sql<string>`coalesce(max(${komMain.pib}), '')`,
      dokBroj: sql<string>`max(${vatBook.dokBroj})`,
      dokDatum: sql<string | null>`max(${vatBook.dokDatum})::text`,
      osnovica: bigSum(sql`${vatBook.osnovica}`),
      pdvIznos: bigSum(sql`${vatBook.pdvIznos}`),
      pdvIznosPdv: bigSum(deductibleVat(vatBook)),
      pdvIznosNoPdv: bigSum(otherVat(vatBook)),
      avans: sql<boolean>`bool_or(${vatBook.avans})`,
      popdv: sql<string>`coalesce(string_agg(distinct ${vatBook.popdv}, ', ' order by ${vatBook.popdv}), '')`,
      osnPopdv1: fieldSum('osnovica', ['1.%']),
      osnPopdv2: fieldSum('osnovica', ['2.%']),
      osnOpsta: rateSum('osnovica', false),
      pdvOpsta: rateSum('pdv_iznos', false),
      osnPosebna: rateSum('osnovica', true),
      pdvPosebna: rateSum('pdv_iznos', true),
      osnPopdv34: fieldSum('osnovica', ['3.3', '3.4']),
      pdvPopdv3a: fieldSum('pdv_iznos', ['3a.%']),
      osnPopdv6: fieldSum('osnovica', ['6.%']),
      pdvPopdv6: fieldSum('pdv_iznos', ['6.%']),
      osnPopdv8b: fieldSum('osnovica', ['8b.%']),
      pdvPopdv8b: fieldSum('pdv_iznos', ['8b.%']),
      osnPopdv8g: fieldSum('osnovica', ['8g.%']),
      pdvPopdv8g: fieldSum('pdv_iznos', ['8g.%']),
      waits: sql<boolean>`bool_or(${waits})`,
      waitingVat: bigSum(sql`case when ${waits} then ${vatBook.pdvIznos} else 0 end`),
      acceptedOn: book === 'kur' ? sql<string | null>`max((${acceptedOnSql('"vat_book"', '"kom_main"')}))::text` : sql<null>`null`,
    })
    .from(vatBook)
    .leftJoin(komMain, and(eq(komMain.companyId, vatBook.companyId), eq(komMain.id, vatBook.komId)))
    .where(where)
    .groupBy(vatBook.lineId)
    .orderBy(sql`min(${vatBook.datum})`, vatBook.lineId)
    .$dynamic();
}

type BookLine = Awaited<ReturnType<ReturnType<typeof bookLines>['execute']>>[number];

const lineOf = (r: BookLine) => ({
  vDoc: r.vDoc,
  docId: r.docId,
  docOznaka: r.docOznaka,
  datum: r.datum,
  dokDatum: r.dokDatum,
  naziv: r.naziv,
  mesto: r.mesto,
  pib: r.pib,
  osnovica: r.osnovica,
  pdvIznos: r.pdvIznos,
  iznos: exactNumber(r.osnovica + r.pdvIznos),
  avans: r.avans,
  popdv: r.popdv,
});

const kirOf = (r: BookLine): KirRow => ({
  ...lineOf(r),
  osnOslobodjenoSaOdbitkom: r.osnPopdv1,
  osnOslobodjenoBezOdbitka: r.osnPopdv2,
  osnOpstaStopa: r.osnOpsta,
  pdvOpstaStopa: r.pdvOpsta,
  osnPosebnaStopa: r.osnPosebna,
  pdvPosebnaStopa: r.pdvPosebna,
  osnPrimalacDuguje: r.osnPopdv34,
  pdvObracunatInterno: r.pdvPopdv3a,
});

const kurOf = (r: BookLine): KurRow => ({
  ...lineOf(r),
  osnUvoz: r.osnPopdv6,
  pdvUvoz: r.pdvPopdv6,
  osnPrenos: r.osnPopdv8b,
  pdvPrenos: r.pdvPopdv8b,
  osnStrano: r.osnPopdv8g,
  pdvStrano: r.pdvPopdv8g,
  dokBroj: r.dokBroj,
  iznosNoPdv: r.osnovica,
  pdvIznosPdv: r.pdvIznosPdv,
  pdvIznosNoPdv: r.pdvIznosNoPdv,
  ...deductionOf(r),
});

/** A KUR line's deduction after acceptance: the day SEF accepted it, the month that deducts it, the VAT its own month does not. */
function deductionOf(r: BookLine): Pick<KurRow, 'sefPrihvacena' | 'odbitakMesec' | 'pdvNijeOdbitno'> {
  if (!r.waits) return { sefPrihvacena: null, odbitakMesec: null, pdvNijeOdbitno: 0 };
  const month = monthOfDay(r.datum);
  const odbitakMesec = deductionMonth(month, r.acceptedOn);
  return { sefPrihvacena: r.acceptedOn, odbitakMesec, pdvNijeOdbitno: odbitakMesec === month ? 0 : r.waitingVat };
}

/**
 * The line ids of one page and the number of lines. Without a rate filter a line is its first
 * row (the `lineHead` index gives the page without grouping the range); with one, the lines of
 * the matching rows.
 */
async function linePage(tx: Reader, companyId: number, book: Book, q: VatBookQuery) {
  const scope = bookScope(companyId, book, q);
  if (!isFiltered(q)) {
    const heads = and(scope, sql`${vatBook.lineHead}`)!;
    const [ids, count] = await Promise.all([
      tx.select({ id: vatBook.id }).from(vatBook).where(heads).orderBy(vatBook.datum, vatBook.id).limit(q.perPage).offset(offsetOf(q)),
      lineCount(tx, companyId, book, q),
    ]);
    return { ids: ids.map((r) => r.id), count };
  }
  // A line matches when one of its rows does: the heads in order, each with a matching row of its line
  // (the page reads the head index in order and stops at the page's end; a line's rows share its day).
  const row = alias(vatBook, 'row');
  const { pdvRow, stopa, popdv, pppdv, ...range } = q;
  const matching = tx
    .select({ one: sql`1` })
    .from(row)
    .where(and(eq(row.lineId, vatBook.id), ...sourceConditions(book, { pdvRow, stopa, popdv, pppdv }, row)));
  const [ids, [count]] = await Promise.all([
    tx
      .select({ id: vatBook.id })
      .from(vatBook)
      .where(and(bookScope(companyId, book, range), sql`${vatBook.lineHead}`, exists(matching)))
      .orderBy(vatBook.datum, vatBook.id)
      .limit(q.perPage)
      .offset(offsetOf(q)),
    tx.select({ n: sql<number>`count(distinct ${vatBook.lineId})`.mapWith(exactNumber) }).from(vatBook).where(scope),
  ]);
  return { ids: ids.map((r) => r.id), count: count!.n };
}

/** The number of lines of a book in the range, from the per-day counts. */
async function lineCount(tx: Reader, companyId: number, book: Book, q: Pick<VatBookQuery, 'periodId' | 'dateFrom' | 'dateTo'>): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${vatBookLines.lines}), 0)::int`.mapWith(exactNumber) })
    .from(vatBookLines)
    .where(
      and(
        eq(vatBookLines.companyId, companyId),
        eq(vatBookLines.periodId, q.periodId),
        eq(vatBookLines.book, book),
        gte(vatBookLines.datum, q.dateFrom),
        lte(vatBookLines.datum, q.dateTo),
      ),
    );
  return row!.n;
}

async function bookPage<T>(tx: Reader, companyId: number, book: Book, q: VatBookQuery, map: (r: BookLine) => T) {
  const [page, items] = await Promise.all([
    linePage(tx, companyId, book, q),
    isFiltered(q) ? lineCount(tx, companyId, book, q) : undefined,
  ]);
  const rows = page.ids.length ? await bookLines(tx, and(bookScope(companyId, book, q), inArray(vatBook.lineId, page.ids))!, book) : [];
  return { data: rows.map(map), pagination: pageInfo(q, items ?? page.count, page.count) };
}

export const kirPage = (tx: Reader, companyId: number, q: VatBookQuery) => bookPage(tx, companyId, 'kir', q, kirOf);
export const kurPage = (tx: Reader, companyId: number, q: VatBookQuery) => bookPage(tx, companyId, 'kur', q, kurOf);

/**
 * Every line of a book in order (for the export), read a day at a time: each read groups one
 * day's rows by the index, so neither memory nor the reads grow with the length of the range.
 */
export async function* bookRows<T>(tx: Reader, companyId: number, book: Book, q: VatBookQuery, map: (r: BookLine) => T): AsyncGenerator<T> {
  const scope = bookScope(companyId, book, q);
  const days = await tx.selectDistinct({ datum: vatBookDay.datum }).from(vatBookDay).where(dayScope(companyId, book, q)).orderBy(vatBookDay.datum);
  for (const { datum } of days) {
    const rows = await bookLines(tx, and(scope, eq(vatBook.datum, datum))!, book);
    for (const r of rows) yield map(r);
  }
}
export const kirRows = (tx: Reader, companyId: number, q: VatBookQuery) => bookRows(tx, companyId, 'kir', q, kirOf);
export const kurRows = (tx: Reader, companyId: number, q: VatBookQuery) => bookRows(tx, companyId, 'kur', q, kurOf);

/** The day sums of a book in the range (the rate filters apply to them as to the rows). */
function dayScope(companyId: number, book: Book | undefined, q: Pick<VatBookQuery, 'periodId' | 'dateFrom' | 'dateTo'> & Filters): SQL {
  return and(
    eq(vatBookDay.companyId, companyId),
    eq(vatBookDay.periodId, q.periodId),
    book ? eq(vatBookDay.book, book) : undefined,
    gte(vatBookDay.datum, q.dateFrom),
    lte(vatBookDay.datum, q.dateTo),
    ...(book ? sourceConditions(book, q, vatBookDay) : []),
  )!;
}

/** The book's totals per rate and overall, from the day sums. */
export async function bookTotal(tx: Reader, companyId: number, book: Book, q: VatBookQuery): Promise<VatBookTotal> {
  const rates = await tx
    .select({
      stopa: vatBookDay.stopa,
      osnovica: bigSum(sql`${vatBookDay.osnovica}`),
      pdvIznos: bigSum(sql`${vatBookDay.pdvIznos}`),
      pdvIznosPdv: bigSum(deductibleVat(vatBookDay)),
      pdvIznosNoPdv: bigSum(otherVat(vatBookDay)),
    })
    .from(vatBookDay)
    .where(dayScope(companyId, book, q))
    .groupBy(vatBookDay.stopa)
    .orderBy(sql`${vatBookDay.stopa} desc`);
  const withIznos = rates.map((r) => ({ ...r, iznos: exactNumber(r.osnovica + r.pdvIznos) }));
  const sum = (k: 'osnovica' | 'pdvIznos' | 'pdvIznosPdv' | 'pdvIznosNoPdv' | 'iznos') => withIznos.reduce((s, r) => exactNumber(s + r[k]), 0);
  const total = { osnovica: sum('osnovica'), pdvIznos: sum('pdvIznos'), pdvIznosPdv: sum('pdvIznosPdv'), pdvIznosNoPdv: sum('pdvIznosNoPdv'), iznos: sum('iznos') };
  // KUR from 2027 (the whole book, not a figure's rows): the VAT its own months' returns do not deduct
  if (book !== 'kur' || isFiltered(q) || q.dateTo < `${RETURN_2027_FROM}-01`) return { rates: withIznos, total };
  const waiting = await waitingInRange(tx, companyId, q.dateFrom, q.dateTo);
  const pdvNijeOdbitno = waiting.filter((r) => r.deductedIn !== monthOfDay(r.datum)).reduce((s, r) => exactNumber(s + r.pdvIznos), 0);
  return { rates: withIznos, total, pdvNijeOdbitno };
}

/**
 * The VAT return of the range from the day sums by book, rate, deduction flag and POPDV field (the
 * kept sums, not the rows): the old rows 1–10, the PPPDV and the POPDV view, laid out by the domain.
 */
export async function vatReturnOf(tx: Reader, companyId: number, q: FinRangeQuery) {
  const booked = await bookedSums(tx, companyId, q);
  // from 2027 a purchase's VAT waits for its e-invoice's acceptance (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return)
  const deduction = await deductionAdjustment(tx, companyId, q.dateFrom, q.dateTo);
  const sums = deduction ? [...booked, ...deduction.sums] : booked;
  return {
    ...exactFigures(vatReturn(sums)),
    pppdv: exactFigures(pppdv(sums)),
    popdv: popdvView(sums).map((l) => exactFigures(l)),
    // before 2027 the answer is as it always was
    ...(deduction ? { deduction: deduction.summary } : {}),
  };
}

/** The range's book sums by book, rate, deduction flag, advance and POPDV field, from the day sums. */
export async function bookedSums(tx: Reader, companyId: number, q: Pick<FinRangeQuery, 'periodId' | 'dateFrom' | 'dateTo'>): Promise<(VatBookSum & PopdvSum)[]> {
  const rows = await tx
    .select({
      book: vatBookDay.book,
      stopa: vatBookDay.stopa,
      deductible: vatBookDay.deductible,
      avans: vatBookDay.avans,
      popdv: vatBookDay.popdv,
      osnovica: bigSum(sql`${vatBookDay.osnovica}`),
      pdvIznos: bigSum(sql`${vatBookDay.pdvIznos}`),
    })
    .from(vatBookDay)
    .where(dayScope(companyId, undefined, q))
    .groupBy(vatBookDay.book, vatBookDay.stopa, vatBookDay.deductible, vatBookDay.avans, vatBookDay.popdv);
  // a row booked without a field (none should be left after migration 0028) counts by the default rule
  return rows.map((r) => ({ ...r, popdv: isPopdvField(r.popdv) ? r.popdv : defaultPopdv(r) }));
}

/* ------------------------------------------------------------------ trade book */

/** The warehouse of the trade book, this company's (404 otherwise). */
export async function kepuWarehouse(tx: Reader, companyId: number, magId: number) {
  const [row] = await tx
    .select({ id: magMain.id, magNaziv: magMain.magNaziv, vPromet: magMain.vPromet })
    .from(magMain)
    .where(and(eq(magMain.id, magId), eq(magMain.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

interface KepuScope {
  companyId: number;
  periodId: number;
  magId: number;
}

/**
 * The trade book's movements of a warehouse: one row per document, day and reversal, at sale value
 * from the stock ledger. Receipts and transfers in (direction in) debit, sales and transfers out
 * (direction out) credit, a price change by its sign; a reversal's rows are the negation of the
 * document's, in the same column.
 *
 * The shop's deposited takings (bank statement lines of kind `pazar` naming the warehouse) are a
 * second branch: neither debit nor credit, their day and amount in the deposit columns.
 * The stock rows sort by `min(id) * 2` and the deposits by `min(id) * 2 + 1`, so the two id spaces
 * never tie.
 */
function kepuMovements(s: KepuScope, day?: string): SQL {
  const l = stockLedger;
  const a = accountLedger;
  return sql`
    select ${l.datum} as datum, min(${l.id}) * 2 as sort_key, ${l.vDoc} as v_doc, ${l.docId} as doc_id,
           ${l.docOznaka} as doc_oznaka, ${l.docOpis} as doc_opis,
           sum(case when ${l.direction} = 'in' or (${l.direction} = 'none' and ${l.prodVrednost} > 0) then ${l.prodVrednost} else 0 end)::bigint as zaduzenje,
           sum(case when ${l.direction} = 'out' or (${l.direction} = 'none' and ${l.prodVrednost} < 0) then -${l.prodVrednost} else 0 end)::bigint as razduzenje,
           null::date as upl_datum, 0::bigint as upl_iznos
      from ${l}
     where ${l.companyId} = ${s.companyId} and ${l.periodId} = ${s.periodId} and ${l.magId} = ${s.magId}${day ? sql` and ${l.datum} = ${day}` : sql``}
     group by ${l.datum}, ${l.vDoc}, ${l.docId}, ${l.docOznaka}, ${l.docOpis}, ${l.reversal}
    having sum(abs(${l.prodVrednost})) <> 0
    union all
    select ${a.datum}, min(${a.id}) * 2 + 1, ${a.vDoc}, ${a.docId}, ${a.docOznaka}, ${a.docOpis}, 0::bigint, 0::bigint, ${a.datum}, sum(${a.uplata})::bigint
      from ${a}
     where ${a.companyId} = ${s.companyId} and ${a.periodId} = ${s.periodId} and ${a.magId} = ${s.magId} and ${a.orderKind} = 'pazar'${day ? sql` and ${a.datum} = ${day}` : sql``}
     group by ${a.datum}, ${a.vDoc}, ${a.docId}, ${a.docOznaka}, ${a.docOpis}, ${a.reversal}`;
}

interface KepuDbRow {
  datum: string;
  v_doc: string;
  doc_id: number;
  doc_oznaka: string;
  doc_opis: string;
  zaduzenje: number;
  razduzenje: number;
  upl_datum: string | null;
  upl_iznos: number;
  saldo: number;
}

const kepuOf = (r: KepuDbRow): KepuRow => ({
  datum: r.datum,
  vDoc: r.v_doc,
  docId: exactNumber(r.doc_id),
  docOznaka: r.doc_oznaka,
  docOpis: r.doc_opis,
  zaduzenje: exactNumber(r.zaduzenje),
  razduzenje: exactNumber(r.razduzenje),
  uplDatum: r.upl_datum,
  uplIznos: exactNumber(r.upl_iznos),
  saldo: exactNumber(r.saldo),
});

/** The rows of the range with the running balance from the opening balance at date-from. */
function kepuRange(s: KepuScope, q: Pick<KepuQuery, 'dateFrom' | 'dateTo'>, page?: { limit: number; offset: number }): SQL {
  return sql`
    with m as (${kepuMovements(s)}),
    opening as (select coalesce(sum(zaduzenje - razduzenje), 0)::bigint as saldo from m where datum < ${q.dateFrom})
    select m.datum::text as datum, v_doc, doc_id, doc_oznaka, doc_opis, zaduzenje, razduzenje, upl_datum::text as upl_datum, upl_iznos,
           ((select saldo from opening) + sum(zaduzenje - razduzenje) over (order by datum, sort_key rows between unbounded preceding and current row))::bigint as saldo
      from m
     where datum between ${q.dateFrom} and ${q.dateTo}
     order by datum, sort_key
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

export async function kepuPage(tx: Reader, s: KepuScope, q: KepuQuery) {
  const [rows, [count]] = await Promise.all([
    selectRows<KepuDbRow>(tx, kepuRange(s, q, { limit: q.perPage, offset: offsetOf(q) })),
    selectRows<{ n: number }>(tx, sql`select count(*)::int as n from (${kepuMovements(s)}) m where datum between ${q.dateFrom} and ${q.dateTo}`),
  ]);
  return { data: rows.map(kepuOf), pagination: pageInfo(q, Number(count!.n), Number(count!.n)) };
}

/** Every row of the range with its balance (for the export), read a day at a time from the opening balance on. */
export async function* kepuRows(tx: Reader, s: KepuScope, q: KepuQuery): AsyncGenerator<KepuRow> {
  let saldo = (await kepuTotalOf(tx, s, q)).pocetnoStanje;
  const days = await selectRows<{ datum: string }>(
    tx,
    sql`select distinct datum::text as datum from (${kepuMovements(s)}) m where datum between ${q.dateFrom} and ${q.dateTo} order by 1`,
  );
  for (const { datum } of days) {
    const rows = await selectRows<Omit<KepuDbRow, 'saldo'>>(
      tx,
      sql`select datum::text as datum, v_doc, doc_id, doc_oznaka, doc_opis, zaduzenje, razduzenje, upl_datum::text as upl_datum, upl_iznos
            from (${kepuMovements(s, datum)}) m order by sort_key`,
    );
    for (const r of rows) {
      saldo = exactNumber(saldo + exactNumber(r.zaduzenje) - exactNumber(r.razduzenje));
      yield kepuOf({ ...r, saldo });
    }
  }
}

export async function kepuTotalOf(tx: Reader, s: KepuScope, q: Pick<KepuQuery, 'dateFrom' | 'dateTo'>) {
  const [row] = await selectRows<{ opening: number; zaduzenje: number; razduzenje: number; upl_iznos: number; n: number }>(
    tx,
    sql`with m as (${kepuMovements(s)})
        select coalesce(sum(case when datum < ${q.dateFrom} then zaduzenje - razduzenje else 0 end), 0)::bigint as opening,
               coalesce(sum(case when datum between ${q.dateFrom} and ${q.dateTo} then zaduzenje else 0 end), 0)::bigint as zaduzenje,
               coalesce(sum(case when datum between ${q.dateFrom} and ${q.dateTo} then razduzenje else 0 end), 0)::bigint as razduzenje,
               coalesce(sum(case when datum between ${q.dateFrom} and ${q.dateTo} then upl_iznos else 0 end), 0)::bigint as upl_iznos,
               count(*) filter (where datum between ${q.dateFrom} and ${q.dateTo})::int as n
          from m`,
  );
  const pocetnoStanje = exactNumber(row!.opening);
  const zaduzenje = exactNumber(row!.zaduzenje);
  const razduzenje = exactNumber(row!.razduzenje);
  return { pocetnoStanje, zaduzenje, razduzenje, uplIznos: exactNumber(row!.upl_iznos), saldo: exactNumber(pocetnoStanje + zaduzenje - razduzenje), count: exactNumber(row!.n) };
}
