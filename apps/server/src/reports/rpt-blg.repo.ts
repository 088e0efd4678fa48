import { sql } from 'drizzle-orm';
import type { CashReport } from '@knjige/contract';
import { selectRows, type Reader } from '../platform/db/client';
import { invalid, notFound } from '../platform/errors';
import { findDesk } from '../master/cash-desks/cash-desks.repo';

type Row = CashReport['days'][number]['rows'][number] & { datum: string };

/**
 * The daily cash report (blagajnički izveštaj) of a desk over a range, from the cash book: the
 * balance before the first day (the whole book before it: a desk's cash carries over years), then
 * each day with movement: its opening, each receipt and payment (a storno's negation too), its
 * closing. 404 for another company's desk.
 */
export async function cashReport(db: Reader, companyId: number, q: { kasaId: number; dateFrom: string; dateTo: string }): Promise<CashReport> {
  if (q.dateTo < q.dateFrom) throw invalid({ dateTo: 'error.dateTo.before-dateFrom' });
  const desk = await findDesk(db, companyId, q.kasaId);
  if (!desk) throw notFound();
  const scope = sql`company_id = ${companyId} and kasa_id = ${q.kasaId}`;
  const [before] = await selectRows<{ saldo: string | number | null }>(db, sql`select sum(uplata - isplata) as saldo from cash_book where ${scope} and datum < ${q.dateFrom}`);
  const rows = await selectRows<Omit<Row, 'uplata' | 'isplata' | 'docId'> & { docId: number | string; uplata: string | number; isplata: string | number }>(
    db,
    sql`select datum::text as datum, doc_oznaka as "docOznaka", doc_id as "docId", v_sub_doc as "vSubDoc", vrsta, opis, kind = 'storno' as storno, uplata, isplata
        from cash_book where ${scope} and datum between ${q.dateFrom} and ${q.dateTo} order by datum, id`,
  );
  const opening = Number(before?.saldo ?? 0);
  const days: CashReport['days'] = [];
  let balance = opening;
  for (const r of rows) {
    const row = { ...r, docId: Number(r.docId), uplata: Number(r.uplata), isplata: Number(r.isplata) };
    let day = days.at(-1);
    if (day?.datum !== row.datum) {
      day = { datum: row.datum, opening: balance, rows: [], uplata: 0, isplata: 0, closing: balance };
      days.push(day);
    }
    const { datum: _datum, ...line } = row;
    day.rows.push(line);
    day.uplata += row.uplata;
    day.isplata += row.isplata;
    balance += row.uplata - row.isplata;
    day.closing = balance;
  }
  return {
    kasa: { id: desk.id, naziv: desk.naziv, valuta: desk.valuta, konto: desk.konto },
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    opening,
    uplata: days.reduce((s, d) => s + d.uplata, 0),
    isplata: days.reduce((s, d) => s + d.isplata, 0),
    closing: balance,
    days,
  };
}
