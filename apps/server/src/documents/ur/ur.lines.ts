import { and, eq } from 'drizzle-orm';
import { averagePrice, purchaseLine, spreadCosts } from '@knjige/domain';
import type { Tx } from '../../platform/db/client';
import { docJci, docUr, docUrItems } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { retailWarehouses } from '../article-lines';
import { supplierVat } from '../purchase-vat';

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
  const [header] = await tx.select().from(docUr).where(eq(docUr.id, docId));
  if (!header) return;
  const retail = (await retailWarehouses(tx, header.companyId))(header.magId);
  for (const item of await tx.select().from(docUrItems).where(eq(docUrItems.docId, docId))) {
    const values = urLineValues(item, item.pdvStopa, retail, header);
    if ((Object.keys(values) as (keyof typeof values)[]).some((k) => values[k] !== item[k])) await tx.update(docUrItems).set(values).where(eq(docUrItems.id, item.id));
  }
}

/**
 * The lines as the stock receives them: the dependent costs spread over the lines by their
 * invoice value in dinars (remainder on the largest), the cost price including them.
 */
export function withDependentCosts<L extends Pick<Line, 'nabVr' | 'kolicina' | 'nabCena'>>(items: L[], zavisniTr: number): L[] {
  if (!zavisniTr) return items;
  const shares = spreadCosts(
    items.map((i) => i.nabVr),
    zavisniTr,
  );
  return items.map((i, n) => {
    const nabVr = i.nabVr + shares[n]!;
    return { ...i, nabVr, nabCena: averagePrice(nabVr, i.kolicina) };
  });
}

/** An import whose customs declaration is locked waits for its storno: 409 naming them. */
export async function assertNoLockedJci(tx: Tx, urId: number): Promise<void> {
  const rows = await tx
    .select({ oznaka: docJci.oznaka })
    .from(docJci)
    .where(and(eq(docJci.urId, urId), eq(docJci.status, 'locked')));
  if (rows.length) throw conflict('error.document.has-customs-declarations', { documents: rows.map((r) => r.oznaka).join(', ') });
}
