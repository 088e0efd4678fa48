import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/open';
import { seed } from '../src/seed/seed';
import { authHeader, TEST_PASSWORD, type TestContext } from './harness';
import { documents } from './documents';

/** A fresh temporary folder (removed by the caller). */
export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `knjige-${prefix}-`));

/**
 * The whole app as `npm start` opens it: on the embedded database of a data folder (locked while
 * open) or on `DATABASE_URL`, migrated, seeded with the demo company on its first start.
 */
export async function openApp(env: { DATA_DIR?: string; DATABASE_URL?: string; BACKUP_DIR?: string }) {
  const config = { ...loadConfig({ ...env, BACKUP_TIME: 'off' }), jwtSecret: 'test-secret-test-secret-test-secret', logLevel: 'silent' };
  const database = await openDatabase(config);
  await seed(database.db, { seed: 'demo', demoPassword: TEST_PASSWORD, adminEmail: null, adminPassword: null });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const t: TestContext = { app, database };
  let headers: Record<string, string> = await authHeader(database, 'admin@demo.rs');
  const d = documents(t, () => headers);
  return {
    ...t,
    d,
    config,
    /** Acts as this user from now on. */
    async as(email: string) {
      headers = await authHeader(database, email);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
