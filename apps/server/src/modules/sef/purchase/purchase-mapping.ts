import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import type { UblLine } from './purchase-ubl';
import { sefItemMapping } from './purchase.tables';

type KeyKind = (typeof sefItemMapping.$inferSelect)['keyKind'];

/** The keys a supplier's line is known by, strongest first: its own item id, its GTIN, its name. */
export function lineKeys(line: Pick<UblLine, 'sellerId' | 'gtin' | 'name'>): { keyKind: KeyKind; keyValue: string }[] {
  const keys: { keyKind: KeyKind; keyValue: string }[] = [];
  if (line.sellerId) keys.push({ keyKind: 'sellerId', keyValue: line.sellerId });
  if (line.gtin) keys.push({ keyKind: 'gtin', keyValue: line.gtin });
  const name = line.name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (name) keys.push({ keyKind: 'name', keyValue: name });
  return keys;
}

/** Our article for each line (by index) through the mapping kept for this supplier; one query. */
export async function mappedArticles(db: Tx, companyId: number, supplierPib: string, lines: Pick<UblLine, 'sellerId' | 'gtin' | 'name'>[]): Promise<(number | null)[]> {
  const keys = lines.map(lineKeys);
  const values = [...new Set(keys.flat().map((k) => k.keyValue))];
  if (!supplierPib || !values.length) return lines.map(() => null);
  const rows = await db
    .select()
    .from(sefItemMapping)
    .where(and(eq(sefItemMapping.companyId, companyId), eq(sefItemMapping.supplierPib, supplierPib), inArray(sefItemMapping.keyValue, values)));
  const found = new Map(rows.map((r) => [`${r.keyKind} ${r.keyValue}`, r.artId]));
  return keys.map((ks) => ks.map((k) => found.get(`${k.keyKind} ${k.keyValue}`)).find((a) => a !== undefined) ?? null);
}

/** Remembers a line as our article under each of its keys (a later answer replaces an earlier one). */
export async function rememberMapping(tx: Tx, companyId: number, supplierPib: string, line: Pick<UblLine, 'sellerId' | 'gtin' | 'name'>, artId: number): Promise<void> {
  const keys = lineKeys(line);
  if (!supplierPib || !keys.length) return;
  await tx
    .insert(sefItemMapping)
    .values(keys.map((k) => ({ companyId, supplierPib, ...k, artId })))
    .onConflictDoUpdate({ target: [sefItemMapping.companyId, sefItemMapping.supplierPib, sefItemMapping.keyKind, sefItemMapping.keyValue], set: { artId, updatedAt: new Date() } });
}

