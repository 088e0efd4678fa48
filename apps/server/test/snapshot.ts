import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db/client';
import { referencedFirst } from '../src/platform/db/table-order';

/** Where the seeded rows are kept beside the tables they restore; never part of the product's schema. */
const KEEP = 'test_snapshot';

const rows = <T>(database: Database, query: SQL) => selectRows<T>(database.db, query);

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Where the rows the migrations themselves write (reference data: SEF units) are kept, for an unseeded restore. */
const MIGRATED = 'test_snapshot_migrated';

interface SequencePosition {
  name: string;
  start: number;
  last: number | null;
}

const sequencePositions = (database: Database) =>
  rows<SequencePosition>(database, sql`select sequencename as name, start_value as start, last_value as last from pg_sequences where schemaname = 'public' order by sequencename`);

/** What a database holds right after its migrations: the tables they filled (copied aside) and the sequences' positions. */
export interface MigratedState {
  tables: string[];
  sequences: SequencePosition[];
}

/** Keeps aside the rows the migrations wrote (before any seeding), so that "empty" is a fresh install's state, not bare tables. */
export async function keepMigratedRows(database: Database): Promise<MigratedState> {
  const tables = (await rows<{ name: string }>(database, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((r) => r.name);
  await database.db.execute(sql.raw(`create schema ${MIGRATED}`));
  const filled: string[] = [];
  for (const table of tables) {
    const [count] = await rows<{ n: number }>(database, sql.raw(`select count(*)::int as n from public.${ident(table)}`));
    if (count!.n === 0) continue;
    await database.db.execute(sql.raw(`create table ${MIGRATED}.${ident(table)} as select * from public.${ident(table)}`));
    filled.push(table);
  }
  return { tables: filled, sequences: await sequencePositions(database) };
}

/**
 * Keeps a copy of every table's rows and sequence positions as they are now, and creates
 * `test_snapshot.restore(seeded)`: one call that empties every table and, when `seeded`, puts the
 * kept rows back, with each sequence where it was; when not, puts back what the migrations wrote
 * (`migrated`), as a fresh install has it. It deletes children before parents and inserts parents
 * first, so the foreign keys are checked as usual, and it runs as one statement, so a test starts
 * from committed rows that every connection sees.
 */
export async function keepSnapshot(database: Database, migrated: MigratedState = { tables: [], sequences: [] }): Promise<void> {
  const tables = (await rows<{ name: string }>(database, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((r) => r.name);
  const references = await rows<{ child: string; parent: string }>(
    database,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const sequences = await sequencePositions(database);
  const order = referencedFirst(tables, references);
  const filled: string[] = [];
  await database.db.execute(sql.raw(`create schema ${KEEP}`));
  for (const table of order) {
    await database.db.execute(sql.raw(`create table ${KEEP}.${ident(table)} as select * from public.${ident(table)}`));
    const [count] = await rows<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${KEEP}.${ident(table)}`));
    if (count!.n > 0) filled.push(table);
  }
  const seq = (name: string) => literal(`public.${ident(name)}`);
  const position = (s: SequencePosition) => (s.last === null ? `perform setval(${seq(s.name)}, ${s.start}, false);` : `perform setval(${seq(s.name)}, ${s.last}, true);`);
  const afterMigrations = new Map(migrated.sequences.map((s) => [s.name, s]));
  // by column name, not position: a test may drop and add a column again (a migration's replay), which moves it last
  const columns = new Map<string, string>();
  for (const r of await rows<{ t: string; list: string }>(
    database,
    sql`select table_name as t, string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
        from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' group by table_name`,
  ))
    columns.set(r.t, r.list);
  const copy = (table: string, from: string) => {
    const list = columns.get(table);
    return list ? `insert into public.${ident(table)} (${list}) select ${list} from ${from}.${ident(table)};` : `insert into public.${ident(table)} select * from ${from}.${ident(table)};`;
  };
  const body = [
    ...[...order].reverse().map((t) => `delete from public.${ident(t)};`),
    'if seeded then',
    ...filled.map((t) => copy(t, KEEP)),
    ...sequences.map(position),
    'else',
    ...order.filter((t) => migrated.tables.includes(t)).map((t) => copy(t, MIGRATED)),
    ...sequences.map((s) => position(afterMigrations.get(s.name) ?? { ...s, last: null })),
    'end if;',
  ];
  await database.db.execute(
    sql.raw(`create function ${KEEP}.restore(seeded boolean) returns void language plpgsql as $restore$\nbegin\n${body.join('\n')}\nend\n$restore$`),
  );
}

/** Every table back to the demo company as seeded, or empty (a fresh install) when `seeded` is false; one round trip. */
export async function resetDatabase(database: Database, seeded = true): Promise<void> {
  // Work a previous test's request left going after its answer (a call to SEF still under way)
  // may write a row between the restore's deletes of a child and of its parent: the restore then
  // meets a foreign key (23503) and is run again once that work had its moment.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql.raw(`select ${KEEP}.restore(${seeded})`));
      return;
    } catch (err) {
      if (attempt >= 5 || !foreignKeyViolation(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Whether an error (or its cause, as the query builder wraps the driver's) is PostgreSQL's foreign-key violation. */
function foreignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if ('code' in e && e.code === '23503') return true;
  return false;
}
