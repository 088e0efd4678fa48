import { adminRoles, carryForwardResult, docLabel, idParam, pskEntry, psrEntry, type CarryForwardResult } from '@knjige/contract';
import { addDays, averagePrice } from '@knjige/domain';
import { requireRole, sessionOf } from '../platform/auth/guard';
import type { Db, Reader, Tx } from '../platform/db/client';
import { conflict, notFound } from '../platform/errors';
import type { Module } from '../platform/http';
import { documentService } from './document.service';
import { recordHistory } from '../master/audit/history';
import { assertOpen, findPeriod, type PeriodRow } from '../master/periods/period';
import { pskFamily } from './psk/psk.family';
import { psrFamily } from './psr/psr.family';
import {
  clientBalancesOf,
  closingStock,
  deleteCarriedDrafts,
  insertBalanceOpening,
  insertBalanceOpeningLines,
  insertStockOpening,
  insertStockOpeningLines,
  lockedOpenings,
  openClientItems,
  setBalanceOpeningTotals,
  setStockOpeningTotals,
} from './carry-forward.repo';
import { lockPeriodStarting } from './next-period.repo';

const psrService = documentService(psrFamily);
const pskService = documentService(pskFamily);

/** The period that starts the day after `source` ends, its row held to the end of the transaction (one run at a time). */
async function nextPeriod(tx: Tx, companyId: number, source: PeriodRow): Promise<PeriodRow> {
  const row = await lockPeriodStarting(tx, companyId, addDays(source.endDate, 1));
  if (!row) throw conflict('error.carry-forward.no-next-period', { period: source.title });
  return row;
}

/** 409 while the next period has locked opening documents: they are the user's, checked and booked. */
async function assertNoLockedOpenings(tx: Reader, companyId: number, periodId: number): Promise<void> {
  const labels = [...(await lockedOpenings(tx, 'psr', companyId, periodId)), ...(await lockedOpenings(tx, 'psk', companyId, periodId))].map((r) => r.oznaka);
  if (labels.length) throw conflict('error.carry-forward.locked-openings', { documents: labels.slice(0, 5).join(', '), count: labels.length });
}

/**
 * One opening-stock draft per warehouse with stock: each article's closing quantity at its average
 * purchase price (its purchase value kept to the para) and the warehouse's current sale price.
 */
async function openingStock(tx: Tx, companyId: number, source: PeriodRow, next: PeriodRow) {
  const rows = await closingStock(tx, companyId, source.id);
  const byWarehouse = new Map<number, typeof rows>();
  for (const r of rows) byWarehouse.set(r.magId, [...(byWarehouse.get(r.magId) ?? []), r]);

  const made: CarryForwardResult['documents'] = [];
  for (const [magId, lines] of byWarehouse) {
    const { vPromet, magNaziv } = lines[0]!;
    // the next free number and the family's default note, as a new document gets them
    const init = await psrService.init(tx, companyId, next.id, vPromet);
    const rbroj = init.rbroj ?? 1;
    const header = await insertStockOpening(tx, { companyId, periodId: next.id, vSubDoc: vPromet, rbroj, oznaka: docLabel(psrEntry, vPromet, rbroj, next.title), datum: next.startDate, napomena: init.napomena ?? '', magId, carriedFrom: source.id });
    const values = lines.map((l) => {
      const input = {
        artId: l.artId,
        kolicina: l.stanje,
        nabCena: averagePrice(l.nabVrednost, l.stanje),
        prodCena: l.kepuCena ?? averagePrice(l.prodVrednost, l.stanje),
        nabVr: l.nabVrednost,
      };
      return { ...psrFamily.computeItem(input, { article: { id: l.artId, pdvStopa: l.pdvStopa }, retail: vPromet === 'mp', header }), companyId, docId: header.id };
    });
    const items = await insertStockOpeningLines(tx, values);
    await setStockOpeningTotals(tx, header.id, psrFamily.totals(items, header));
    made.push({ family: 'psr', id: header.id, vSubDoc: vPromet, oznaka: header.oznaka, magNaziv, lines: items.length });
  }
  return made;
}

/**
 * The opening client balances: a line per open item (what is left of it, its document's label and
 * due date) and per unused payment, and a line for any rest of a client's balance that no open item
 * explains, so each client's balance carries over to the para.
 */
async function openingBalances(tx: Tx, companyId: number, source: PeriodRow, next: PeriodRow) {
  const open = await openClientItems(tx, companyId, source.id);
  const balances = await clientBalancesOf(tx, companyId, source.id);

  type Line = { komId: number; duguje: number; potrazuje: number; dueDate: string | null; dokOznaka: string };
  const lines: Line[] = [];
  const explained = new Map<number, number>();
  for (const o of open) {
    // The client owes us: an open receivable, or an unused payment we made to them; else we owe them.
    const owed = (o.role === 'item') === (o.dir === 'receivable');
    lines.push({ komId: o.komId, duguje: owed ? o.ostatak : 0, potrazuje: owed ? 0 : o.ostatak, dueDate: o.dueDate, dokOznaka: o.docOznaka });
    explained.set(o.komId, (explained.get(o.komId) ?? 0) + (owed ? o.ostatak : -o.ostatak));
  }
  for (const b of balances) {
    const rest = b.stanje - (explained.get(b.komId) ?? 0);
    if (rest !== 0) lines.push({ komId: b.komId, duguje: Math.max(rest, 0), potrazuje: Math.max(-rest, 0), dueDate: null, dokOznaka: '' });
  }
  if (!lines.length) return [];
  lines.sort((a, b) => a.komId - b.komId);

  const vSubDoc = pskFamily.defaultSubType;
  const init = await pskService.init(tx, companyId, next.id, vSubDoc);
  const rbroj = init.rbroj ?? 1;
  const header = await insertBalanceOpening(tx, { companyId, periodId: next.id, vSubDoc, rbroj, oznaka: docLabel(pskEntry, vSubDoc, rbroj, next.title), datum: next.startDate, napomena: init.napomena ?? '', carriedFrom: source.id });
  const items = await insertBalanceOpeningLines(
    tx,
    lines.map((l) => ({ ...pskFamily.computeItem(l, { header }), companyId, docId: header.id })),
  );
  await setBalanceOpeningTotals(tx, header.id, pskFamily.totals(items, header));
  return [{ family: 'psk' as const, id: header.id, vSubDoc, oznaka: header.oznaka, lines: items.length }];
}

/**
 * Year-end carry-forward: draft opening documents of the next period from this period's closing
 * stock and open items, replacing the drafts of an earlier run. Refused (409) for a closed period,
 * into a closed period, without a next period, and while the next period has locked openings.
 */
export async function carryForward(db: Db, companyId: number, userId: number | null, periodId: number): Promise<CarryForwardResult> {
  return db.transaction(async (tx) => {
    const source = await findPeriod(tx, companyId, periodId).catch(() => {
      throw notFound();
    });
    assertOpen(source);
    const next = await nextPeriod(tx, companyId, source);
    assertOpen(next);
    await assertNoLockedOpenings(tx, companyId, next.id);
    const replaced = await deleteCarriedDrafts(tx, companyId, next.id, source.id);
    const documents = [...(await openingStock(tx, companyId, source, next)), ...(await openingBalances(tx, companyId, source, next))];
    for (const doc of documents) await recordHistory(tx, { companyId, userId, vDoc: doc.family, docId: doc.id, action: 'create' });
    return { periodId: next.id, periodTitle: next.title, replaced, documents };
  });
}

export const carryForwardModule: Module = (app, { db }) => {
  app.post(
    '/periods/:id/carry-forward',
    { onRequest: requireRole(...adminRoles), schema: { params: idParam, response: { 201: carryForwardResult } } },
    async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      return reply.status(201).send(await carryForward(db, companyId, userId, request.params.id));
    },
  );
};
