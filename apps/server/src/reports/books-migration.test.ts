import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { migrationsFolder } from '../platform/paths';
import { vatBook, vatBookDay, vatBookLines } from '../platform/db/schema';
import { postVat } from '../ledgers/books';

const t = useTestApp();

/** The VAT book's lines and sums as the code writes them. */
async function books() {
  const db = t.database.db;
  return {
    lines: (await db.select({ id: vatBook.id, lineId: vatBook.lineId, lineHead: vatBook.lineHead }).from(vatBook).orderBy(asc(vatBook.id))),
    day: await db.select().from(vatBookDay).orderBy(asc(vatBookDay.book), asc(vatBookDay.datum), asc(vatBookDay.stopa), asc(vatBookDay.deductible)),
    counts: await db.select().from(vatBookLines).orderBy(asc(vatBookLines.book), asc(vatBookLines.datum)),
  };
}

it('migration 0009 gives the VAT rows already booked their lines and sums exactly as the code writes them', async () => {
  const auth = await authHeader(t.database, 'user@demo.rs');
  const d = documents(t, () => auth);
  const { VP, supplier, articleByCode } = await goodsSetup(d);
  const sugar = await articleByCode('1002');
  const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-01', magId: VP, komId: supplier, dokBroj: 'F-1', dokDatum: '2024-03-01', dokDpo: '2024-04-10' });
  await d.item('doc-ur', ur, { artId: sugar, kolicina: 10_000, fakCena: 20_000, rabat1: 0, prodCena: 28_000 });
  await d.lock('doc-ur', ur);
  await d.storno('doc-ur', ur);
  const ctx = (docId: number, docOznaka: string) => ({ companyId: 1, periodId: 2, vDoc: 'fis', docId, docOznaka, docOpis: '' });
  const receipt = { book: 'kir' as const, datum: '2024-03-02', komId: null, dokBroj: 'PFR-1', stopa: 2000, osnovica: 1_000, pdvIznos: 200 };
  await t.database.db.transaction((tx) => postVat(tx, ctx(1, 'BI000001'), [receipt, { ...receipt, stopa: 1000, pdvIznos: 100 }]));
  await t.database.db.transaction((tx) => postVat(tx, ctx(2, 'BI000002'), [receipt]));
  await t.database.db.transaction((tx) => postVat(tx, ctx(3, 'BI000003'), [{ ...receipt, dokBroj: 'PFR-2' }]));

  const written = await books();
  // Three lines: the invoice, its reversal, and two registers of a day.
  expect(written.counts.map((c) => [c.book, c.datum, c.lines])).toEqual([
    ['kir', '2024-03-02', 2],
    ['kur', '2024-03-01', 2],
  ]);

  const db = t.database.db;
  await db.execute(sql`drop table vat_book_day, vat_book_lines`);
  await db.execute(sql`alter table vat_book drop column line_id, drop column line_head`);
  await db.execute(sql`alter table art_pdv drop column pravo_odbitka`);
  // 0009 writes the lines and sums; 0022 marks the advances' rows apart (none here); 0028 tags the POPDV fields
  const files = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('_books.sql') || f.endsWith('_vat_advances.sql') || f.endsWith('_vat_popdv.sql')).sort();
  const statements = files.flatMap((file) => fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint'));
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
  expect(await books()).toEqual(written);
});
