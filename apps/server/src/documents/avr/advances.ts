import { advancePart, advanceVat, sumByRate, type VatSummaryRow } from '@knjige/domain';
import type { Reader, Tx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { postVat } from '../../ledgers/books';
import type { FieldErrors } from '../family';
import {
  advanceLinesOf,
  advanceLinksOf,
  advancesOf,
  deductedAdvanceRows,
  deleteAdvanceLinks,
  insertAdvanceLinks,
  lockAdvanceRows,
  namedAdvancesOf,
  returnAdvancesUsed,
  setAdvanceUsed,
  type FinalFamily,
} from './advances.repo';

export type { FinalFamily } from './advances.repo';

/**
 * The advances a final invoice deducts (docs/domain.md#advances): a sales invoice (`prod`) takes
 * the buyer's `avr-izdati`, an incoming invoice (`ur`) the supplier's `avr-primljeni`. Its own
 * VAT stays on the whole supply; its lock books the advances' base and VAT used per rate as
 * negative advance rows of the same book, and adds the gross used to each advance.
 */
const subTypeOf: Record<FinalFamily, string> = { prod: 'avr-izdati', ur: 'avr-primljeni' };
const bookOf = { prod: 'kir', ur: 'kur' } as const;

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
  tx: Reader,
  companyId: number,
  vDoc: FinalFamily,
  input: { komId: number; datum: string; avansi?: readonly AdvanceUse[] | undefined },
): Promise<FieldErrors> {
  if (!input.avansi?.length) return {};
  const ids = [...new Set(input.avansi.map((a) => a.avrId))];
  const found = await advancesOf(tx, companyId, ids);
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
  await deleteAdvanceLinks(tx, vDoc, docId);
  if (!avansi.length) return;
  await insertAdvanceLinks(tx, avansi.map((a) => ({ companyId, prodId: vDoc === 'prod' ? docId : null, urId: vDoc === 'ur' ? docId : null, avrId: a.avrId, iznos: a.iznos })));
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
  const links = await advanceLinksOf(tx, vDoc, header.id);
  if (!links.length) return;
  const ids = [...new Set(links.map((l) => l.avrId))].sort((a, b) => a - b);
  const advances = await lockAdvanceRows(tx, companyId, ids);
  const lines = await advanceLinesOf(tx, ids);
  const parts: VatSummaryRow[] = [];
  for (const avr of advances) {
    const used = advancesTotal(links.filter((l) => l.avrId === avr.id));
    // the draft's client or date may have changed since it named the advance
    if (avr.status !== 'locked') throw conflict('error.avansi.not-locked');
    if (avr.komId !== header.komId) throw conflict('error.avansi.other-client');
    if (avr.datum > header.datum) throw conflict('error.avansi.after-invoice');
    if (used > avr.iznos - avr.iskorisceno) throw conflict('error.avansi.exceeds-advance');
    parts.push(...advancePart(advanceVat(lines.filter((l) => l.docId === avr.id)), avr.iskorisceno, used));
    await setAdvanceUsed(tx, avr.id, avr.iskorisceno + used);
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
export async function stornoAdvances(tx: Reader, vDoc: FinalFamily, docId: number): Promise<void> {
  await returnAdvancesUsed(tx, vDoc, docId);
}

/** The advances' base and VAT a locked final invoice deducted, per rate (positive), from its advance rows in the books. */
export async function deductedAdvances(tx: Reader, companyId: number, vDoc: FinalFamily, docId: number): Promise<VatSummaryRow[]> {
  const rows = await deductedAdvanceRows(tx, companyId, vDoc, docId);
  return rows.map((r) => ({ stopa: Number(r.stopa), osnovica: Number(r.osnovica), pdvIznos: Number(r.pdv_iznos), iznos: Number(r.osnovica) + Number(r.pdv_iznos) }));
}

/**
 * What an invoice print shows of the advances a final invoice deducts: their labels, and their
 * base and VAT per rate (from the books once locked; a draft's as its lock would book them).
 */
export async function printedAdvances(tx: Reader, companyId: number, vDoc: FinalFamily, docId: number, status: string): Promise<{ labels: string[]; rates: VatSummaryRow[] } | undefined> {
  const links = await namedAdvancesOf(tx, companyId, vDoc, docId);
  if (!links.length) return undefined;
  const labels = [...new Set(links.map((l) => l.oznaka))];
  if (status !== 'draft') return { labels, rates: await deductedAdvances(tx, companyId, vDoc, docId) };
  const ids = [...new Set(links.map((l) => l.avrId))];
  const lines = await advanceLinesOf(tx, ids);
  const parts = ids.flatMap((id) => {
    const used = advancesTotal(links.filter((l) => l.avrId === id));
    return advancePart(advanceVat(lines.filter((l) => l.docId === id)), links.find((l) => l.avrId === id)!.iskorisceno, used);
  });
  return { labels, rates: sumByRate(parts) };
}

/** The advance invoices a final invoice deducts as its e-invoice names them (BillingReference), and their gross (PrepaidAmount). */
export async function exportedAdvances(tx: Reader, companyId: number, vDoc: FinalFamily, docId: number): Promise<{ advances: { oznaka: string; datum: string }[]; prepaid: number }> {
  const links = await namedAdvancesOf(tx, companyId, vDoc, docId);
  const seen = new Set<number>();
  const advances = links.filter((l) => !seen.has(l.avrId) && seen.add(l.avrId)).map((l) => ({ oznaka: l.oznaka, datum: l.datum }));
  return { advances, prepaid: advancesTotal(links) };
}
