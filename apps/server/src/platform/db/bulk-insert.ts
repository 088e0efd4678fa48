import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/**
 * Inserts many rows as one JSON parameter (`json_to_recordset`) rather than a parameter per value:
 * on the embedded database a lock's hundreds of rows of twenty columns otherwise spend most of
 * their time binding parameters. The rows are of one shape: the columns they name are written (the
 * others take their defaults); values are numbers, strings (dates too), booleans or null.
 */
export async function insertRowsAsJson<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const { name, columns } = getTableConfig(table);
  const byKey = new Map(Object.entries(table as unknown as Record<string, { name: string; getSQLType(): string }>).filter(([, c]) => columns.includes(c as never)));
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => byKey.has(k));
  // The database names its columns in snake case (client.ts); a column named explicitly keeps its name.
  const cols = keys.map((k) => {
    const c = byKey.get(k)!;
    return { name: c.name === k ? toSnakeCase(k) : c.name, getSQLType: () => c.getSQLType() };
  });
  const list = sql.raw(cols.map((c) => `"${c.name}"`).join(', '));
  const types = sql.raw(cols.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k, i) => [cols[i]!.name, (r as Record<string, unknown>)[k] ?? null]))));
  await tx.execute(sql`insert into ${sql.raw(`"${name}"`)} (${list}) select ${list} from json_to_recordset(${json}::json) as r(${types})`);
}
