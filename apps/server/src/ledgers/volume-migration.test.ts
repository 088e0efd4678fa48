import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { selectRows } from '../platform/db/client';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { migrationsFolder } from '../platform/paths';

const t = useTestApp();

const volumes = () =>
  selectRows<Record<string, string | number>>(
    t.database.db,
    sql`select company_id, period_id, stock::text, client::text, vat::text, account::text, turnover::text, quantity::text from period_volume order by company_id, period_id`,
  );

it('the kept period volume is what migration 0018 counts from the ledgers: every row a lock or storno wrote, once', async () => {
  const auth = await authHeader(t.database, 'user@demo.rs');
  const d = documents(t, () => auth);
  const { VP, MP, supplier, buyer, articleByCode } = await goodsSetup(d);
  const sugar = await articleByCode('1002');

  // Receipts, a transfer, a backdated receipt that re-costs it, a sale, and reversals of each kind.
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
  await d.item('doc-psr', psr, { artId: sugar, kolicina: 10_000, nabCena: 10_000, prodCena: 15_000 });
  await d.lock('doc-psr', psr);
  const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-04-01', magOutId: VP, magInId: MP });
  await d.item('doc-int', int, { artId: sugar, kolicina: 5_000, outCena: 18_000, inCena: 25_000 });
  await d.lock('doc-int', int);
  const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-01', magId: VP, komId: supplier, dokBroj: 'F-1', dokDatum: '2024-03-01', dokDpo: '2024-04-10' });
  await d.item('doc-ur', ur, { artId: sugar, kolicina: 10_000, fakCena: 20_000, rabat1: 0, prodCena: 18_000 });
  await d.lock('doc-ur', ur);
  const sale = { vSubDoc: 'vp', datum: '2024-05-02', magId: VP, komId: buyer, datumDospeca: '2024-05-20', datumIsporuke: '2024-05-02', datumPrometa: '2024-05-02' };
  const kept = await d.create('doc-prod', { ...sale, rbroj: 1 });
  await d.item('doc-prod', kept, { artId: sugar, kolicina: 2_000, prodCena: 30_000 });
  await d.lock('doc-prod', kept);
  const reversed = await d.create('doc-prod', { ...sale, rbroj: 2 });
  await d.item('doc-prod', reversed, { artId: sugar, kolicina: 1_000, prodCena: 30_000 });
  await d.lock('doc-prod', reversed);
  await d.storno('doc-prod', reversed);
  await d.storno('doc-ur', ur);
  const [recost] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stock_ledger where kind = 'recost'`);
  expect(recost!.n).toBeGreaterThan(0);

  const counted = await volumes();
  expect(counted.length).toBeGreaterThan(0);
  await t.database.db.execute(sql`drop table period_volume`);
  const file = fs.readdirSync(migrationsFolder).find((f) => f.startsWith('0018_'))!;
  await t.database.db.transaction(async (tx) => {
    for (const statement of fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
  });
  expect(await volumes()).toEqual(counted);
});
