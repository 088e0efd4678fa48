/**
 * Spreadsheet import of a whole catalogue: 10,000 articles as CSV and as XLSX through
 * POST /v1/import/art-main/commit on a fresh embedded database. Prints the time of each.
 * Run: npm run bench:import (ARTICLES overrides the size).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/open';
import { artMain, memberships, users } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { seed } from '../src/seed/seed';

const ARTICLES = Number(process.env.ARTICLES ?? 10_000);
const header = ['Šifra', 'Naziv', 'Bar kod', 'Grupa', 'JM', 'PDV'];
const groups = ['Prehrana', 'Pića', 'Kućna hemija', 'Slatkiši', 'Kozmetika'];
const rows = (prefix: string) =>
  Array.from({ length: ARTICLES }, (_, n) => [`${prefix}${n + 1}`, `Artikal ${prefix}${n + 1} ${n % 7 === 0 ? 'čokoladni' : 'običan'}`, `860${String(n).padStart(10, '0')}`, groups[n % groups.length]!, n % 3 ? 'kom' : 'kg', n % 4 ? '20' : '10']);

function multipart(file: Buffer, filename: string) {
  const boundary = '----bench';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-bench-import-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), jwtSecret: 'bench-secret-bench-secret-bench-secret' };
const database = await openDatabase(config);
try {
  await seed(database.db, { seed: 'demo', demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const [admin] = await database.db
    .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'admin@demo.rs'));
  const token = await sessionToken(database.db, createTokenSigner(config.jwtSecret, 900), admin!);
  const app = await buildApp({ config, database, logger: false });
  const csv = Buffer.from([header, ...rows('C')].map((r) => r.join(';')).join('\n'));
  const xlsx = await writeXlsxFile([header, ...rows('X')].map((r) => r.map((value) => ({ value })))).toBuffer();
  for (const [label, file, name] of [['CSV', csv, 'artikli.csv'], ['XLSX', xlsx, 'artikli.xlsx']] as const) {
    const body = multipart(file, name);
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/v1/import/art-main/commit', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    const ms = performance.now() - started;
    const summary = res.json().data;
    console.log(`${label}: ${ARTICLES} articles (${(file.length / 1024).toFixed(0)} KiB) imported in ${(ms / 1000).toFixed(2)} s — created ${summary.created}, skipped ${summary.skipped} (target ≤ 10 s)`);
  }
  console.log(`articles in the company: ${await database.db.$count(artMain, eq(artMain.companyId, admin!.companyId))}`);
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
