import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/platform/config';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client';
import type { App } from '../src/platform/http';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { memberships, users } from '../src/platform/db/schema';
import { TEST_PASSWORD, withDatabase } from './global-setup';
import { resetDatabase } from './snapshot';
import { sessionToken } from './session';

export { TEST_PASSWORD, resetDatabase };

/**
 * A database of its own, migrated and seeded with the demo company: a PGlite copy of the run's
 * snapshot, or a PostgreSQL database cloned from the run's template (dropped on close, and by the
 * run's teardown if the process ends first).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${inject('pgTemplate')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const database = openPostgres(withDatabase(url, name));
    return {
      ...database,
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return openPglite(await createPglite(undefined, new Blob([snapshot])));
}

const workerDatabaseKey = Symbol.for('knjige.test.database');
type WorkerGlobal = typeof globalThis & { [workerDatabaseKey]?: Promise<Database> };

/**
 * The database the test files of one worker process share: opened by the first file, kept open
 * for the next ones (the files of a worker run one after another, and every test starts with
 * `resetDatabase`), gone with the process.
 */
function workerDatabase(): Promise<Database> {
  const g = globalThis as WorkerGlobal;
  return (g[workerDatabaseKey] ??= openTestDatabase());
}

export interface TestContext {
  app: App;
  database: Database;
}

/**
 * The whole app on a real database for one test file; each test starts from the demo company as
 * seeded (company 1, periods 1–4, users super/admin/user), or from empty tables with `seed: false`.
 * The rows are put back from the run's snapshot, committed, so concurrent requests and the app's
 * own transactions behave as in production.
 */
export function useTestApp(options: { seed?: boolean; config?: () => Partial<AppConfig> } = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await workerDatabase();
    // SEF: never the network from a test; a file that talks to SEF gives its simulator's address
    const config = { ...loadConfig({}), jwtSecret: 'test-secret-test-secret-test-secret', logLevel: 'silent', sefBaseUrl: 'http://127.0.0.1:9', eotpBaseUrl: 'http://127.0.0.1:9', sefSyncMinutes: 0, nbsBaseUrl: 'http://127.0.0.1:9', nbsFetchMinutes: 0, ...options.config?.() };
    ctx.app = await buildApp({ config, database: ctx.database, logger: process.env.TEST_LOG ? { level: 'error' } : false });
    await ctx.app.ready();
  });
  beforeEach(async () => {
    await resetDatabase(ctx.database, options.seed !== false);
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}

const testSigner = createTokenSigner('test-secret-test-secret-test-secret', 900);

/** Authorization header of a seeded user (bypasses the sign-in exchange, which has its own tests). */
export async function authHeader(database: Database, email: string): Promise<{ authorization: string }> {
  const [row] = await database.db
    .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return { authorization: `Bearer ${await sessionToken(database.db, testSigner, row)}` };
}
