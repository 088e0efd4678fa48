import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { fiskalItemsQuery, fiskalsQuery, z } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { artMain, artPdv, docFak, docFakItems, docFis, docFisItems, komMain, posMain, units } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { offsetOf, pageInfo, searchAny } from '../../platform/paging';

/** Locked receipts of the company that no retail invoice holds yet, newest first. */
export async function linkableReceipts(db: Reader, companyId: number, q: z.infer<typeof fiskalsQuery>) {
  const scope = and(eq(docFis.companyId, companyId), eq(docFis.status, 'locked'), isNull(docFis.fakId), q.periodId ? eq(docFis.periodId, q.periodId) : undefined);
  const where = and(scope, searchAny(q.search, [docFis.oznaka, docFis.fisBi, docFis.fisRbroj, docFis.opis]));
  const [rows, total, filtered] = await Promise.all([
    db
      .select({
        id: docFis.id,
        rbroj: docFis.rbroj,
        datum: docFis.datum,
        oznaka: docFis.oznaka,
        fisBi: docFis.fisBi,
        fisRbroj: docFis.fisRbroj,
        fisPlacanje: docFis.fisPlacanje,
        iznos: docFis.iznos,
        virman: docFis.virman,
        ibfm: posMain.ibfm,
      })
      .from(docFis)
      .innerJoin(posMain, eq(posMain.id, docFis.posId))
      .where(where)
      .orderBy(desc(docFis.datum), desc(docFis.id))
      .limit(q.perPage)
      .offset(offsetOf(q)),
    db.$count(docFis, scope),
    db.$count(docFis, where),
  ]);
  return { data: rows.map(({ ibfm, ...r }) => ({ ...r, pos: { ibfm } })), pagination: pageInfo(q, total, filtered) };
}

/** The lines of the receipts a retail invoice links, a page at a time. */
export async function linkedReceiptLines(db: Reader, companyId: number, docId: number, q: z.infer<typeof fiskalItemsQuery>) {
  const [doc] = await db
    .select({ id: docFak.id })
    .from(docFak)
    .where(and(eq(docFak.id, docId), eq(docFak.companyId, companyId)));
  if (!doc) throw notFound();
  const linked = eq(docFakItems.docId, docId);
  const [rows, n] = await Promise.all([
    db
      .select({
        id: docFisItems.id,
        fisId: docFisItems.docId,
        docOznaka: docFakItems.docOznaka,
        artId: docFisItems.artId,
        artNaziv: artMain.artNaziv,
        intSifra: artMain.intSifra,
        mera: artMain.meraCode,
        pdvStopa: artPdv.stopa,
        kolicina: docFisItems.kolicina,
        prodCena: docFisItems.prodCena,
        iznos: docFisItems.iznos,
      })
      .from(docFakItems)
      .innerJoin(docFisItems, eq(docFisItems.docId, docFakItems.fisId))
      .innerJoin(artMain, eq(artMain.id, docFisItems.artId))
      .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
      .where(linked)
      .orderBy(asc(docFakItems.id), asc(docFisItems.id))
      .limit(q.perPage)
      .offset(offsetOf(q)),
    db.$count(docFisItems, inArray(docFisItems.docId, db.select({ id: docFakItems.fisId }).from(docFakItems).where(linked))),
  ]);
  return {
    data: rows.map(({ artNaziv, intSifra, mera, pdvStopa, ...r }) => ({ ...r, artikl: { artNaziv, intSifra, mera, pdvStopa } })),
    pagination: pageInfo(q, n, n),
  };
}

/** The receipt a line links, if it is this company's. */
export async function findReceipt(tx: Reader, companyId: number, fisId: number) {
  const [row] = await tx
    .select({ status: docFis.status, fakId: docFis.fakId, oznaka: docFis.oznaka, opis: docFis.opis, fisPlacanje: docFis.fisPlacanje, iznos: docFis.iznos, virman: docFis.virman })
    .from(docFis)
    .where(and(eq(docFis.id, fisId), eq(docFis.companyId, companyId)));
  return row ?? null;
}

/** Whether another line of the invoice (not `exceptId`, the one being edited) links the receipt. */
export async function receiptOnInvoice(tx: Reader, docId: number, fisId: number, exceptId: number | null): Promise<boolean> {
  const [twice] = await tx
    .select({ id: docFakItems.id })
    .from(docFakItems)
    .where(and(eq(docFakItems.docId, docId), eq(docFakItems.fisId, fisId), exceptId === null ? undefined : ne(docFakItems.id, exceptId)));
  return twice !== undefined;
}

/** Claims the receipts for an invoice: only those still locked and free; the ids claimed. */
export async function claimReceipts(tx: Tx, companyId: number, fakId: number, fisIds: number[]) {
  return tx
    .update(docFis)
    .set({ fakId })
    .where(and(eq(docFis.companyId, companyId), inArray(docFis.id, fisIds), isNull(docFis.fakId), eq(docFis.status, 'locked')))
    .returning({ id: docFis.id });
}

export async function releaseReceipts(tx: Tx, companyId: number, fakId: number): Promise<void> {
  await tx
    .update(docFis)
    .set({ fakId: null })
    .where(and(eq(docFis.companyId, companyId), eq(docFis.fakId, fakId)));
}

/** The receipt as the card e-invoice needs it; undefined when it is not this company's. */
export async function cardReceiptOf(db: Reader, companyId: number, fisId: number) {
  const [row] = await db
    .select({ id: docFis.id, periodId: docFis.periodId, status: docFis.status, datum: docFis.datum, oznaka: docFis.oznaka, fisRbroj: docFis.fisRbroj, kartica: docFis.kartica, fakId: docFis.fakId })
    .from(docFis)
    .where(and(eq(docFis.id, fisId), eq(docFis.companyId, companyId)));
  return row;
}

/** Whether a retail invoice, even a draft, already names the receipt. */
export async function linkedAnywhere(db: Reader, fisId: number): Promise<boolean> {
  const [row] = await db.select({ id: docFakItems.id }).from(docFakItems).where(eq(docFakItems.fisId, fisId)).limit(1);
  return !!row;
}

/** The kind of the company's client (undefined: not this company's). */
export async function clientKind(db: Reader, companyId: number, komId: number): Promise<string | undefined> {
  const [buyer] = await db.select({ vKom: komMain.vKom }).from(komMain).where(and(eq(komMain.id, komId), eq(komMain.companyId, companyId)));
  return buyer?.vKom;
}

export async function retailInvoice(tx: Reader, companyId: number, docId: number) {
  const [doc] = await tx
    .select()
    .from(docFak)
    .where(and(eq(docFak.id, docId), eq(docFak.companyId, companyId)));
  return doc;
}

/** The labels of the receipts a retail invoice links, in its items' order. */
export async function linkedReceiptLabels(tx: Reader, docId: number) {
  return tx
    .select({ oznaka: docFakItems.docOznaka })
    .from(docFakItems)
    .where(and(eq(docFakItems.docId, docId), isNotNull(docFakItems.fisId)))
    .orderBy(asc(docFakItems.id));
}

const rateColumns = { rateStopa: artPdv.stopa, rateOpis: artPdv.opis, pravoOdbitka: artPdv.pravoOdbitka };

/** The article lines of the receipts a retail invoice links, in its items' order (a receipt's lines in their own order). */
export async function receiptLinesOf(tx: Reader, docId: number) {
  return tx
    .select({
      itemId: docFakItems.id,
      intSifra: artMain.intSifra,
      artNaziv: artMain.artNaziv,
      meraCode: artMain.meraCode,
      unitSef: units.sefCode,
      kolicina: docFisItems.kolicina,
      prodCena: docFisItems.prodCena,
      pdvStopa: docFisItems.pdvStopa,
      iznos: docFisItems.iznos,
      ...rateColumns,
    })
    .from(docFakItems)
    .innerJoin(docFisItems, eq(docFisItems.docId, docFakItems.fisId))
    .innerJoin(artMain, eq(artMain.id, docFisItems.artId))
    .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .leftJoin(units, and(eq(units.companyId, artMain.companyId), eq(units.code, artMain.meraCode)))
    .where(eq(docFakItems.docId, docId))
    .orderBy(asc(docFakItems.id), asc(docFisItems.id));
}

/** A retail invoice's lines of its own (no receipt), in its items' order. */
export async function ownLinesOf(tx: Reader, docId: number) {
  return tx
    .select({ itemId: docFakItems.id, opis: docFakItems.opis, pdvStopa: docFakItems.pdvStopa, iznos: docFakItems.iznos, ...rateColumns })
    .from(docFakItems)
    .innerJoin(artPdv, eq(artPdv.id, docFakItems.pdvId))
    .where(and(eq(docFakItems.docId, docId), isNull(docFakItems.fisId)))
    .orderBy(asc(docFakItems.id));
}
