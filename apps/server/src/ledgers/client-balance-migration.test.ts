import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { migrationsFolder } from '../platform/paths';
import { clientBalance, clientItem } from '../platform/db/schema';

const t = useTestApp();

/** The kept balances and the open items as the code writes them (references aside: the backfill has none). */
async function kept() {
  const db = t.database.db;
  return {
    balances: await db.select().from(clientBalance).orderBy(asc(clientBalance.komId)),
    items: (await db.select().from(clientItem).orderBy(asc(clientItem.ledgerId))).map((r) => ({ ...r, poziv: null })),
  };
}

it('migration 0007 fills the kept client balances and the open items of an existing history as the code writes them', async () => {
  const auth = await authHeader(t.database, 'user@demo.rs');
  const d = documents(t, () => auth);
  const { VP, supplier, articleByCode } = await goodsSetup(d);
  const sugar = await articleByCode('1002');
  const invoice = async (rbroj: number, dokDpo: string) => {
    const id = await d.create('doc-ur', { vSubDoc: 'vp', rbroj, datum: '2024-03-01', magId: VP, komId: supplier, dokBroj: `F-${rbroj}`, dokDatum: '2024-03-01', dokDpo });
    await d.item('doc-ur', id, { artId: sugar, kolicina: 10_000, fakCena: 20_000, rabat1: 0, prodCena: 25_000 });
    await d.lock('doc-ur', id);
    return id;
  };
  await invoice(1, '2024-04-10');
  await d.storno('doc-ur', await invoice(2, '2024-04-20'));

  const written = await kept();
  // One invoice open at its gross, the reversed one gone; the balance is the open one's credit.
  expect(written.items.map((r) => [r.dueDate, r.dir, r.iznos, r.ostatak])).toEqual([['2024-04-10', 'payable', 240_000, 240_000]]);
  expect(written.balances.map((r) => [r.duguje, r.uplata, r.potrazuje, r.isplata])).toEqual([[0, 0, 240_000, 0]]);

  await t.database.db.execute(sql`delete from client_allocation`);
  await t.database.db.execute(sql`delete from client_item`);
  await t.database.db.execute(sql`delete from client_balance`);
  const file = fs.readdirSync(migrationsFolder).find((f) => /^\d{4}_money\.sql$/.test(f))!;
  const backfill = fs
    .readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim().startsWith('INSERT INTO'));
  expect(backfill).toHaveLength(2);
  await t.database.db.transaction(async (tx) => {
    for (const statement of backfill) await tx.execute(sql.raw(statement));
  });

  expect(await kept()).toEqual(written);
});
