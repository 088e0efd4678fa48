import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Tx } from './client';

type Column = { name: string; dataType: string; getSQLType(): string };

/** A serial column's values are of its underlying integer type (a record type names no serial). */
const valueType = (sqlType: string) => ({ smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' })[sqlType] ?? sqlType;

export interface JsonInsertOptions<K extends string> {
  /** columns to read back (numbers of a bigint column come back as numbers) */
  returning?: K[];
  /** appended as it stands (`on conflict (…) do update set …`, `excluded.` names the row) */
  onConflict?: SQL;
}

/**
 * Inserts many rows as one JSON parameter (`json_to_recordset`) rather than a parameter per value:
 * on the embedded database a lock's hundreds of rows of twenty columns otherwise spend most of
 * their time binding parameters. A row writes the columns it names (the others take their
 * defaults): rows naming different columns go in one statement per set of columns. Values are
 * numbers, strings (dates too), booleans or null.
 */
export async function insertRowsAsJson<T extends PgTable, K extends keyof T['$inferSelect'] & string = never>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  { returning = [], onConflict }: JsonInsertOptions<K> = {},
): Promise<Pick<T['$inferSelect'], K>[]> {
  const { name } = getTableConfig(table);
  const byKey = new Map<string, Column>(Object.entries(getTableColumns(table)));
  // The database names its columns in snake case (client.ts); a column named explicitly keeps its name.
  const nameOf = (k: string) => {
    const c = byKey.get(k)!;
    return c.name === k ? toSnakeCase(k) : c.name;
  };
  const shapes = new Map<string, T['$inferInsert'][]>();
  for (const r of rows) {
    const shape = Object.keys(r).filter((k) => byKey.has(k) && (r as Record<string, unknown>)[k] !== undefined).sort().join(',');
    const group = shapes.get(shape);
    if (group) group.push(r);
    else shapes.set(shape, [r]);
  }
  const back = returning.length ? sql` returning ${sql.raw(returning.map((k) => `"${nameOf(k)}" as "${k}"`).join(', '))}` : sql``;
  const out: Pick<T['$inferSelect'], K>[] = [];
  for (const [shape, group] of shapes) {
    const keys = shape.split(',');
    const list = sql.raw(keys.map((k) => `"${nameOf(k)}"`).join(', '));
    const types = sql.raw(keys.map((k) => `"${nameOf(k)}" ${valueType(byKey.get(k)!.getSQLType())}`).join(', '));
    const json = JSON.stringify(group.map((r) => Object.fromEntries(keys.map((k) => [nameOf(k), (r as Record<string, unknown>)[k] ?? null]))));
    const inserted = await selectRows<Record<string, unknown>>(
      tx,
      sql`insert into ${sql.raw(`"${name}"`)} (${list}) select ${list} from json_to_recordset(${json}::json) as r(${types}) ${onConflict ?? sql``}${back}`,
    );
    for (const r of inserted) out.push(Object.fromEntries(returning.map((k) => [k, typeof r[k] === 'string' && byKey.get(k)!.dataType === 'number' ? Number(r[k]) : r[k]])) as Pick<T['$inferSelect'], K>);
  }
  return out;
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
