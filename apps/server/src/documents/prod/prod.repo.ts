import { and, asc, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { artMain, artPdv, docPrn, docPrnItems, docProd, docProdItems, units } from '../../platform/db/schema';
import { saleLineColumns } from '../../master/print-kit/invoice-model';
import { articleColumns } from '../../master/print-kit/xml-parts';

export async function salesInvoice(tx: Reader, companyId: number, docId: number) {
  const [h] = await tx
    .select()
    .from(docProd)
    .where(and(eq(docProd.id, docId), eq(docProd.companyId, companyId)));
  return h;
}

/** A sales invoice's or a pro-forma's header, if it is this company's. */
export async function saleHeader(tx: Reader, companyId: number, prod: boolean, docId: number) {
  const header = prod ? docProd : docPrn;
  const [doc] = await tx
    .select()
    .from(header)
    .where(and(eq(header.id, docId), eq(header.companyId, companyId)));
  return doc;
}

/** A sales invoice's or a pro-forma's lines as its print shows them, in entry order. */
export async function printedSaleLines(tx: Reader, prod: boolean, docId: number) {
  const items = prod ? docProdItems : docPrnItems;
  return tx
    .select({ ...saleLineColumns, kolicina: items.kolicina, cena: items.prodCena, rabat: items.rabat, stopa: items.pdvStopa, iznos: items.iznos })
    .from(items)
    .innerJoin(artMain, eq(artMain.id, items.artId))
    .where(eq(items.docId, docId))
    .orderBy(asc(items.id));
}

/** A sales invoice's lines as typed in its currency, with their tax category and exemption code. */
export async function saleLineTaxes(tx: Reader, docId: number) {
  return tx
    .select({ iznosValuta: docProdItems.iznosValuta, kategorija: docProdItems.kategorija, izuzece: docProdItems.izuzece })
    .from(docProdItems)
    .where(eq(docProdItems.docId, docId))
    .orderBy(asc(docProdItems.id));
}

/** A sales invoice's lines as its e-invoice names them, in entry order. */
export async function exportedSaleLines(tx: Reader, docId: number) {
  return tx
    .select({
      ...articleColumns,
      kolicina: docProdItems.kolicina,
      prodCena: docProdItems.prodCena,
      pdvStopa: docProdItems.pdvStopa,
      iznosValuta: docProdItems.iznosValuta,
      kategorija: docProdItems.kategorija,
      izuzece: docProdItems.izuzece,
    })
    .from(docProdItems)
    .innerJoin(artMain, eq(artMain.id, docProdItems.artId))
    .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .leftJoin(units, and(eq(units.companyId, artMain.companyId), eq(units.code, artMain.meraCode)))
    .where(eq(docProdItems.docId, docId))
    .orderBy(asc(docProdItems.id));
}

/** A draft's lines with their article's VAT rate and treatment as they are now, in entry order. */
export async function linesWithArticleRates(tx: Reader, docId: number) {
  return tx
    .select({ id: docProdItems.id, kolicina: docProdItems.kolicina, prodCena: docProdItems.prodCena, rabat: docProdItems.rabat, pdvStopa: artPdv.stopa, kategorija: artPdv.kategorija, izuzece: artPdv.izuzece })
    .from(docProdItems)
    .innerJoin(artMain, eq(artMain.id, docProdItems.artId))
    .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .where(eq(docProdItems.docId, docId))
    .orderBy(asc(docProdItems.id));
}

export async function setSaleLine(tx: Tx, itemId: number, values: Partial<typeof docProdItems.$inferInsert>): Promise<void> {
  await tx.update(docProdItems).set(values).where(eq(docProdItems.id, itemId));
}
