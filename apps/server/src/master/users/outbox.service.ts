import type { Db } from '../../platform/db/client';
import { outboxMessages } from './outbox.repo';

/** The latest kept messages (to one address when given), newest first, as the dev outbox shows them. */
export async function keptMessages(db: Db, email: string | undefined, limit: number) {
  const rows = await outboxMessages(db, email, limit);
  return rows.map((r) => ({ id: r.id, to: r.toEmail, kind: r.kind, subject: r.subject, text: r.body, link: r.link, createdAt: r.createdAt.toISOString() }));
}
