import { and, desc, eq, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { Reader } from '../platform/db/client';
import { accountLedger, artMain, artPdv, clientLedger, glScheme, glSchemeVersion, komMain, magMain, stockLedger, turnoverLedger, vatBook } from '../platform/db/schema';

type DocRef = { companyId: number; vDoc: string; docId: number };

/** The company's warehouses that name an account for their goods. */
export async function warehousesWithAccount(tx: Reader, companyId: number) {
  return tx
    .select({ id: magMain.id, konto: magMain.konto })
    .from(magMain)
    .where(and(eq(magMain.companyId, companyId), isNotNull(magMain.konto)));
}

/** A document's posted stock values (and re-pricings) per warehouse and the article's VAT rate. */
export async function stockSums(tx: Reader, doc: DocRef) {
  return tx
    .select({
      magId: stockLedger.magId,
      stopa: sql<number>`coalesce(${artPdv.stopa}, 0)`,
      nab: sql<string>`sum(${stockLedger.nabVrednost})`,
      prod: sql<string>`sum(${stockLedger.prodVrednost})`,
    })
    .from(stockLedger)
    .leftJoin(artMain, and(eq(artMain.companyId, stockLedger.companyId), eq(artMain.id, stockLedger.artId)))
    .leftJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .where(and(eq(stockLedger.companyId, doc.companyId), eq(stockLedger.vDoc, doc.vDoc), eq(stockLedger.docId, doc.docId), inArray(stockLedger.kind, ['post', 'reprice'])))
    .groupBy(stockLedger.magId, artPdv.stopa);
}

/** The countries of the company's clients of these ids. */
export async function clientCountries(tx: Reader, companyId: number, komIds: number[]) {
  return tx
    .select({ id: komMain.id, drzava: komMain.drzava })
    .from(komMain)
    .where(and(eq(komMain.companyId, companyId), inArray(komMain.id, komIds)));
}

/** A document's posted realised turnover (without VAT), in all and of the article kinds given. */
export async function turnoverOfKinds(tx: Reader, doc: DocRef, kinds: readonly (typeof artMain.$inferSelect)['vArtikl'][]) {
  const [r] = await tx
    .select({
      total: sql<string>`coalesce(sum(${turnoverLedger.osnovica}), 0)`,
      services: sql<string>`coalesce(sum(${turnoverLedger.osnovica}) filter (where ${inArray(artMain.vArtikl, kinds)}), 0)`,
    })
    .from(turnoverLedger)
    .innerJoin(artMain, and(eq(artMain.companyId, turnoverLedger.companyId), eq(artMain.id, turnoverLedger.artId)))
    .where(and(eq(turnoverLedger.companyId, doc.companyId), eq(turnoverLedger.vDoc, doc.vDoc), eq(turnoverLedger.docId, doc.docId), eq(turnoverLedger.kind, 'post')));
  return r;
}

/** A document's posted client rows summed per client and exchange difference. */
export async function clientSums(tx: Reader, doc: DocRef) {
  return tx
    .select({
      komId: clientLedger.komId,
      fx: clientLedger.kursnaRazlika,
      net: sql<string>`sum(${clientLedger.duguje} - ${clientLedger.potrazuje})`,
      debit: sql<string>`sum(${clientLedger.duguje})`,
      credit: sql<string>`sum(${clientLedger.potrazuje})`,
    })
    .from(clientLedger)
    .where(and(eq(clientLedger.companyId, doc.companyId), eq(clientLedger.vDoc, doc.vDoc), eq(clientLedger.docId, doc.docId), eq(clientLedger.kind, 'post')))
    .groupBy(clientLedger.komId, clientLedger.kursnaRazlika);
}

/** A document's posted VAT rows summed per book, client, rate, advance, deductibility and POPDV field. */
export async function vatSums(tx: Reader, doc: DocRef) {
  return tx
    .select({
      book: vatBook.book,
      komId: vatBook.komId,
      stopa: vatBook.stopa,
      avans: vatBook.avans,
      deductible: vatBook.deductible,
      popdv: vatBook.popdv,
      osnovica: sql<string>`sum(${vatBook.osnovica})`,
      pdv: sql<string>`sum(${vatBook.pdvIznos})`,
    })
    .from(vatBook)
    .where(and(eq(vatBook.companyId, doc.companyId), eq(vatBook.vDoc, doc.vDoc), eq(vatBook.docId, doc.docId), eq(vatBook.kind, 'post')))
    .groupBy(vatBook.book, vatBook.komId, vatBook.stopa, vatBook.avans, vatBook.deductible, vatBook.popdv);
}

/** A document's posted current-account rows summed per payment-order kind. */
export async function bankSums(tx: Reader, doc: DocRef) {
  return tx
    .select({ orderKind: accountLedger.orderKind, uplata: sql<string>`sum(${accountLedger.uplata})`, isplata: sql<string>`sum(${accountLedger.isplata})` })
    .from(accountLedger)
    .where(and(eq(accountLedger.companyId, doc.companyId), eq(accountLedger.vDoc, doc.vDoc), eq(accountLedger.docId, doc.docId), eq(accountLedger.kind, 'post')))
    .groupBy(accountLedger.orderKind);
}

/** Every scheme row of a family the company sees (the defaults' and its own), highest version first. */
export async function familySchemeRows(tx: Reader, companyId: number, vDoc: string) {
  return tx
    .select()
    .from(glScheme)
    .where(and(eq(glScheme.vDoc, vDoc), or(isNull(glScheme.companyId), eq(glScheme.companyId, companyId))))
    .orderBy(desc(glScheme.version), glScheme.id);
}

/** The version of the company's last reset of a family's scheme (none: undefined). */
export async function lastResetVersion(tx: Reader, companyId: number, vDoc: string): Promise<number | null | undefined> {
  const [reset] = await tx
    .select({ version: max(glSchemeVersion.version) })
    .from(glSchemeVersion)
    .where(and(eq(glSchemeVersion.companyId, companyId), eq(glSchemeVersion.vDoc, vDoc), eq(glSchemeVersion.reset, true)));
  return reset?.version;
}
