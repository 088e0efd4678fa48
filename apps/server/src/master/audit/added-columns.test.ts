import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { migrationsFolder } from '../../platform/paths';
import { auditChain, auditChainHeads, docUr } from '../../platform/db/schema';
import { documentFamilies } from '../../documents/documents.module';
import { addedColumns, earlierSchemas } from './added-columns';
import { documentContents } from './chain';
import { recordHash } from './canonical';

const t = useTestApp();

/** The migrations after the audit chain's (0015) that give a document table's older rows a value in a new column. */
function columnsGivenValues(): { table: string; column: string; migration: number }[] {
  const found: { table: string; column: string; migration: number }[] = [];
  for (const file of fs.readdirSync(migrationsFolder).filter((f) => /^\d{4}_.*\.sql$/.test(f))) {
    const migration = Number(file.slice(0, 4));
    if (migration <= 15) continue;
    const text = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
    for (const m of text.matchAll(/ALTER TABLE "(doc_[a-z_]+)" ADD COLUMN (?:IF NOT EXISTS )?"([a-z_]+)"([^;]*)/gi)) {
      if (/\b(DEFAULT|NOT NULL)\b/i.test(m[3]!)) found.push({ table: m[1]!, column: m[2]!, migration });
    }
    for (const m of text.matchAll(/ALTER TABLE "(doc_[a-z_]+)" RENAME COLUMN "([a-z_]+)" TO "([a-z_]+)"/gi)) found.push({ table: m[1]!, column: m[3]!, migration });
    for (const m of text.matchAll(/UPDATE "(doc_[a-z_]+)"(?: [a-z]+)? SET ([^;]*)/gi)) {
      const assignments = m[2]!.split(/\b(?:FROM|WHERE)\b/i)[0]!;
      for (const c of assignments.matchAll(/"([a-z_]+)"\s*=/g)) found.push({ table: m[1]!, column: c[1]!, migration });
    }
  }
  return found;
}

it('every column a migration gives older documents a value in is named, with its migration', () => {
  const named = new Set(addedColumns.map((c) => `${c.table}.${c.column}@${c.migration}`));
  // a rename is named with the column's old name
  for (const c of addedColumns.filter((c) => c.renamedFrom)) expect(fs.readFileSync(path.join(migrationsFolder, fs.readdirSync(migrationsFolder).find((f) => f.startsWith(String(c.migration).padStart(4, '0')))!), 'utf8')).toContain(`RENAME COLUMN "${c.renamedFrom}" TO "${c.column}"`);
  // 0021 relabels credit notes that are still drafts: a locked note keeps the label it was hashed with
  const draftsOnly = new Set(['doc_knod.oznaka@21']);
  const missing = columnsGivenValues().filter((c) => !named.has(`${c.table}.${c.column}@${c.migration}`) && !draftsOnly.has(`${c.table}.${c.column}@${c.migration}`));
  expect(missing).toEqual([]);
  // the check reads what it should: migration 0025 filled the supply date of older incoming invoices
  expect(columnsGivenValues()).toContainEqual({ table: 'doc_ur', column: 'datum_prometa', migration: 25 });
});

it('a document locked before columns were added to its table still verifies, and a change to it is still found', async () => {
  const auth = await authHeader(t.database, 'admin@demo.rs');
  const d = documents(t, () => auth);
  const { VP, supplier, articleByCode } = await goodsSetup(d);
  const sugar = await articleByCode('1002');
  const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-01', magId: VP, komId: supplier, dokBroj: 'F-1', dokDatum: '2024-03-01', dokDpo: '2024-04-10' });
  await d.item('doc-ur', ur, { artId: sugar, kolicina: 10_000, fakCena: 20_000, rabat1: 0, prodCena: 28_000 });
  await d.lock('doc-ur', ur);
  const verify = async () => (await d.call('GET', '/v1/audit/verify')).json().data;
  expect(await verify()).toMatchObject({ ok: true, records: 1 });

  // The record as a lock before migration 0023 wrote it: the hash of the invoice without the columns added since.
  const db = t.database.db;
  const beforeAdvances = earlierSchemas(['doc_ur', 'doc_ur_items']).at(-1)!;
  expect([...beforeAdvances.get('doc_ur')!.left]).toEqual(expect.arrayContaining(['avans_iznos', 'datum_prometa', 'za_uplatu']));
  const urFamily = documentFamilies.find((f) => f.vDoc === 'ur')!;
  const old = (await documentContents(db, urFamily, { ids: [ur] }, beforeAdvances)).get(ur)!;
  const [record] = await db.select().from(auditChain);
  expect(old.hash).not.toBe(record!.contentHash);
  const rewritten = { ...record!, contentHash: old.hash };
  await db.execute(sql`alter table audit_chain disable trigger audit_chain_append_only`);
  try {
    await db.update(auditChain).set({ contentHash: old.hash, hash: recordHash(rewritten) }).where(eq(auditChain.id, record!.id));
  } finally {
    await db.execute(sql`alter table audit_chain enable trigger audit_chain_append_only`);
  }
  await db.update(auditChainHeads).set({ hash: recordHash(rewritten) });
  expect(await verify()).toMatchObject({ ok: true, records: 1, broken: null });

  // a change to what the old hash covers is still a change
  await db.update(docUr).set({ nabIznos: sql`${docUr.nabIznos} + 1` }).where(eq(docUr.id, ur));
  expect(await verify()).toMatchObject({ ok: false, broken: { reason: 'document-changed', vDoc: 'ur', docId: ur } });
});
