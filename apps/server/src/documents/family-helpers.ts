import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PartnerKind } from '@knjige/contract';
import { dueDateAfter } from '@knjige/domain';
import type { Reader } from '../platform/db/client';
import type { StockMove } from '../ledgers/stock';
import type { FieldErrors } from './family';
import { clientRolesOf, paymentTermDays, warehouseOf, warehousesOf } from './family-refs.repo';

/** A warehouse's name for header reads (the column is named explicitly: drizzle leaves it unqualified). */
export function magName(table: string, column: string, alias: string): SQL.Aliased<string> {
  return sql<string>`coalesce((select m.mag_naziv from mag_main m where m.id = ${sql.raw(`"${table}"."${column}"`)}), '')`.as(alias);
}

export function komName(table: string, alias = 'kom_naziv'): SQL.Aliased<string> {
  return sql<string>`coalesce((select k.int_naziv from kom_main k where k.id = ${sql.raw(`"${table}"."kom_id"`)}), '')`.as(alias);
}

/** A warehouse reference of a header: which field, the id, and the turnover type it must have. */
export interface WarehouseRef {
  id: number | null | undefined;
  /** the warehouse's vPromet must be this one (goods documents whose sub-type is a turnover type) */
  vPromet?: string;
}

/** A client reference of a header and the role the family needs it in. */
export interface ClientRef {
  id: number;
  kind: PartnerKind;
}

const roleError: Partial<Record<PartnerKind, { flag: 'isDobavljac' | 'isKupac'; code: string }>> = {
  supplier: { flag: 'isDobavljac', code: 'not-supplier' },
  buyer: { flag: 'isKupac', code: 'not-buyer' },
};

/**
 * Field errors for the warehouses and clients a header names: not this company's
 * (`error.<field>.not-found`), a warehouse of the wrong turnover type
 * (`error.<field>.wrong-turnover-type`), a client not flagged for the family's partner kind
 * (`error.<field>.not-supplier`, `not-buyer`).
 */
export async function checkRefs(
  tx: Reader,
  companyId: number,
  refs: { warehouses?: Record<string, WarehouseRef>; clients?: Record<string, ClientRef> },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [field, ref] of Object.entries(refs.warehouses ?? {})) {
    if (ref.id === null || ref.id === undefined) continue;
    const found = await warehouseOf(tx, companyId, ref.id);
    if (!found) errors[field] = `error.${field}.not-found`;
    else if (ref.vPromet !== undefined && found.vPromet !== ref.vPromet) errors[field] = `error.${field}.wrong-turnover-type`;
  }
  for (const [field, ref] of Object.entries(refs.clients ?? {})) {
    const found = await clientRolesOf(tx, companyId, ref.id);
    const role = roleError[ref.kind];
    if (!found) errors[field] = `error.${field}.not-found`;
    else if (role && !found[role.flag]) errors[field] = `error.${field}.${role.code}`;
  }
  return errors;
}

/** The company's default warehouse of a turnover type (else the first of that type), for new documents. */
export async function defaultWarehouse(tx: Reader, companyId: number, vPromet?: string): Promise<number | null> {
  const rows = await warehousesOf(tx, companyId);
  const ofType = vPromet ? rows.filter((r) => r.vPromet === vPromet) : rows;
  return (ofType.find((r) => r.isDefault) ?? ofType[0])?.id ?? null;
}

/** What a goods receipt line holds: quantity, purchase and sale prices and values. */
export interface ReceiptLine {
  id: number;
  artId: number;
  kolicina: number;
  nabCena: number;
  prodCena: number;
  nabVr: number;
  prodVr: number;
}

/**
 * Goods received into a warehouse at their purchase value and sale value: the purchase
 * price becomes the last purchase price, the sale price the warehouse's price (re-pricing stock on hand).
 */
export function purchaseReceipts(header: { magId: number; datum: string }, items: ReceiptLine[]): StockMove[] {
  return items.map((i) => ({
    magId: header.magId,
    artId: i.artId,
    datum: header.datum,
    lineId: i.id,
    direction: 'in',
    kolicina: i.kolicina,
    nabVrednost: i.nabVr,
    prodVrednost: i.prodVr,
    nabCena: i.nabCena,
    prodCena: i.prodCena,
    repricesStock: true,
  }));
}

export const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
export type { AnyPgColumn };

/**
 * The due date of a buyer's invoice the caller left without one: its date plus the client's payment
 * term (domain `dueDateAfter`; a client of another company counts 0 days, its reference is refused).
 */
export async function termDueDate(tx: Reader, companyId: number, komId: number, datum: string): Promise<string> {
  return dueDateAfter(datum, (await paymentTermDays(tx, companyId, komId)) ?? 0);
}
