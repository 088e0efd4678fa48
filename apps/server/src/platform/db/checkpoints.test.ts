import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { checkpointIfBehind, walBehind } from './checkpoints';

const client = new PGlite();
afterAll(() => client.close());

describe('checkpoints of the embedded database (no checkpointer of its own)', () => {
  it('checkpoints once the log is a segment ahead of the last checkpoint, so a crash replays little', { timeout: 120_000 }, async () => {
    await client.exec(`create table ledger (id serial primary key, note text not null)`);
    await client.exec(`checkpoint`);
    // 5 MB of rows: under the limit, left alone
    await client.exec(`insert into ledger (note) select repeat('x', 200) from generate_series(1, 20000) g`);
    const small = await walBehind(client);
    expect(small.bytes).toBeGreaterThan(4_000_000);
    expect(await checkpointIfBehind(client)).toBe(false);
    // 20 MB more: PGlite would carry it (up to 1 GB) until it closes; now it is checkpointed
    await client.exec(`insert into ledger (note) select repeat('y', 200) from generate_series(1, 80000) g`);
    expect((await walBehind(client)).bytes).toBeGreaterThan(16 * 1024 * 1024);
    expect(await checkpointIfBehind(client)).toBe(true);
    expect((await walBehind(client)).bytes).toBeLessThan(1024);
    // nothing new: no checkpoint, however old the last one
    expect(await checkpointIfBehind(client, { bytes: 16 * 1024 * 1024, ageMs: 0 })).toBe(false);
    // a little, with the last checkpoint older than allowed: checkpointed
    await client.exec(`insert into ledger (note) values ('z')`);
    await client.exec(`insert into ledger (note) select repeat('w', 200) from generate_series(1, 100) g`);
    expect(await checkpointIfBehind(client, { bytes: 16 * 1024 * 1024, ageMs: 0 })).toBe(true);
    expect(await client.query(`select count(*)::int as n from ledger`)).toMatchObject({ rows: [{ n: 100_101 }] });
  });
});
