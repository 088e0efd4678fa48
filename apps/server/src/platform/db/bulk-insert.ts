import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Tx } from './client';

/** A serial column's values are of its underlying integer type (a record type names no serial). */
const valueType = (sqlType: string) => ({ smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' })[sqlType] ?? sqlType;

/**
 * Inserts many rows as one JSON parameter (`json_to_recordset`) rather than a parameter per value:
 * on the embedded database a lock's hundreds of rows of twenty columns otherwise spend most of
 * their time binding parameters. The rows are of one shape: the columns they name are written (the
 * others take their defaults); values are numbers, strings (dates too), booleans or null.
 * `onConflict` is appended as it stands (`on conflict (…) do update set …`, `excluded.` names the row).
 */
export async function insertRowsAsJson<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], onConflict?: SQL): Promise<void> {
  if (!rows.length) return;
  const { name, columns } = getTableConfig(table);
  const byKey = new Map(Object.entries(table as unknown as Record<string, { name: string; getSQLType(): string }>).filter(([, c]) => columns.includes(c as never)));
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => byKey.has(k));
  // The database names its columns in snake case (client.ts); a column named explicitly keeps its name.
  const cols = keys.map((k) => {
    const c = byKey.get(k)!;
    return { name: c.name === k ? toSnakeCase(k) : c.name, type: valueType(c.getSQLType()) };
  });
  const list = sql.raw(cols.map((c) => `"${c.name}"`).join(', '));
  const types = sql.raw(cols.map((c) => `"${c.name}" ${c.type}`).join(', '));
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k, i) => [cols[i]!.name, (r as Record<string, unknown>)[k] ?? null]))));
  await tx.execute(sql`insert into ${sql.raw(`"${name}"`)} (${list}) select ${list} from json_to_recordset(${json}::json) as r(${types}) ${onConflict ?? sql``}`);
}

/**
 * The next `n` values of a table's `id` sequence, ascending, in one round trip: rows written with
 * them keep the order a plain insert would give, and rows that point at them (open items at their
 * ledger row) need no `returning` of the whole set.
 */
export async function nextIds(tx: Tx, table: PgTable, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const { name } = getTableConfig(table);
  const [row] = await selectRows<{ ids: string }>(
    tx,
    sql`select array_to_string(array_agg(id order by id), ',') as ids
        from (select nextval(q.seq) as id from (select pg_get_serial_sequence(${name}, 'id') as seq) q, generate_series(1, ${n})) s`,
  );
  return row!.ids.split(',').map(Number);
}
