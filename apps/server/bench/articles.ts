/**
 * Article list latency on a realistic catalogue: 10,000 articles in the embedded database, 200
 * requests of GET /v1/art-main through the whole app (auth, validation, query, serialisation).
 * Run: npm run bench:articles (ARTICLES, REQUESTS override the sizes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/open';
import { artGrupa, artMain, artPdv, memberships, users } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { seed } from '../src/seed/seed';

const ARTICLES = Number(process.env.ARTICLES ?? 10_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const PER_PAGE = 20;
const BATCH = 1_000;

// A fixed seed keeps runs comparable.
let state = 42;
const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const nouns = ['Brašno', 'Šećer', 'Ulje', 'Voda', 'Sok', 'Kafa', 'Čaj', 'Mleko', 'Jogurt', 'Sir', 'Hleb', 'Keks', 'Deterdžent', 'Sapun', 'Šampon', 'Pivo', 'Vino', 'Pirinač', 'Testenina', 'So'];
const kinds = ['domaći', 'integralni', 'premium', 'classic', 'light', 'bio', 'extra', 'family'];
const sizes = ['250 g', '500 g', '1 kg', '0,5 l', '1 l', '1,5 l', '2 l', '5 kg'];
const searches = ['mleko', 'kafa 1 kg', 'bio', 'šampon', '1234', '8601', 'premium 2 l', 'xyz-nema'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label}: n=${sorted.length}, median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-bench-articles-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), jwtSecret: 'bench-secret-bench-secret-bench-secret' };
const database = await openDatabase(config);
try {
  await seed(database.db, { seed: 'demo', demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const db = database.db;
  const [admin] = await db
    .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'admin@demo.rs'));
  const { companyId } = admin!;
  const groups = await db.select({ id: artGrupa.id }).from(artGrupa).where(eq(artGrupa.companyId, companyId));
  const rates = await db.select({ id: artPdv.id }).from(artPdv).where(eq(artPdv.companyId, companyId));

  let t = performance.now();
  for (let start = 0; start < ARTICLES; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ARTICLES - start) }, (_, k) => {
      const n = start + k;
      return {
        companyId,
        vArtikl: 'roba' as const,
        grpId: pick(groups).id,
        intSifra: String(100_000 + n),
        artNaziv: `${pick(nouns)} ${pick(kinds)} ${pick(sizes)} #${n}`,
        barkod: `860${String(n).padStart(10, '0')}`,
        meraCode: 'kom',
        pdvId: pick(rates).id,
      };
    });
    await db.insert(artMain).values(rows);
  }
  console.log(`inserted ${ARTICLES} articles in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const token = await sessionToken(database.db, createTokenSigner(config.jwtSecret, 900), admin!);
  const headers = { authorization: `Bearer ${token}` };
  const pages = Math.ceil((ARTICLES + 8) / PER_PAGE);

  const get = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return ms;
  };

  // Warm-up: JIT, plan caches, the database's buffers.
  for (let i = 0; i < 20; i++) await get(`/v1/art-main?page=${1 + Math.floor(random() * pages)}&perPage=${PER_PAGE}`);

  const list: number[] = [];
  const search: number[] = [];
  t = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    if (i % 5 === 4) {
      search.push(await get(`/v1/art-main?page=1&perPage=${PER_PAGE}&search=${encodeURIComponent(pick(searches))}`));
    } else {
      list.push(await get(`/v1/art-main?page=${1 + Math.floor(random() * pages)}&perPage=${PER_PAGE}`));
    }
  }
  console.log(`${REQUESTS} requests in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  console.log(summary('  pages   ', list));
  console.log(summary('  searches', search));
  console.log(summary(`GET /v1/art-main (${ARTICLES} articles, perPage ${PER_PAGE}, ${database.kind})`, [...list, ...search]) + ' (target median ≤ 20 ms)');
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
