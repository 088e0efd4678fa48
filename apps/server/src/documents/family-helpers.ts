import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../platform/db/client';
import { komMain, magMain } from '../platform/db/schema';
import type { StockMove } from '../ledgers/stock';
import type { StoredHeader, StoredItem } from './family';

/** A warehouse's name for header reads (the column is named explicitly: drizzle leaves it unqualified). */
export function magName(table: string, column: string, alias: string): SQL.Aliased<string> {
  return sql<string>`coalesce((select m.mag_naziv from mag_main m where m.id = ${sql.raw(`"${table}"."${column}"`)}), '')`.as(alias);
}

export function komName(table: string, alias = 'kom_naziv'): SQL.Aliased<string> {
  return sql<string>`coalesce((select k.int_naziv from kom_main k where k.id = ${sql.raw(`"${table}"."kom_id"`)}), '')`.as(alias);
}

/** Field errors for warehouses and clients that are not this company's. */
export async function checkOwned(
  tx: Tx,
  companyId: number,
  refs: { warehouses?: Record<string, unknown>; clients?: Record<string, unknown> },
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const [field, id] of Object.entries(refs.warehouses ?? {})) {
    if (id === null || id === undefined) continue;
    const found = await tx.$count(magMain, and(eq(magMain.id, id as number), eq(magMain.companyId, companyId)));
    if (!found) errors[field] = `error.${field}.not-found`;
  }
  for (const [field, id] of Object.entries(refs.clients ?? {})) {
    const found = await tx.$count(komMain, and(eq(komMain.id, id as number), eq(komMain.companyId, companyId)));
    if (!found) errors[field] = `error.${field}.not-found`;
  }
  return errors;
}

/** The company's default warehouse of a turnover type, for new documents. */
export async function defaultWarehouse(tx: Tx, companyId: number, vPromet?: 'vp' | 'mp'): Promise<number | null> {
  const rows = await tx
    .select({ id: magMain.id, isDefault: magMain.isDefault })
    .from(magMain)
    .where(and(eq(magMain.companyId, companyId), vPromet ? eq(magMain.vPromet, vPromet) : undefined));
  return (rows.find((r) => r.isDefault) ?? rows[0])?.id ?? null;
}

/**
 * Goods received into the header's warehouse at their purchase value and sale value: the purchase
 * price becomes the last purchase price, the sale price the warehouse's price (re-pricing stock on hand).
 */
export function purchaseReceipts(header: StoredHeader, items: StoredItem[]): StockMove[] {
  return items.map((i) => ({
    magId: header.magId as number,
    artId: i.artId,
    datum: header.datum,
    lineId: i.id,
    direction: 'in' as const,
    kolicina: i.kolicina,
    nabVrednost: i.nabVr as number,
    prodVrednost: i.prodVr as number,
    nabCena: i.nabCena as number,
    prodCena: i.prodCena as number,
    repricesStock: true,
  }));
}

export const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
export type { AnyPgColumn };
