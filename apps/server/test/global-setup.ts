import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { seed } from '../src/seed/seed';
import { keepMigratedRows, keepSnapshot } from './snapshot';
import { prepareRules } from './schematron-rules';

export const TEST_PASSWORD = 'Demo-lozinka-1';

/** Migrated and seeded with the demo company (company 1, periods 1–4, users super/admin/user), rows kept for restores (and the migrations' own rows, for an empty one). */
async function prepare(database: Database): Promise<void> {
  await migrate(database);
  const migrated = await keepMigratedRows(database);
  await seed(database.db, { seed: 'demo', demoPassword: TEST_PASSWORD, adminEmail: null, adminPassword: null });
  await keepSnapshot(database, migrated);
}

/**
 * Migrates and seeds once per run: a PGlite data-dir snapshot each test file loads, or (with
 * TEST_DATABASE_URL) a PostgreSQL template database each test file clones. Tests then start from
 * the kept rows (see snapshot.ts) instead of seeding again.
 */
export default async function setup(project: TestProject) {
  // The e-invoice rules compile (once per machine and rules version) while the database is prepared.
  const rules = prepareRules().then(
    () => null,
    (err: unknown) => err,
  );
  const teardown = await prepareDatabase(project);
  const failed = await rules;
  if (failed) throw failed;
  return teardown;
}

async function prepareDatabase(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `knjige_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = openPostgres(withDatabase(url, template));
    await prepare(database);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      // The test workers' databases (named after the template) go with the run.
      const clones = await admin.query<{ name: string }>(`select datname as name from pg_database where datname like '${template}\\_%'`);
      for (const { name } of clones.rows) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }
  const client = await freshPglite();
  await prepare(openPglite(client));
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `knjige-snapshot-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(file, { force: true });
}

/**
 * An empty PGlite cluster. Creating one (initdb) is most of a PGlite start, so the new cluster is
 * kept between runs in node_modules/.cache, one per PGlite version; loading it is a few times faster.
 */
async function freshPglite(): Promise<PGlite> {
  const packageDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const cached = path.resolve(packageDir, '../../.cache/knjige-test', `pglite-${version}-initdb.tar`);
  if (fs.existsSync(cached)) return createPglite(undefined, new Blob([fs.readFileSync(cached)]));
  const client = await createPglite(undefined);
  const dump = await client.dumpDataDir('none');
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  // Written aside and renamed, so a run started meanwhile never reads half a file.
  const partial = `${cached}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, cached);
  return client;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteSnapshot: string;
  }
}
