import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../platform/db/client';
import { artMain, artPdv, clientBalance, clientItem, docPsk, docPskItems, docPsr, docPsrItems, magMain, stockBalance } from '../platform/db/schema';

type Opening = typeof docPsr | typeof docPsk;

/** The labels of a period's locked opening documents of one kind, in id order. */
export async function lockedOpenings(tx: Reader, family: 'psr' | 'psk', companyId: number, periodId: number) {
  const table: Opening = family === 'psr' ? docPsr : docPsk;
  return tx
    .select({ oznaka: table.oznaka })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.periodId, periodId), eq(table.status, 'locked')))
    .orderBy(asc(table.id));
}

/** Deletes the draft openings carried from `sourceId` into a period (their lines go with them); how many. */
export async function deleteCarriedDrafts(tx: Tx, companyId: number, periodId: number, sourceId: number): Promise<number> {
  const own = (table: Opening) => and(eq(table.companyId, companyId), eq(table.periodId, periodId), eq(table.carriedFrom, sourceId), eq(table.status, 'draft'));
  const psr = await tx.delete(docPsr).where(own(docPsr)).returning({ id: docPsr.id });
  const psk = await tx.delete(docPsk).where(own(docPsk)).returning({ id: docPsk.id });
  return psr.length + psk.length;
}

/** A period's closing stock above zero with each warehouse's kind and each article's VAT rate, by warehouse and article code. */
export async function closingStock(tx: Reader, companyId: number, periodId: number) {
  return tx
    .select({
      magId: stockBalance.magId,
      vPromet: magMain.vPromet,
      magNaziv: magMain.magNaziv,
      artId: stockBalance.artId,
      pdvStopa: artPdv.stopa,
      stanje: stockBalance.stanje,
      nabVrednost: stockBalance.nabVrednost,
      prodVrednost: stockBalance.prodVrednost,
      kepuCena: stockBalance.kepuCena,
    })
    .from(stockBalance)
    .innerJoin(magMain, and(eq(magMain.companyId, stockBalance.companyId), eq(magMain.id, stockBalance.magId)))
    .innerJoin(artMain, and(eq(artMain.companyId, stockBalance.companyId), eq(artMain.id, stockBalance.artId)))
    .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .where(and(eq(stockBalance.companyId, companyId), eq(stockBalance.periodId, periodId), gt(stockBalance.stanje, 0)))
    .orderBy(asc(magMain.sifra), asc(magMain.id), asc(artMain.intSifra), asc(artMain.id));
}

export async function insertStockOpening(tx: Tx, values: typeof docPsr.$inferInsert) {
  const [header] = await tx.insert(docPsr).values(values).returning();
  if (!header) throw new Error('insert returned no row');
  return header;
}

export async function insertStockOpeningLines(tx: Tx, values: (typeof docPsrItems.$inferInsert)[]) {
  return tx.insert(docPsrItems).values(values).returning();
}

export async function setStockOpeningTotals(tx: Tx, id: number, totals: Partial<typeof docPsr.$inferInsert>): Promise<void> {
  await tx.update(docPsr).set(totals).where(eq(docPsr.id, id));
}

/** A period's open client items (what is left above zero), by client, due date and ledger row. */
export async function openClientItems(tx: Reader, companyId: number, periodId: number) {
  return tx
    .select({ komId: clientItem.komId, role: clientItem.role, dir: clientItem.dir, docOznaka: clientItem.docOznaka, dueDate: clientItem.dueDate, ostatak: clientItem.ostatak })
    .from(clientItem)
    .where(and(eq(clientItem.companyId, companyId), eq(clientItem.periodId, periodId), gt(clientItem.ostatak, 0)))
    .orderBy(asc(clientItem.komId), asc(clientItem.dueDate), asc(clientItem.ledgerId));
}

/** Each client's balance in a period (owed to us positive). */
export async function clientBalancesOf(tx: Reader, companyId: number, periodId: number) {
  return tx
    .select({ komId: clientBalance.komId, stanje: sql<number>`${clientBalance.duguje} - ${clientBalance.uplata} - ${clientBalance.potrazuje} + ${clientBalance.isplata}`.mapWith(Number) })
    .from(clientBalance)
    .where(and(eq(clientBalance.companyId, companyId), eq(clientBalance.periodId, periodId)));
}

export async function insertBalanceOpening(tx: Tx, values: typeof docPsk.$inferInsert) {
  const [header] = await tx.insert(docPsk).values(values).returning();
  if (!header) throw new Error('insert returned no row');
  return header;
}

export async function insertBalanceOpeningLines(tx: Tx, values: (typeof docPskItems.$inferInsert)[]) {
  return tx.insert(docPskItems).values(values).returning();
}

export async function setBalanceOpeningTotals(tx: Tx, id: number, totals: Partial<typeof docPsk.$inferInsert>): Promise<void> {
  await tx.update(docPsk).set(totals).where(eq(docPsk.id, id));
}
