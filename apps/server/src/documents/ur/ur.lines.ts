import { costedPurchaseLines, purchaseLine } from '@knjige/domain';
import type { Reader, Tx } from '../../platform/db/client';
import type { docUr, docUrItems } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { retailWarehouses } from '../../master/articles/article-lines.repo';
import { supplierVat } from '../purchase-vat';
import { costedFieldsOf, lockedCustomsDeclarations, purchaseHeader, purchaseLines, setPurchaseLine } from './ur.repo';

type Header = typeof docUr.$inferSelect;
type Line = typeof docUrItems.$inferSelect;

/** A line's stored values from what it was typed with, at the invoice's rate; no input VAT on a foreign or reverse-charge invoice. */
export function urLineValues(
  i: { kolicina: number; fakCena: number; rabat1: number; prodCena: number },
  pdvStopa: number,
  retail: boolean,
  header: Pick<Header, 'kurs' | 'inostrani' | 'interniObracun'>,
) {
  const line = purchaseLine(i, pdvStopa, retail, header.kurs);
  return { ...line, nabPdv: supplierVat(header) ? line.nabPdv : 0 };
}

/** A header save that changed the rate (or the supplier's kind) recomputes the draft's lines at it. */
export async function recomputeUrLines(tx: Tx, docId: number): Promise<void> {
  const header = await purchaseHeader(tx, docId);
  if (!header) return;
  const retail = (await retailWarehouses(tx, header.companyId))(header.magId);
  for (const item of await purchaseLines(tx, docId)) {
    const values = urLineValues(item, item.pdvStopa, retail, header);
    if ((Object.keys(values) as (keyof typeof values)[]).some((k) => values[k] !== item[k])) await setPurchaseLine(tx, item.id, values);
  }
}

type CostedFields = Pick<Line, 'nabVr' | 'kolicina' | 'nabCena' | 'prodCena' | 'pdvStopa'>;

/**
 * The lines as the stock receives them: the dependent costs spread over the lines by their
 * invoice value in dinars (remainder on the largest), the cost price including them
 * (`costedPurchaseLines` in the domain, as the screen and the print show them).
 */
export function withDependentCosts<L extends CostedFields>(items: L[], zavisniTr: number): L[] {
  if (!zavisniTr) return items;
  const costed = costedPurchaseLines(items, zavisniTr, false);
  return items.map((i, n) => ({ ...i, nabVr: costed[n]!.nabVr, nabCena: costed[n]!.nabCena }));
}

/**
 * A page of lines as the API answers it: each with its share of the dependent costs, its cost
 * price with them and the margin over that cost price. The share depends on every line of the
 * document, so the lines' values are read for the spread (in entry order, as the lock reads them).
 */
export async function costedLinesAsRead<L extends CostedFields & { id: number }>(db: Reader, companyId: number, header: Header, page: L[]): Promise<L[]> {
  const retail = (await retailWarehouses(db, companyId))(header.magId);
  const all: (CostedFields & { id: number })[] = header.zavisniTr
    ? await costedFieldsOf(db, header.id)
    : page;
  const costed = costedPurchaseLines(all, header.zavisniTr, retail);
  const byId = new Map(all.map((l, n) => [l.id, costed[n]!]));
  return page.map((l) => {
    const c = byId.get(l.id);
    return { ...l, zavisniTr: c?.zavisniTr ?? 0, nabCenaTr: c?.nabCena ?? l.nabCena, ruc: c?.ruc ?? 0 };
  });
}

/** An import whose customs declaration is locked waits for its storno: 409 naming them. */
export async function assertNoLockedJci(tx: Reader, urId: number): Promise<void> {
  const rows = await lockedCustomsDeclarations(tx, urId);
  if (rows.length) throw conflict('error.document.has-customs-declarations', { documents: rows.map((r) => r.oznaka).join(', ') });
}
