import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * Checkpoints of the embedded database. PostgreSQL's checkpointer writes a checkpoint every five
 * minutes, so a crash replays at most minutes of the write-ahead log. PGlite has no checkpointer:
 * it checkpoints only when it closes, or once a whole `max_wal_size` (1 GB) of log has piled up, so
 * a kill -9 after a day of work replayed up to a gigabyte of log before the server answered again.
 * Here the server does the checkpointer's work: every minute it checkpoints when the log has grown
 * by a segment (16 MB) since the last checkpoint, or has any new record and the last one is five
 * minutes old.
 */
const BEHIND_BYTES = 16 * 1024 * 1024;
const OLDEST_MS = 5 * 60 * 1000;
const EVERY_MS = 60 * 1000;

/** Bytes of write-ahead log since the last checkpoint's redo point, and that checkpoint's age. */
export async function walBehind(client: PGlite): Promise<{ bytes: number; ageMs: number }> {
  const { rows } = await client.query<{ bytes: number; ageMs: number }>(
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as bytes,
       (extract(epoch from now() - checkpoint_time) * 1000)::float8 as "ageMs"
     from pg_control_checkpoint()`,
  );
  return rows[0]!;
}

/** A checkpoint when the log is far enough ahead of the last one; whether one was written. */
export async function checkpointIfBehind(client: PGlite, limits = { bytes: BEHIND_BYTES, ageMs: OLDEST_MS }): Promise<boolean> {
  const behind = await walBehind(client);
  // a checkpoint's own record is about a hundred bytes: nothing else was written since
  const due = behind.bytes >= limits.bytes || (behind.bytes > 1024 && behind.ageMs >= limits.ageMs);
  if (due) await client.exec('checkpoint');
  return due;
}

/** On the embedded database: `checkpointIfBehind` every minute. Returns the function that stops it. */
export function keepCheckpoints(database: Database, log: (err: unknown) => void): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  const { client } = database;
  const timer = setInterval(() => void checkpointIfBehind(client).catch(log), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
