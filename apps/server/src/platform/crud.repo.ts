import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Reader, Tx } from './db/client';

/** A company-scoped master-data table: its rows have an id and the company's id. */
export type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };
/** The columns a resource answers with. */
export type CrudColumns = Record<string, PgColumn | SQL.Aliased>;

const own = (table: CompanyTable, companyId: number, id: number) => and(eq(table.id, id), eq(table.companyId, companyId));

/** A row of the company by id (undefined: none). */
export async function crudRow(tx: Reader, table: CompanyTable, columns: CrudColumns, companyId: number, id: number) {
  const [row] = await tx.select(columns).from(table).where(own(table, companyId, id));
  return row;
}

/** A page of rows. */
export function crudPage(tx: Reader, table: CompanyTable, columns: CrudColumns, where: SQL | undefined, orderBy: (PgColumn | SQL)[], limit: number, offset: number) {
  return tx.select(columns).from(table).where(where).orderBy(...orderBy).limit(limit).offset(offset);
}

export function crudCount(tx: Reader, table: CompanyTable, where: SQL | undefined): Promise<number> {
  return tx.$count(table, where);
}

/** Stores a new row of the company; its id. */
export async function crudInsert(tx: Tx, table: CompanyTable, companyId: number, values: Record<string, unknown>): Promise<number> {
  const [row] = await tx.insert(table).values({ ...values, companyId } as never).returning({ id: table.id });
  if (!row) throw new Error('insert returned no row');
  return Number(row.id);
}

export async function crudUpdate(tx: Tx, table: CompanyTable, companyId: number, id: number, values: Record<string, unknown>): Promise<void> {
  await tx.update(table).set(values as never).where(own(table, companyId, id));
}

/** The whole stored row, locked against concurrent edits (undefined: none). */
export async function lockCrudRow(tx: Tx, table: CompanyTable, companyId: number, id: number) {
  const [stored] = await tx.select().from(table).where(own(table, companyId, id)).for('update');
  return stored;
}

export async function crudDelete(tx: Tx, table: CompanyTable, companyId: number, id: number): Promise<void> {
  await tx.delete(table).where(own(table, companyId, id));
}
