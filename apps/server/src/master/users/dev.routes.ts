import { outboxMessage, outboxQuery, z } from '@knjige/contract';
import { requireRole } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { outboxMessages } from './outbox.repo';

const LATEST = 50;

/**
 * The kept messages, newest first, so links can be followed on a machine without mail. Exists
 * only while no SMTP server is configured, and only for super users.
 */
export const devModule: Module = (app, ctx) => {
  if (ctx.config.smtpUrl) return;
  app.get(
    '/dev/outbox',
    { onRequest: requireRole('super'), schema: { querystring: outboxQuery, response: { 200: z.object({ data: z.array(outboxMessage) }) } } },
    async (request) => {
      const email = request.query.email?.toLowerCase();
      const rows = await outboxMessages(ctx.db, email, LATEST);
      return {
        data: rows.map((r) => ({ id: r.id, to: r.toEmail, kind: r.kind, subject: r.subject, text: r.body, link: r.link, createdAt: r.createdAt.toISOString() })),
      };
    },
  );
};
