import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * The planner's statistics of the embedded database. PostgreSQL's autovacuum analyzes a table once
 * it has changed enough; the embedded database runs no autovacuum, so a ledger grown by a year of
 * documents keeps the statistics of its first day and the planner picks plans for a small table
 * (a 500-line lock took 1.7× as long over 2,000 ledger rows per article, 1.0× once analyzed).
 * Here the same rule of thumb runs from the server: a table is analyzed again when it has grown
 * by more than a tenth (and 8 pages) since the statistics were taken.
 */
const GROWN = 1.1;
const MIN_PAGES = 8;
const EVERY_MS = 10 * 60 * 1000;

/** The tables of the app's schema that have grown past their statistics; each analyzed. Their names. */
export async function analyzeGrownTables(client: PGlite): Promise<string[]> {
  const grown = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = 'public'
       and pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * $1::float8 + $2::int`,
    [GROWN, MIN_PAGES],
  );
  const names = grown.rows.map((r) => r.name);
  for (const name of names) await client.exec(`analyze ${name}`);
  return names;
}

/**
 * On the embedded database: analyzes grown tables `firstAfterMs` from now (at once by default) and
 * every ten minutes after (PostgreSQL's own autovacuum does it on a server). Returns the function
 * that stops it.
 */
export function keepStatistics(database: Database, log: (err: unknown) => void, firstAfterMs = 0): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  const { client } = database;
  const run = () => void analyzeGrownTables(client).catch(log);
  let every: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    run();
    every = setInterval(run, EVERY_MS);
    every.unref();
  }, firstAfterMs);
  first.unref();
  return () => {
    clearTimeout(first);
    if (every) clearInterval(every);
  };
}
