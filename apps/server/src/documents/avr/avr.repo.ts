import { and, asc, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { artPdv, docAvr, docAvrItems, docTrn, docTrnItems } from '../../platform/db/schema';

/** The company's bank-statement line an advance names, with its client and direction. */
export async function bankLineOf(tx: Reader, companyId: number, trnItemId: number) {
  const [line] = await tx
    .select({ komId: docTrnItems.komId, uplata: docTrnItems.uplata, isplata: docTrnItems.isplata })
    .from(docTrnItems)
    .innerJoin(docTrn, eq(docTrn.id, docTrnItems.docId))
    .where(and(eq(docTrnItems.id, trnItemId), eq(docTrnItems.companyId, companyId), eq(docTrn.companyId, companyId)));
  return line;
}

/** The statement date of the company's bank line an advance names. */
export async function bankLineDate(tx: Reader, companyId: number, trnItemId: number): Promise<string | undefined> {
  const [line] = await tx
    .select({ datum: docTrn.datum })
    .from(docTrnItems)
    .innerJoin(docTrn, eq(docTrn.id, docTrnItems.docId))
    .where(and(eq(docTrnItems.id, trnItemId), eq(docTrn.companyId, companyId)));
  return line?.datum;
}

export async function advanceHeader(tx: Reader, companyId: number, docId: number) {
  const [h] = await tx
    .select()
    .from(docAvr)
    .where(and(eq(docAvr.id, docId), eq(docAvr.companyId, companyId)));
  return h;
}

/** An advance's lines with their VAT rate's row, in entry order. */
export async function advanceLinesWithRates(tx: Reader, docId: number) {
  return tx
    .select({ pdvStopa: docAvrItems.pdvStopa, iznos: docAvrItems.iznos, rateStopa: artPdv.stopa, rateOpis: artPdv.opis, pravoOdbitka: artPdv.pravoOdbitka })
    .from(docAvrItems)
    .innerJoin(artPdv, eq(artPdv.id, docAvrItems.pdvId))
    .where(eq(docAvrItems.docId, docId))
    .orderBy(asc(docAvrItems.id));
}
