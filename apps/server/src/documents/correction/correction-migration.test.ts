import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { migrationsFolder } from '../../platform/paths';

const t = useTestApp();

const run = async (suffix: string) => {
  const file = fs.readdirSync(migrationsFolder).find((f) => f.endsWith(suffix))!;
  const statements = fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  await t.database.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
};

it('migration 0021 relabels the credit-note drafts; a note locked before 0020 keeps its label, reads as financial and its chain still holds', async () => {
  const auth = await authHeader(t.database, 'admin@demo.rs');
  const d = documents(t, () => auth);
  const { buyer, supplier } = await goodsSetup(d);
  const body = { datum: '2024-02-25', osnov: 'Rabat', iznos: 100_00 };
  const draft = await d.create('doc-knod', { ...body, vSubDoc: 'knod-duguje', rbroj: 3, komId: buyer });
  const old = await d.create('doc-knod', { ...body, vSubDoc: 'knod-potrazuje', rbroj: 1, komId: supplier });
  // as they were before 0020/0021: the old labels, and no values in the columns 0020 added
  await t.database.db.execute(sql`update doc_knod set oznaka = 'KNOD-KNOD-DUGUJE-3/2024' where id = ${draft}`);
  await t.database.db.execute(sql`update doc_knod set oznaka = 'KNOD-KNOD-POTRAZUJE-1/2024', sa_pdv = null, osnovica = null, pdv_iznos = null where id = ${old}`);
  await d.lock('doc-knod', old);

  await run('_correction_labels.sql');
  expect(await d.read('doc-knod', draft)).toMatchObject({ oznaka: 'KO-3/2024' });
  expect(await d.read('doc-knod', old)).toMatchObject({ oznaka: 'KNOD-KNOD-POTRAZUJE-1/2024', saPdv: false, osnovica: 0, pdvIznos: 0, iznos: 100_00 });
  expect(await d.get('/v1/audit/verify')).toMatchObject({ data: { ok: true, broken: null } });
  // a credit note saved now is labelled by the new rule
  const next = await d.create('doc-knod', { ...body, vSubDoc: 'knod-potrazuje', rbroj: 2, komId: supplier });
  expect(await d.read('doc-knod', next)).toMatchObject({ oznaka: 'KOD-2/2024' });
});
