import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client';
import type { App } from '../src/platform/http';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { memberships, users } from '../src/platform/db/schema';
import { seed } from '../src/seed/seed';
import { withDatabase } from './global-setup';
import { sessionToken } from './session';

export const TEST_PASSWORD = 'Demo-lozinka-1';

/** A test file's own database: a PGlite copy of the migrated snapshot, or a cloned PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `knjige_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
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

/** Empties every table (identities restart), as a fresh install. */
export async function truncateAll(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  const names = (rows as unknown as { rows?: { tablename: string }[] }).rows ?? (rows as unknown as { tablename: string }[]);
  if (names.length === 0) return;
  await database.db.execute(sql.raw(`truncate ${names.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
}

export interface TestContext {
  app: App;
  database: Database;
}

/**
 * The whole app on a real database for one test file; before each test the tables are emptied
 * and the demo company seeded again (company 1, periods 1–4, users super/admin/user).
 */
export function useTestApp(options: { seed?: boolean } = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    const config = { ...loadConfig({}), jwtSecret: 'test-secret-test-secret-test-secret', logLevel: 'silent' };
    ctx.app = await buildApp({ config, database: ctx.database, logger: process.env.TEST_LOG ? { level: 'error' } : false });
    await ctx.app.ready();
  });
  beforeEach(async () => {
    await truncateAll(ctx.database);
    if (options.seed !== false) await seed(ctx.database.db, { seed: 'demo', demoPassword: TEST_PASSWORD, adminEmail: null, adminPassword: null });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
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
