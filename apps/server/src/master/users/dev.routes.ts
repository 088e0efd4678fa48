import { outboxMessage, outboxQuery, z } from '@knjige/contract';
import { requireRole } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { keptMessages } from './outbox.service';

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
      return { data: await keptMessages(ctx.db, email, LATEST) };
    },
  );
};
