import { desc, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { mailOutbox } from '../../platform/db/schema';

/** The latest kept messages (to one address when given), newest first. */
export function outboxMessages(tx: Reader, email: string | undefined, limit: number) {
  return tx
    .select()
    .from(mailOutbox)
    .where(email ? eq(mailOutbox.toEmail, email) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
