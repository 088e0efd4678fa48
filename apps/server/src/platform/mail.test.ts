import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { seed } from '../seed/seed';
import { TEST_PASSWORD, authHeader, openTestDatabase } from '../../test/harness';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { mailOutbox } from './db/schema';
import type { App } from './http';
import { createMailer } from './mail';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server to receive what nodemailer sends (no TLS, no auth). */
function smtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, received, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

const silent = { info() {}, error() {}, warn() {}, debug() {}, fatal() {}, trace() {}, child: () => silent, level: 'silent', silent() {} } as never;

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    smtp = await smtpServer();
    database = await openTestDatabase();
    await seed(database.db, { seed: 'demo', demoPassword: TEST_PASSWORD, adminEmail: null, adminPassword: null });
    const config = {
      ...loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Knjige <knjige@demo.rs>', APP_URL: 'https://knjige.demo.rs/' }),
      jwtSecret: 'test-secret-test-secret-test-secret',
    };
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  it('sends the reset link by SMTP, keeps nothing in the outbox, and has no outbox route', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/auth/forgotten-password', payload: { email: 'admin@demo.rs' } });
    expect(res.statusCode).toBe(204);
    // The delivery is not awaited by the request: wait for it.
    for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toContain('<knjige@demo.rs>');
    expect(mail!.to).toEqual(['RCPT TO:<admin@demo.rs>']);
    expect(mail!.data).toContain('Subject: Promena lozinke');
    expect(mail!.data).toContain('Content-Type: text/plain');
    expect(mail!.data.replace(/=\r\n/g, '')).toMatch(/https:\/\/knjige\.demo\.rs\/reset-password\?uuid=3D[A-Za-z0-9_-]{43}/);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    const outbox = await app.inject({ method: 'GET', url: '/v1/dev/outbox', headers: await authHeader(database, 'super@demo.rs') });
    expect(outbox.statusCode).toBe(404);
  });

  it('a failed delivery is a 502 when awaited and only logged in the background', async () => {
    const closed = await smtpServer();
    await closed.close();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${closed.port}`, mailFrom: 'x@demo.rs' }, database.db, silent);
    const message = { to: 'a@demo.rs', kind: 'test', subject: 'S', text: 'T' };
    await expect(mailer.send(message)).rejects.toMatchObject({ statusCode: 502, message: 'error.mail.failed' });
    await expect(mailer.send(message, { background: true })).resolves.toBeUndefined();
  });
});
