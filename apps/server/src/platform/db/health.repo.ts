import { sql } from 'drizzle-orm';
import type { Reader } from './client';

/** Whether the database answers: `select 1`, throwing when it does not. */
export async function ping(db: Reader): Promise<void> {
  await db.execute(sql`select 1`);
}
