import type { Reader, Tx } from '../../../platform/db/client';
import type { UblLine } from './purchase-ubl';
import type { sefItemMapping } from './purchase.tables';
import { articlesWithBarcodes, keepMappings, keptMappings } from './purchase.repo';

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

/** A GTIN as digits without its leading zeros (a GTIN-13 and the same code written as a GTIN-14 are one). */
const gtinDigits = (code: string): string => code.trim().replace(/^0+/, '');
/** The ways a GTIN may be written in an article's barcode: as sent, without leading zeros, as GTIN-8/12/13/14. */
const gtinForms = (code: string): string[] => {
  const digits = gtinDigits(code);
  return /^\d{1,14}$/.test(digits) ? [code.trim(), digits, ...[8, 12, 13, 14].filter((n) => n >= digits.length).map((n) => digits.padStart(n, '0'))] : [code.trim()];
};

/** Our article by each GTIN, where exactly one of the company's articles carries it as its barcode. */
async function articlesByBarcode(db: Reader, companyId: number, gtins: string[]): Promise<Map<string, number>> {
  const forms = [...new Set(gtins.flatMap(gtinForms))].filter((f) => f !== '');
  if (!forms.length) return new Map();
  const rows = await articlesWithBarcodes(db, companyId, forms);
  const found = new Map<string, number | null>();
  // two articles with one barcode leave the line to be chosen by hand
  for (const r of rows) {
    const key = gtinDigits(r.barkod);
    found.set(key, found.has(key) && found.get(key) !== r.id ? null : r.id);
  }
  const out = new Map<string, number>();
  for (const gtin of gtins) {
    const artId = found.get(gtinDigits(gtin));
    if (artId) out.set(gtin, artId);
  }
  return out;
}

/**
 * Our article for each line (by index); two queries. The mapping kept for this supplier by its own
 * item id or the GTIN comes first (an answer given by hand), then the article whose barcode is the
 * line's GTIN, then the mapping kept by the line's name.
 */
export async function mappedArticles(db: Reader, companyId: number, supplierPib: string, lines: Pick<UblLine, 'sellerId' | 'gtin' | 'name'>[]): Promise<(number | null)[]> {
  const keys = lines.map(lineKeys);
  const values = [...new Set(keys.flat().map((k) => k.keyValue))];
  const rows =
    supplierPib && values.length ? await keptMappings(db, companyId, supplierPib, values) : [];
  const found = new Map(rows.map((r) => [`${r.keyKind} ${r.keyValue}`, r.artId]));
  const kept = (ks: { keyKind: KeyKind; keyValue: string }[], kinds: KeyKind[]) =>
    ks.filter((k) => kinds.includes(k.keyKind)).map((k) => found.get(`${k.keyKind} ${k.keyValue}`)).find((a) => a !== undefined);
  const byBarcode = await articlesByBarcode(db, companyId, [...new Set(lines.flatMap((l) => (l.gtin ? [l.gtin] : [])))]);
  return lines.map((line, i) => kept(keys[i]!, ['sellerId', 'gtin']) ?? (line.gtin ? byBarcode.get(line.gtin) : undefined) ?? kept(keys[i]!, ['name']) ?? null);
}

/** Remembers a line as our article under each of its keys (a later answer replaces an earlier one). */
export async function rememberMapping(tx: Tx, companyId: number, supplierPib: string, line: Pick<UblLine, 'sellerId' | 'gtin' | 'name'>, artId: number): Promise<void> {
  const keys = lineKeys(line);
  if (!supplierPib || !keys.length) return;
  await keepMappings(tx, companyId, supplierPib, keys, artId);
}

