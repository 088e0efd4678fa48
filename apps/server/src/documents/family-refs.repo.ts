import { and, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../platform/db/client';
import { artMain, artPdv, komMain, magMain } from '../platform/db/schema';

/** The company's warehouse of this id (its turnover type), if it is this company's. */
export async function warehouseOf(tx: Reader, companyId: number, magId: number) {
  const [found] = await tx
    .select({ vPromet: magMain.vPromet })
    .from(magMain)
    .where(and(eq(magMain.id, magId), eq(magMain.companyId, companyId)));
  return found;
}

/** The company's client of this id (its buyer and supplier flags), if it is this company's. */
export async function clientRolesOf(tx: Reader, companyId: number, komId: number) {
  const [found] = await tx
    .select({ isKupac: komMain.isKupac, isDobavljac: komMain.isDobavljac })
    .from(komMain)
    .where(and(eq(komMain.id, komId), eq(komMain.companyId, companyId)));
  return found;
}

/** The company's warehouses in id order. */
export async function warehousesOf(tx: Reader, companyId: number) {
  return tx
    .select({ id: magMain.id, isDefault: magMain.isDefault, vPromet: magMain.vPromet })
    .from(magMain)
    .where(eq(magMain.companyId, companyId))
    .orderBy(magMain.id);
}

/** The client's payment term in days (undefined: not this company's client). */
export async function paymentTermDays(tx: Reader, companyId: number, komId: number) {
  const [client] = await tx
    .select({ days: komMain.rokPlacanjaDana })
    .from(komMain)
    .where(and(eq(komMain.id, komId), eq(komMain.companyId, companyId)));
  return client?.days;
}

/** The client's VAT-payer flag, if it is this company's client. */
export async function clientVatPayer(tx: Reader, companyId: number, komId: number) {
  const [client] = await tx.select({ isPdvObveznik: komMain.isPdvObveznik }).from(komMain).where(and(eq(komMain.id, komId), eq(komMain.companyId, companyId)));
  return client;
}

/** The company's clients of these ids (their supplier flag). */
export async function clientsSupplierFlags(tx: Reader, companyId: number, ids: number[]) {
  return tx
    .select({ id: komMain.id, isDobavljac: komMain.isDobavljac })
    .from(komMain)
    .where(and(eq(komMain.companyId, companyId), inArray(komMain.id, ids)));
}

/** How many of these ids are the company's VAT rates. */
export async function countVatRates(tx: Reader, companyId: number, ids: number[]): Promise<number> {
  return tx.$count(artPdv, and(eq(artPdv.companyId, companyId), inArray(artPdv.id, ids)));
}

/** The company's VAT rates (id, rate). */
export async function vatRatesOf(tx: Reader, companyId: number) {
  return tx.select({ id: artPdv.id, stopa: artPdv.stopa }).from(artPdv).where(eq(artPdv.companyId, companyId));
}

/** The company's article of this id (its kind), if it is this company's. */
export async function articleKind(tx: Reader, companyId: number, artId: number) {
  const [article] = await tx
    .select({ vArtikl: artMain.vArtikl })
    .from(artMain)
    .where(and(eq(artMain.id, artId), eq(artMain.companyId, companyId)));
  return article;
}

/** A warehouse's name and place (a branch on an invoice). */
export async function warehouseBranch(tx: Reader, magId: number) {
  return tx.select({ naziv: magMain.magNaziv, mesto: magMain.mesto }).from(magMain).where(eq(magMain.id, magId));
}

/** The company's VAT rate of this id, if it is this company's. */
export async function vatRateOf(tx: Reader, companyId: number, pdvId: number) {
  const [rate] = await tx
    .select({ id: artPdv.id, stopa: artPdv.stopa })
    .from(artPdv)
    .where(and(eq(artPdv.id, pdvId), eq(artPdv.companyId, companyId)));
  return rate;
}
