import type { App } from '../src/platform/http';
import type { Database } from '../src/platform/db/client';
import { authHeader } from './harness';

export interface KeptMessage {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/** The messages kept for an address (newest first), read as the end-to-end test does: GET /v1/dev/outbox as a super user. */
export async function outbox(app: App, database: Database, email: string): Promise<KeptMessage[]> {
  const res = await app.inject({ method: 'GET', url: `/v1/dev/outbox?email=${encodeURIComponent(email)}`, headers: await authHeader(database, 'super@demo.rs') });
  if (res.statusCode !== 200) throw new Error(`GET /v1/dev/outbox: ${res.statusCode} ${res.body}`);
  return res.json().data as KeptMessage[];
}

/** The token (`uuid`) of the newest message of this kind to the address. */
export async function lastLinkToken(app: App, database: Database, email: string, kind: string): Promise<string> {
  const message = (await outbox(app, database, email)).find((m) => m.kind === kind);
  if (!message?.link) throw new Error(`no ${kind} message to ${email}`);
  const uuid = new URL(message.link).searchParams.get('uuid');
  if (!uuid) throw new Error(`no uuid in ${message.link}`);
  return uuid;
}
