import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { adminRoles, carryForwardResult, docLabel, idParam, pskEntry, psrEntry, type CarryForwardResult } from '@knjige/contract';
import { addDays, averagePrice } from '@knjige/domain';
import { requireRole, sessionOf } from '../platform/auth/guard';
import type { Db, Tx } from '../platform/db/client';
import { conflict, notFound } from '../platform/errors';
import type { Module } from '../platform/http';
import { artMain, artPdv, clientBalance, clientItem, docPsk, docPskItems, docPsr, docPsrItems, magMain, periods, stockBalance } from '../platform/db/schema';
import { documentService } from './document.service';
import { recordHistory } from '../master/audit/history';
import { assertOpen, findPeriod, type PeriodRow } from '../master/periods/period';
import { pskFamily } from './psk/psk.family';
import { psrFamily } from './psr/psr.family';

const psrService = documentService(psrFamily);
const pskService = documentService(pskFamily);

/** The period that starts the day after `source` ends, its row held to the end of the transaction (one run at a time). */
async function nextPeriod(tx: Tx, companyId: number, source: PeriodRow): Promise<PeriodRow> {
  const [row] = await tx
    .select({ id: periods.id, title: periods.title, startDate: periods.startDate, endDate: periods.endDate, status: periods.status })
    .from(periods)
    .where(and(eq(periods.companyId, companyId), eq(periods.startDate, addDays(source.endDate, 1))))
    .for('update');
  if (!row) throw conflict('error.carry-forward.no-next-period', { period: source.title });
  return row;
}

/** 409 while the next period has locked opening documents: they are the user's, checked and booked. */
async function assertNoLockedOpenings(tx: Tx, companyId: number, periodId: number): Promise<void> {
  const locked = (table: typeof docPsr | typeof docPsk) =>
    tx
      .select({ oznaka: table.oznaka })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.periodId, periodId), eq(table.status, 'locked')))
      .orderBy(asc(table.id));
  const labels = [...(await locked(docPsr)), ...(await locked(docPsk))].map((r) => r.oznaka);
  if (labels.length) throw conflict('error.carry-forward.locked-openings', { documents: labels.slice(0, 5).join(', '), count: labels.length });
}

/** Deletes the drafts an earlier run carried from `source` (their lines go with them); how many. */
async function deleteEarlierDrafts(tx: Tx, companyId: number, periodId: number, sourceId: number): Promise<number> {
  const own = (table: typeof docPsr | typeof docPsk) => and(eq(table.companyId, companyId), eq(table.periodId, periodId), eq(table.carriedFrom, sourceId), eq(table.status, 'draft'));
  const psr = await tx.delete(docPsr).where(own(docPsr)).returning({ id: docPsr.id });
  const psk = await tx.delete(docPsk).where(own(docPsk)).returning({ id: docPsk.id });
  return psr.length + psk.length;
}

/**
 * One opening-stock draft per warehouse with stock: each article's closing quantity at its average
 * purchase price (its purchase value kept to the para) and the warehouse's current sale price.
 */
async function openingStock(tx: Tx, companyId: number, source: PeriodRow, next: PeriodRow) {
  const rows = await tx
    .select({
      magId: stockBalance.magId,
      vPromet: magMain.vPromet,
      magNaziv: magMain.magNaziv,
      artId: stockBalance.artId,
      pdvStopa: artPdv.stopa,
      stanje: stockBalance.stanje,
      nabVrednost: stockBalance.nabVrednost,
      prodVrednost: stockBalance.prodVrednost,
      kepuCena: stockBalance.kepuCena,
    })
    .from(stockBalance)
    .innerJoin(magMain, and(eq(magMain.companyId, stockBalance.companyId), eq(magMain.id, stockBalance.magId)))
    .innerJoin(artMain, and(eq(artMain.companyId, stockBalance.companyId), eq(artMain.id, stockBalance.artId)))
    .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .where(and(eq(stockBalance.companyId, companyId), eq(stockBalance.periodId, source.id), gt(stockBalance.stanje, 0)))
    .orderBy(asc(magMain.sifra), asc(magMain.id), asc(artMain.intSifra), asc(artMain.id));
  const byWarehouse = new Map<number, typeof rows>();
  for (const r of rows) byWarehouse.set(r.magId, [...(byWarehouse.get(r.magId) ?? []), r]);

  const made: CarryForwardResult['documents'] = [];
  for (const [magId, lines] of byWarehouse) {
    const { vPromet, magNaziv } = lines[0]!;
    // the next free number and the family's default note, as a new document gets them
    const init = await psrService.init(tx, companyId, next.id, vPromet);
    const rbroj = init.rbroj ?? 1;
    const [header] = await tx
      .insert(docPsr)
      .values({ companyId, periodId: next.id, vSubDoc: vPromet, rbroj, oznaka: docLabel(psrEntry, vPromet, rbroj, next.title), datum: next.startDate, napomena: init.napomena ?? '', magId, carriedFrom: source.id })
      .returning();
    if (!header) throw new Error('insert returned no row');
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
    const items = await tx.insert(docPsrItems).values(values).returning();
    await tx.update(docPsr).set(psrFamily.totals(items, header)).where(eq(docPsr.id, header.id));
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
  const open = await tx
    .select({ komId: clientItem.komId, role: clientItem.role, dir: clientItem.dir, docOznaka: clientItem.docOznaka, dueDate: clientItem.dueDate, ostatak: clientItem.ostatak })
    .from(clientItem)
    .where(and(eq(clientItem.companyId, companyId), eq(clientItem.periodId, source.id), gt(clientItem.ostatak, 0)))
    .orderBy(asc(clientItem.komId), asc(clientItem.dueDate), asc(clientItem.ledgerId));
  const balances = await tx
    .select({ komId: clientBalance.komId, stanje: sql<number>`${clientBalance.duguje} - ${clientBalance.uplata} - ${clientBalance.potrazuje} + ${clientBalance.isplata}`.mapWith(Number) })
    .from(clientBalance)
    .where(and(eq(clientBalance.companyId, companyId), eq(clientBalance.periodId, source.id)));

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
  const [header] = await tx
    .insert(docPsk)
    .values({ companyId, periodId: next.id, vSubDoc, rbroj, oznaka: docLabel(pskEntry, vSubDoc, rbroj, next.title), datum: next.startDate, napomena: init.napomena ?? '', carriedFrom: source.id })
    .returning();
  if (!header) throw new Error('insert returned no row');
  const items = await tx
    .insert(docPskItems)
    .values(lines.map((l) => ({ ...pskFamily.computeItem(l, { header }), companyId, docId: header.id })))
    .returning();
  await tx.update(docPsk).set(pskFamily.totals(items, header)).where(eq(docPsk.id, header.id));
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
    const replaced = await deleteEarlierDrafts(tx, companyId, next.id, source.id);
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
