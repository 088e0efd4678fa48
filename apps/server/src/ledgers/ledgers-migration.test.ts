import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { migrationsFolder } from '../platform/paths';
import { clientLedger, stockLedger, vatBook } from '../platform/db/schema';

const t = useTestApp();

/** Every ledger row as the code writes it. */
async function ledgers() {
  const db = t.database.db;
  return {
    stock: await db.select().from(stockLedger).orderBy(asc(stockLedger.id)),
    client: await db.select().from(clientLedger).orderBy(asc(clientLedger.id)),
    vat: await db.select().from(vatBook).orderBy(asc(vatBook.id)),
  };
}

/**
 * Turns the ledgers back into what the code before migration 0005 wrote: no document columns,
 * the re-costing of a reversal booked as '<family>-storno', negations without prices.
 */
async function asBefore0005() {
  const db = t.database.db;
  await db.execute(sql`update stock_ledger set v_doc = v_doc || '-storno' where reversal and kind = 'recost'`);
  await db.execute(sql`update stock_ledger set nab_cena = null, prod_cena = null where kind = 'storno'`);
  await db.execute(sql`alter table stock_ledger drop column doc_oznaka, drop column doc_opis, drop column reversal, drop column kom_id`);
  await db.execute(sql`alter table client_ledger drop column due_date, drop column doc_oznaka, drop column doc_opis, drop column reversal`);
  await db.execute(sql`alter table vat_book drop column doc_oznaka, drop column doc_opis, drop column reversal`);
}

it('migration 0005 fills the new ledger columns of an existing history exactly as the code writes them', async () => {
  const auth = await authHeader(t.database, 'user@demo.rs');
  const d = documents(t, () => auth);
  const { VP, MP, supplier, articleByCode } = await goodsSetup(d);
  const sugar = await articleByCode('1002');

  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP, opis: 'Popis' });
  await d.item('doc-psr', psr, { artId: sugar, kolicina: 10_000, nabCena: 10_000, prodCena: 15_000 });
  await d.lock('doc-psr', psr);
  const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-01', magId: VP, komId: supplier, dokBroj: 'F-1', dokDatum: '2024-03-01', dokDpo: '2024-04-10', opis: 'Nabavka' });
  await d.item('doc-ur', ur, { artId: sugar, kolicina: 10_000, fakCena: 20_000, rabat1: 0, prodCena: 18_000 });
  await d.lock('doc-ur', ur);
  const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-04-01', magOutId: VP, magInId: MP, opis: 'Za radnju' });
  await d.item('doc-int', int, { artId: sugar, kolicina: 5_000, outCena: 18_000, inCena: 25_000 });
  await d.lock('doc-int', int);
  await d.storno('doc-ur', ur);

  const written = await ledgers();
  // The history covers what the backfill has to get right.
  expect(written.stock.map((r) => r.kind)).toEqual(expect.arrayContaining(['post', 'reprice', 'storno', 'recost']));
  expect(written.stock.some((r) => r.reversal && r.kind === 'recost')).toBe(true);
  expect(written.stock.some((r) => r.kind === 'storno' && r.nabCena !== null)).toBe(true);
  expect(written.client.map((r) => [r.dueDate, r.reversal])).toEqual([
    ['2024-04-10', false],
    ['2024-04-10', true],
  ]);

  await asBefore0005();
  const file = fs.readdirSync(migrationsFolder).find((f) => f.startsWith('0005_'))!;
  const statements = fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  // One transaction, as the migrator runs it (the statements share a temporary table).
  await t.database.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });

  expect(await ledgers()).toEqual(written);
});
