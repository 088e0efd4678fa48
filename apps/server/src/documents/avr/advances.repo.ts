import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Reader, type Tx } from '../../platform/db/client';
import { docAvr, docAvrItems, docAvrLinks } from '../../platform/db/schema';

/** A final invoice's family: a sales invoice (`prod`) or an incoming invoice (`ur`). */
export type FinalFamily = 'prod' | 'ur';

const linkColumn = (vDoc: FinalFamily) => (vDoc === 'prod' ? docAvrLinks.prodId : docAvrLinks.urId);

/** The company's advance invoices of these ids, with what a final invoice checks of them. */
export async function advancesOf(tx: Reader, companyId: number, ids: number[]) {
  return tx
    .select({ id: docAvr.id, vSubDoc: docAvr.vSubDoc, komId: docAvr.komId, status: docAvr.status, datum: docAvr.datum, iznos: docAvr.iznos, iskorisceno: docAvr.iskorisceno })
    .from(docAvr)
    .where(and(eq(docAvr.companyId, companyId), inArray(docAvr.id, ids)));
}

/** The same advances locked for update in id order, so two final invoices locking at once cannot both use one. */
export async function lockAdvanceRows(tx: Tx, companyId: number, ids: number[]) {
  return tx
    .select({ id: docAvr.id, status: docAvr.status, komId: docAvr.komId, datum: docAvr.datum, iznos: docAvr.iznos, iskorisceno: docAvr.iskorisceno })
    .from(docAvr)
    .where(and(eq(docAvr.companyId, companyId), inArray(docAvr.id, ids)))
    .orderBy(docAvr.id)
    .for('update');
}

export async function setAdvanceUsed(tx: Tx, avrId: number, iskorisceno: number): Promise<void> {
  await tx.update(docAvr).set({ iskorisceno }).where(eq(docAvr.id, avrId));
}

/** The VAT lines of these advance invoices. */
export async function advanceLinesOf(tx: Reader, ids: number[]) {
  return tx.select({ docId: docAvrItems.docId, stopa: docAvrItems.pdvStopa, iznos: docAvrItems.iznos }).from(docAvrItems).where(inArray(docAvrItems.docId, ids));
}

export async function deleteAdvanceLinks(tx: Tx, vDoc: FinalFamily, docId: number): Promise<void> {
  await tx.delete(docAvrLinks).where(eq(linkColumn(vDoc), docId));
}

export async function insertAdvanceLinks(tx: Tx, values: (typeof docAvrLinks.$inferInsert)[]): Promise<void> {
  await tx.insert(docAvrLinks).values(values);
}

/** The advances a final invoice names, in the order it named them. */
export async function advanceLinksOf(tx: Reader, vDoc: FinalFamily, docId: number) {
  return tx.select({ avrId: docAvrLinks.avrId, iznos: docAvrLinks.iznos }).from(docAvrLinks).where(eq(linkColumn(vDoc), docId)).orderBy(docAvrLinks.id);
}

/** The advances a final invoice names with each advance's label, date and gross used so far, in the order it named them. */
export async function namedAdvancesOf(tx: Reader, companyId: number, vDoc: FinalFamily, docId: number) {
  return tx
    .select({ avrId: docAvrLinks.avrId, iznos: docAvrLinks.iznos, oznaka: docAvr.oznaka, datum: docAvr.datum, iskorisceno: docAvr.iskorisceno })
    .from(docAvrLinks)
    .innerJoin(docAvr, eq(docAvr.id, docAvrLinks.avrId))
    .where(and(eq(linkColumn(vDoc), docId), eq(docAvrLinks.companyId, companyId)))
    .orderBy(docAvrLinks.id);
}

/** The gross a final invoice used goes back to each advance it names. */
export async function returnAdvancesUsed(tx: Reader, vDoc: FinalFamily, docId: number): Promise<void> {
  await tx.execute(sql`
    update doc_avr a set iskorisceno = a.iskorisceno - s.iznos
    from (select avr_id, sum(iznos) as iznos from doc_avr_links where ${linkColumn(vDoc)} = ${docId} group by avr_id) s
    where a.id = s.avr_id`);
}

/** The advance rows a locked final invoice booked, per rate (positive), highest rate first. */
export async function deductedAdvanceRows(tx: Reader, companyId: number, vDoc: FinalFamily, docId: number) {
  return selectRows<{ stopa: number; osnovica: string; pdv_iznos: string }>(
    tx,
    sql`
    select stopa, -sum(osnovica) as osnovica, -sum(pdv_iznos) as pdv_iznos from vat_book
    where company_id = ${companyId} and v_doc = ${vDoc} and doc_id = ${docId} and avans and kind = 'post'
    group by stopa order by stopa desc`,
  );
}

/** The advances a final invoice deducts as its reads show them: `[{ avrId, oznaka, iznos }]`. */
export function advancesRead(vDoc: FinalFamily, table: string): SQL.Aliased<{ avrId: number; oznaka: string; iznos: number }[]> {
  const column = vDoc === 'prod' ? 'prod_id' : 'ur_id';
  return sql<{ avrId: number; oznaka: string; iznos: number }[]>`coalesce((select json_agg(json_build_object('avrId', l.avr_id, 'oznaka', a.oznaka, 'iznos', l.iznos) order by l.id)
    from doc_avr_links l join doc_avr a on a.id = l.avr_id where l.${sql.raw(column)} = ${sql.raw(`"${table}"."id"`)}), '[]'::json)`.as('avansi');
}
