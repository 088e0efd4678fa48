import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { advancePart, advanceVat, sumByRate, type VatSummaryRow } from '@knjige/domain';
import { selectRows, type Tx } from '../../platform/db/client';
import { docAvr, docAvrItems, docAvrLinks } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { postVat } from '../../ledgers/books';
import type { FieldErrors } from '../family';

/**
 * The advances a final invoice deducts (docs/domain.md#advances): a sales invoice (`prod`) takes
 * the buyer's `avr-izdati`, an incoming invoice (`ur`) the supplier's `avr-primljeni`. Its own
 * VAT stays on the whole supply; its lock books the advances' base and VAT used per rate as
 * negative advance rows of the same book, and adds the gross used to each advance.
 */
export type FinalFamily = 'prod' | 'ur';

const subTypeOf: Record<FinalFamily, string> = { prod: 'avr-izdati', ur: 'avr-primljeni' };
const bookOf = { prod: 'kir', ur: 'kur' } as const;
const linkColumn = (vDoc: FinalFamily) => (vDoc === 'prod' ? docAvrLinks.prodId : docAvrLinks.urId);

export interface AdvanceUse {
  avrId: number;
  iznos: number;
}

/** Gross of the advances a payload names. */
export const advancesTotal = (avansi: readonly AdvanceUse[]): number => avansi.reduce((s, a) => s + a.iznos, 0);

/** The header values a save gives a final invoice: the advances' gross (kept when the payload leaves them out) and what is left to pay. */
export function advanceTotals(avansi: readonly AdvanceUse[] | undefined, current: { avansIznos: number } | null, iznos: number) {
  const avansIznos = avansi ? advancesTotal(avansi) : (current?.avansIznos ?? 0);
  return { avansIznos, zaUplatu: iznos - avansIznos };
}

/**
 * Field errors (`avansi`) for the advances a final invoice names: this company's advance invoices
 * of the right kind, of the same client, locked, not dated after the invoice, and no more of each
 * than locked final invoices have left of it.
 */
export async function checkAdvances(
  tx: Tx,
  companyId: number,
  vDoc: FinalFamily,
  input: { komId: number; datum: string; avansi?: readonly AdvanceUse[] | undefined },
): Promise<FieldErrors> {
  if (!input.avansi?.length) return {};
  const ids = [...new Set(input.avansi.map((a) => a.avrId))];
  const found = await tx
    .select({ id: docAvr.id, vSubDoc: docAvr.vSubDoc, komId: docAvr.komId, status: docAvr.status, datum: docAvr.datum, iznos: docAvr.iznos, iskorisceno: docAvr.iskorisceno })
    .from(docAvr)
    .where(and(eq(docAvr.companyId, companyId), inArray(docAvr.id, ids)));
  const byId = new Map(found.map((r) => [r.id, r]));
  for (const id of ids) {
    const avr = byId.get(id);
    const asked = advancesTotal(input.avansi.filter((a) => a.avrId === id));
    if (!avr) return { avansi: 'error.avansi.not-found' };
    if (avr.vSubDoc !== subTypeOf[vDoc]) return { avansi: 'error.avansi.wrong-kind' };
    if (avr.komId !== input.komId) return { avansi: 'error.avansi.other-client' };
    if (avr.status !== 'locked') return { avansi: 'error.avansi.not-locked' };
    if (avr.datum > input.datum) return { avansi: 'error.avansi.after-invoice' };
    if (asked > avr.iznos - avr.iskorisceno) return { avansi: 'error.avansi.exceeds-advance' };
  }
  return {};
}

/** Replaces a draft final invoice's advances with those of its payload (left out: kept). */
export async function saveAdvances(tx: Tx, companyId: number, vDoc: FinalFamily, docId: number, avansi: readonly AdvanceUse[] | undefined): Promise<void> {
  if (!avansi) return;
  await tx.delete(docAvrLinks).where(eq(linkColumn(vDoc), docId));
  if (!avansi.length) return;
  await tx.insert(docAvrLinks).values(avansi.map((a) => ({ companyId, prodId: vDoc === 'prod' ? docId : null, urId: vDoc === 'ur' ? docId : null, avrId: a.avrId, iznos: a.iznos })));
}

/** The advances a final invoice deducts as its reads show them: `[{ avrId, oznaka, iznos }]`. */
export function advancesRead(vDoc: FinalFamily, table: string): SQL.Aliased<{ avrId: number; oznaka: string; iznos: number }[]> {
  const column = vDoc === 'prod' ? 'prod_id' : 'ur_id';
  return sql<{ avrId: number; oznaka: string; iznos: number }[]>`coalesce((select json_agg(json_build_object('avrId', l.avr_id, 'oznaka', a.oznaka, 'iznos', l.iznos) order by l.id)
    from doc_avr_links l join doc_avr a on a.id = l.avr_id where l.${sql.raw(column)} = ${sql.raw(`"${table}"."id"`)}), '[]'::json)`.as('avansi');
}

/** The header of a final invoice that locking needs. */
interface FinalHeader {
  id: number;
  periodId: number;
  datum: string;
  oznaka: string;
  opis: string;
  komId: number;
  dokBroj?: string;
  dokDatum?: string;
}

/**
 * At the final invoice's lock: each advance still locked and with enough left (re-read under a
 * row lock, so two invoices locking at once cannot use it twice past its amount: 409), the
 * advances' base and VAT of the part used per rate booked negative in KIR (KUR), and the gross
 * used added to each advance. The deduction rows take the final invoice's tax point (`vatDatum`),
 * the date its own VAT rows carry.
 */
export async function lockAdvances(tx: Tx, companyId: number, vDoc: FinalFamily, header: FinalHeader, vatDatum: string): Promise<void> {
  const links = await tx.select({ avrId: docAvrLinks.avrId, iznos: docAvrLinks.iznos }).from(docAvrLinks).where(eq(linkColumn(vDoc), header.id)).orderBy(docAvrLinks.id);
  if (!links.length) return;
  const ids = [...new Set(links.map((l) => l.avrId))].sort((a, b) => a - b);
  const advances = await tx
    .select({ id: docAvr.id, status: docAvr.status, komId: docAvr.komId, datum: docAvr.datum, iznos: docAvr.iznos, iskorisceno: docAvr.iskorisceno })
    .from(docAvr)
    .where(and(eq(docAvr.companyId, companyId), inArray(docAvr.id, ids)))
    .orderBy(docAvr.id)
    .for('update');
  const lines = await tx.select({ docId: docAvrItems.docId, stopa: docAvrItems.pdvStopa, iznos: docAvrItems.iznos }).from(docAvrItems).where(inArray(docAvrItems.docId, ids));
  const parts: VatSummaryRow[] = [];
  for (const avr of advances) {
    const used = advancesTotal(links.filter((l) => l.avrId === avr.id));
    // the draft's client or date may have changed since it named the advance
    if (avr.status !== 'locked') throw conflict('error.avansi.not-locked');
    if (avr.komId !== header.komId) throw conflict('error.avansi.other-client');
    if (avr.datum > header.datum) throw conflict('error.avansi.after-invoice');
    if (used > avr.iznos - avr.iskorisceno) throw conflict('error.avansi.exceeds-advance');
    parts.push(...advancePart(advanceVat(lines.filter((l) => l.docId === avr.id)), avr.iskorisceno, used));
    await tx.update(docAvr).set({ iskorisceno: avr.iskorisceno + used }).where(eq(docAvr.id, avr.id));
  }
  const ctx = { companyId, periodId: header.periodId, vDoc, docId: header.id, docOznaka: header.oznaka, docOpis: header.opis };
  await postVat(
    tx,
    ctx,
    sumByRate(parts).map((r) => ({
      book: bookOf[vDoc],
      datum: vatDatum,
      komId: header.komId,
      dokBroj: header.dokBroj ?? header.oznaka,
      dokDatum: header.dokDatum ?? header.datum,
      stopa: r.stopa,
      osnovica: -r.osnovica,
      pdvIznos: -r.pdvIznos,
      avans: true,
    })),
  );
}

/** At the final invoice's storno (its VAT rows the ledgers negate): the gross it used goes back to each advance. */
export async function stornoAdvances(tx: Tx, vDoc: FinalFamily, docId: number): Promise<void> {
  await tx.execute(sql`
    update doc_avr a set iskorisceno = a.iskorisceno - s.iznos
    from (select avr_id, sum(iznos) as iznos from doc_avr_links where ${linkColumn(vDoc)} = ${docId} group by avr_id) s
    where a.id = s.avr_id`);
}

/** The advances' base and VAT a locked final invoice deducted, per rate (positive), from its advance rows in the books. */
export async function deductedAdvances(tx: Tx, companyId: number, vDoc: FinalFamily, docId: number): Promise<VatSummaryRow[]> {
  const rows = await selectRows<{ stopa: number; osnovica: string; pdv_iznos: string }>(
    tx,
    sql`
    select stopa, -sum(osnovica) as osnovica, -sum(pdv_iznos) as pdv_iznos from vat_book
    where company_id = ${companyId} and v_doc = ${vDoc} and doc_id = ${docId} and avans and kind = 'post'
    group by stopa order by stopa desc`,
  );
  return rows.map((r) => ({ stopa: Number(r.stopa), osnovica: Number(r.osnovica), pdvIznos: Number(r.pdv_iznos), iznos: Number(r.osnovica) + Number(r.pdv_iznos) }));
}

/**
 * What an invoice print shows of the advances a final invoice deducts: their labels, and their
 * base and VAT per rate (from the books once locked; a draft's as its lock would book them).
 */
export async function printedAdvances(tx: Tx, companyId: number, vDoc: FinalFamily, docId: number, status: string): Promise<{ labels: string[]; rates: VatSummaryRow[] } | undefined> {
  const links = await tx
    .select({ avrId: docAvrLinks.avrId, iznos: docAvrLinks.iznos, oznaka: docAvr.oznaka, iskorisceno: docAvr.iskorisceno })
    .from(docAvrLinks)
    .innerJoin(docAvr, eq(docAvr.id, docAvrLinks.avrId))
    .where(and(eq(linkColumn(vDoc), docId), eq(docAvrLinks.companyId, companyId)))
    .orderBy(docAvrLinks.id);
  if (!links.length) return undefined;
  const labels = [...new Set(links.map((l) => l.oznaka))];
  if (status !== 'draft') return { labels, rates: await deductedAdvances(tx, companyId, vDoc, docId) };
  const ids = [...new Set(links.map((l) => l.avrId))];
  const lines = await tx.select({ docId: docAvrItems.docId, stopa: docAvrItems.pdvStopa, iznos: docAvrItems.iznos }).from(docAvrItems).where(inArray(docAvrItems.docId, ids));
  const parts = ids.flatMap((id) => {
    const used = advancesTotal(links.filter((l) => l.avrId === id));
    return advancePart(advanceVat(lines.filter((l) => l.docId === id)), links.find((l) => l.avrId === id)!.iskorisceno, used);
  });
  return { labels, rates: sumByRate(parts) };
}

/** The advance invoices a final invoice deducts as its e-invoice names them (BillingReference), and their gross (PrepaidAmount). */
export async function exportedAdvances(tx: Tx, companyId: number, vDoc: FinalFamily, docId: number): Promise<{ advances: { oznaka: string; datum: string }[]; prepaid: number }> {
  const links = await tx
    .select({ avrId: docAvrLinks.avrId, iznos: docAvrLinks.iznos, oznaka: docAvr.oznaka, datum: docAvr.datum })
    .from(docAvrLinks)
    .innerJoin(docAvr, eq(docAvr.id, docAvrLinks.avrId))
    .where(and(eq(linkColumn(vDoc), docId), eq(docAvrLinks.companyId, companyId)))
    .orderBy(docAvrLinks.id);
  const seen = new Set<number>();
  const advances = links.filter((l) => !seen.has(l.avrId) && seen.add(l.avrId)).map((l) => ({ oznaka: l.oznaka, datum: l.datum }));
  return { advances, prepaid: advancesTotal(links) };
}
