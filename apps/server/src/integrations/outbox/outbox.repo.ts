import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { BuildColumns } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import { selectRows, type Reader, type Tx } from '../../platform/db/client';
import type { keySettingsColumns, outboxColumns } from './outbox-columns';

/** A table built on `outboxColumns` (it may have more). */
export type OutboxTable = PgTableWithColumns<{ name: string; schema: undefined; dialect: 'pg'; columns: BuildColumns<string, ReturnType<typeof outboxColumns>, 'pg'> }>;
/** A table built on `keySettingsColumns` (it may have more). */
export type KeySettingsTable = PgTableWithColumns<{ name: string; schema: undefined; dialect: 'pg'; columns: BuildColumns<string, ReturnType<typeof keySettingsColumns>, 'pg'> }>;

/** The columns every outbox row has, and what a change of them writes. */
export type OutboxRow = OutboxTable['$inferSelect'];
export type OutboxChange = Partial<OutboxTable['$inferInsert']>;

/** The queries of one outbox, whose rows are `Row` and whose changes `Change` (the shared columns and its own). */
export interface OutboxRepo<Row extends OutboxRow, Change extends OutboxChange> {
  queue(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<void>;
  rowOf: (db: Reader, companyId: number, vDoc: string, docId: number) => Promise<Row | undefined>;
  rowMade(db: Tx, companyId: number, vDoc: string, docId: number): Promise<Row | undefined>;
  claimDue(db: Tx, companyId: number, limit: number, leaseMs: number): Promise<Row[]>;
  claimForSend(db: Tx, id: number, leaseMs: number, set?: Change): Promise<Row | null>;
  update(db: Tx, id: number, set: Change | OutboxChange): Promise<void>;
  release(db: Tx, ids: number[]): Promise<void>;
}

/**
 * The queries of one outbox (its table, and the table of the company keys it needs):
 * `afterStateChange` runs when an update changes a row's state (SEF's counts on the agency's desk).
 * The queries are written against the shared columns; the table is the outbox's own, so its rows
 * come back whole.
 */
export function outboxRepo<T extends OutboxTable>(
  outbox: T,
  keys: KeySettingsTable,
  afterStateChange?: (db: Tx, companyId: number) => Promise<void>,
): OutboxRepo<T['$inferSelect'], Partial<T['$inferInsert']>> {
  type Row = T['$inferSelect'];
  const table: OutboxTable = outbox;
  const whole = (rows: OutboxRow[]) => rows as Row[];
  const byIds = async (db: Reader, ids: number[]): Promise<Row[]> => whole(await db.select().from(table).where(inArray(table.id, ids))).sort((a, b) => a.id - b.id);

  const repo: OutboxRepo<Row, Partial<T['$inferInsert']>> = {
    /**
     * In the transaction of a lock: queues the document with its own requestId when the company
     * has a key (without one nothing is queued, so a key entered later does not send the past; a
     * document is sent by hand then). A document locked again after a storno keeps its row.
     */
    async queue(tx, companyId, vDoc, docId) {
      const [key] = await tx.select({ one: sql<number>`1` }).from(keys).where(eq(keys.companyId, companyId));
      if (!key) return;
      await tx.insert(table).values({ companyId, vDoc, docId, requestId: randomUUID() }).onConflictDoNothing();
    },

    async rowOf(db, companyId, vDoc, docId) {
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.companyId, companyId), eq(table.vDoc, vDoc), eq(table.docId, docId)));
      return whole(rows)[0];
    },

    /** The document's row, written now (with a fresh requestId) when the lock did not queue it. */
    async rowMade(db, companyId, vDoc, docId) {
      await db.insert(table).values({ companyId, vDoc, docId, requestId: randomUUID() }).onConflictDoNothing();
      return repo.rowOf(db, companyId, vDoc, docId);
    },

    /** Takes up to `limit` rows due for sending (queued and due, or sending past the lease: its sender died), marking them sending. */
    async claimDue(db, companyId, limit, leaseMs) {
      const lease = new Date(Date.now() - leaseMs).toISOString();
      const claimed = await selectRows<{ id: number }>(db, sql`
        update ${table} set state = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
        where id in (
          select id from ${table}
          where company_id = ${companyId}
            and ((state = 'queued' and (next_attempt_at is null or next_attempt_at <= now())) or (state = 'sending' and claimed_at < ${lease}))
          order by id
          limit ${limit}
          for update skip locked)
        returning id`);
      return claimed.length ? byIds(db, claimed.map((r) => Number(r.id))) : [];
    },

    /**
     * A send by hand takes the row (with `set`, e.g. a fresh requestId): queued (due or waiting
     * for its next try), failed or skipped, or sending past the lease (its sender died), becomes
     * sending in one statement. Of two callers at once only one matches (PostgreSQL re-reads the
     * row the other changed and finds it sending), so a document is uploaded once however many
     * ask; the other gets nothing.
     */
    async claimForSend(db, id, leaseMs, set) {
      const lease = new Date(Date.now() - leaseMs);
      const fresh: OutboxChange = set ?? {};
      const rows = await db
        .update(table)
        .set({ ...fresh, state: 'sending', claimedAt: sql`now()`, attempts: sql`${table.attempts} + 1`, nextAttemptAt: null, updatedAt: new Date() })
        .where(and(eq(table.id, id), or(inArray(table.state, ['queued', 'failed', 'skipped']), and(eq(table.state, 'sending'), lt(table.claimedAt, lease)))))
        .returning();
      return whole(rows)[0] ?? null;
    },

    async update(db, id, set) {
      const change: OutboxChange = set;
      const [row] = await db
        .update(table)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning({ companyId: table.companyId });
      if (row && change.state !== undefined) await afterStateChange?.(db, row.companyId);
    },

    /** Puts rows a sender took but did not try back in the queue, untouched. */
    async release(db, ids) {
      if (!ids.length) return;
      await db
        .update(table)
        .set({ state: 'queued', claimedAt: null, attempts: sql`${table.attempts} - 1` })
        .where(inArray(table.id, ids));
    },
  };
  return repo;
}
