import type { Tx } from './db/client';
import { mailOutbox } from './db/schema';

/** Keeps a message in the outbox (no SMTP server configured). */
export async function keepInOutbox(tx: Tx, values: typeof mailOutbox.$inferInsert): Promise<void> {
  await tx.insert(mailOutbox).values(values);
}
