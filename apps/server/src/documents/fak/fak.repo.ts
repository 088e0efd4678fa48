import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { fiskalItemsQuery, fiskalsQuery, z } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { artMain, artPdv, docFak, docFakItems, docFis, docFisItems, posMain } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { offsetOf, pageInfo, searchAny } from '../../platform/paging';

/** Locked receipts of the company that no retail invoice holds yet, newest first. */
export async function linkableReceipts(db: Db, companyId: number, q: z.infer<typeof fiskalsQuery>) {
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
export async function linkedReceiptLines(db: Db, companyId: number, docId: number, q: z.infer<typeof fiskalItemsQuery>) {
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
