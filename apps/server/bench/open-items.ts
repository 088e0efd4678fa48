/**
 * Open-item matching on the embedded database: a 1,000-line payment that closes 1,000 open items
 * in one posting (the client-ledger rows, the kept balances and the matching, in one transaction).
 * Twice: one client with 1,000 invoices paid by 1,000 lines oldest first, and 1,000 clients with
 * one invoice each, every line quoting its invoice's reference.
 * Run: npm run bench:open-items (LINES overrides the size).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { documentReference } from '@knjige/domain';
import { postClient, type ClientPosting } from '../src/ledgers/books';
import { loadConfig } from '../src/platform/config';
import { selectRows } from '../src/platform/db/client';
import { openDatabase } from '../src/platform/db/open';
import { komMain, memberships, users } from '../src/platform/db/schema';
import { seed } from '../src/seed/seed';

const LINES = Number(process.env.LINES ?? 1000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-bench-open-items-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), jwtSecret: 'bench-secret-bench-secret-bench-secret' };
const database = await openDatabase(config);
try {
  const db = database.db;
  await seed(db, { seed: 'demo', demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const [admin] = await db.select({ companyId: memberships.companyId }).from(users).innerJoin(memberships, eq(memberships.userId, users.id)).where(eq(users.email, 'admin@demo.rs'));
  const companyId = admin!.companyId;
  const clients = await db
    .insert(komMain)
    .values(Array.from({ length: LINES }, (_, n) => ({ companyId, vKom: 'firma' as const, sifra: `B${n}`, intNaziv: `Bench ${n}`, naziv: `Bench ${n}`, postcode: '1', mesto: 'X', adresa: 'Y', isKupac: true })))
    .returning({ id: komMain.id });
  let docId = 0;
  const post = async (vDoc: string, label: string, rows: ClientPosting[]) => {
    const ctx = { companyId, periodId: 2, vDoc, docId: ++docId, docOznaka: label, docOpis: '' };
    const started = performance.now();
    await db.transaction((tx) => postClient(tx, ctx, rows));
    return performance.now() - started;
  };
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + (n % 300))).toISOString().slice(0, 10);
  const openLeft = async () => (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from client_item where role = 'item' and ostatak > 0`))[0]!.n;

  // 1. One client, LINES invoices (one document each), then one payment of LINES lines.
  const one = clients[0]!.id;
  for (let n = 0; n < LINES; n++) await post('bench-inv', `INV-${n}/2024`, [{ komId: one, datum: day(n), dueDate: day(n + 30), side: 'invoice', duguje: 1000 + n, potrazuje: 0 }]);
  const fifo = await post('bench-pay', 'PAY-1/2024', Array.from({ length: LINES }, (_, n) => ({ komId: one, datum: '2024-12-01', side: 'payment' as const, duguje: 0, potrazuje: 1000 + n })));
  console.log(`one client: a ${LINES}-line payment closing ${LINES} items oldest first: ${fifo.toFixed(0)} ms (target ≤ 1000 ms); items left open: ${await openLeft()}`);

  // 2. LINES clients with one invoice each, every payment line quoting its invoice's reference.
  const invoices = clients.slice(1).map((c, n) => ({ komId: c.id, label: `FAK-${n}/2024` }));
  for (const [n, inv] of invoices.entries()) await post('bench-fak', inv.label, [{ komId: inv.komId, datum: day(n), side: 'invoice', duguje: 5000, potrazuje: 0 }]);
  const byRef = await post(
    'bench-pay',
    'PAY-2/2024',
    invoices.map((inv) => ({ komId: inv.komId, datum: '2024-12-01', side: 'payment' as const, duguje: 0, potrazuje: 5000, poziv: documentReference(inv.label) })),
  );
  console.log(`${invoices.length} clients: a ${invoices.length}-line payment closing by reference: ${byRef.toFixed(0)} ms (target ≤ 1000 ms); items left open: ${await openLeft()}`);
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
