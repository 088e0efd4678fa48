import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { analyzeGrownTables, keepStatistics } from './statistics';

const client = new PGlite();
afterAll(() => client.close());

const reltuples = async (table: string) => (await client.query<{ n: number }>(`select reltuples::int as n from pg_class where relname = $1`, [table])).rows[0]!.n;

describe('statistics of the embedded database (no autovacuum)', () => {
  it('analyzes a table once it has grown past its statistics by a tenth, and not again until it grows', { timeout: 120_000 }, async () => {
    await client.exec(`create table ledger (id serial primary key, datum date not null, amount bigint not null); create table small (id int)`);
    await client.exec(`insert into ledger (datum, amount) select date '2024-01-01' + g % 365, g from generate_series(1, 20000) g`);
    expect(await reltuples('ledger')).toBe(-1); // never analyzed: the planner guesses

    expect(await analyzeGrownTables(client)).toEqual(['public.ledger']);
    expect(await reltuples('ledger')).toBe(20000);
    expect(await analyzeGrownTables(client)).toEqual([]);

    // 5 % more: within the statistics' tolerance; 50 % more: analyzed again
    await client.exec(`insert into ledger (datum, amount) select date '2024-06-01', g from generate_series(1, 1000) g`);
    expect(await analyzeGrownTables(client)).toEqual([]);
    await client.exec(`insert into ledger (datum, amount) select date '2024-07-01', g from generate_series(1, 10000) g`);
    expect(await analyzeGrownTables(client)).toEqual(['public.ledger']);
    expect(await reltuples('ledger')).toBe(31000);
  });

  it('on a server start, the first pass waits as long as it is told (the server answers first), then runs', { timeout: 90_000 }, async () => {
    await client.exec(`create table later (id int); insert into later select g from generate_series(1, 20000) g`);
    expect(await reltuples('later')).toBe(-1);
    const errors: unknown[] = [];
    const began = Date.now();
    const stop = keepStatistics(openPglite(client), (err) => errors.push(err), 1000);
    try {
      await new Promise((r) => setTimeout(r, 100));
      expect(await reltuples('later')).toBe(-1); // not yet
      while ((await reltuples('later')) === -1 && Date.now() - began < 60_000) await new Promise((r) => setTimeout(r, 100));
      expect(Date.now() - began).toBeGreaterThanOrEqual(1000);
      expect(await reltuples('later')).toBe(20000);
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });
});
