import type { SefPurchaseSyncResult } from '@knjige/contract';
import { addDays, belgradeToday } from '@knjige/domain';
import type { Db } from '../../../platform/db/client';
import type { SefClient } from '../sef-client';
import { SefError } from '../sef-errors';
import { noteSefOutcome } from '../sef-settings';
import type { PurchaseInvoiceChange } from '../sef-types';
import { sefDayOf } from './purchase-dates';
import { embeddedPdf, purchaseFigures, readPurchaseUbl, UblError, type PurchaseUbl } from './purchase-ubl';
import { moveCursor, purchaseCursor, purchasesWithStatus, startCursor, storedPurchaseIds, updatePurchase, upsertPurchase } from './purchase.repo';
import { keepAgencyFiguresNow } from '../../agency/agency-figures';
import { XmlParseError } from './xml-tree';

/** SEF keeps its change history about a month (docs/domain.md#sales-invoices-on-sef): the first pull reaches as far back. */
const HISTORY_DAYS = 30;

interface Counts {
  added: number;
  updated: number;
}

/** The invoice's facts read from its XML, or why they could not be read. */
function read(xml: string): { facts: PurchaseUbl | null; parseError: string | null; hasPdf: boolean } {
  try {
    return { facts: readPurchaseUbl(xml), parseError: null, hasPdf: embeddedPdf(xml) !== null };
  } catch (err) {
    if (err instanceof UblError || err instanceof XmlParseError) return { facts: null, parseError: err.message, hasPdf: false };
    throw err;
  }
}

/** Fetches one invoice (its status, then its XML) and keeps it; the same invoice again is the same row. */
async function fetchInvoice(db: Db, client: SefClient, companyId: number, sefPurchaseId: number, today: string): Promise<void> {
  const simple = await client.purchaseInvoice(sefPurchaseId);
  let xml = '';
  let refused: string | null = null;
  try {
    xml = await client.purchaseInvoiceXml(sefPurchaseId);
  } catch (err) {
    // SEF refusing this one invoice's XML must not stop every later pull: kept with SEF's reason
    if (!(err instanceof SefError) || err.kind !== 'rejected') throw err;
    refused = `SEF: ${err.detail.sefMessage ?? err.errorCode ?? 'refused'}`;
  }
  const { facts, parseError, hasPdf } = refused ? { facts: null, parseError: refused, hasPdf: false } : read(xml);
  const at = simple.lastModifiedUtc ? new Date(simple.lastModifiedUtc) : new Date();
  const status = {
    sefStatus: simple.status,
    sefStatusAt: Number.isNaN(at.getTime()) ? new Date() : at,
    sefComment: simple.comment,
    // already accepted when first seen (on SEF's portal): the day SEF last changed it
    ...(simple.status === 'Approved' ? { acceptedOn: sefDayOf(simple.lastModifiedUtc, new Date()) } : {}),
    updatedAt: new Date(),
  };
  await db.transaction((tx) => upsertPurchase(tx,
    {
      companyId,
      sefPurchaseId,
      globUniqId: simple.globUniqId,
      documentType: facts?.documentType ?? 'Invoice',
      number: facts?.number ?? '',
      issueDate: facts?.issueDate ?? null,
      dueDate: facts?.dueDate ?? null,
      supplierPib: facts?.supplier.pib ?? '',
      supplierMb: facts?.supplier.mb ?? '',
      supplierName: facts?.supplier.name ?? '',
      base: facts?.base ?? 0,
      vat: facts?.vat ?? 0,
      total: facts?.total ?? 0,
      currency: facts?.currency ?? 'RSD',
      sentDate: facts?.sendingDate ?? today,
      taxDate: facts?.taxDate ?? null,
      figures: facts ? purchaseFigures(facts) : null,
      ubl: xml,
      parseError,
      hasPdf,
      ...status,
    },
    status,
  ));
}

/** One past day's status changes: a known invoice takes its new status, an unknown one is fetched whole. */
async function applyChanges(db: Db, client: SefClient, companyId: number, changes: PurchaseInvoiceChange[], today: string, counts: Counts): Promise<void> {
  if (!changes.length) return;
  const last = new Map<number, PurchaseInvoiceChange>();
  for (const change of [...changes].sort((a, b) => a.eventId - b.eventId)) last.set(change.purchaseInvoiceId, change);
  const known = await purchasesWithStatus(db, companyId, [...last.keys()]);
  const byId = new Map(known.map((k) => [k.sefPurchaseId, k]));
  for (const [sefPurchaseId, change] of last) {
    const row = byId.get(sefPurchaseId);
    if (!row) {
      await fetchInvoice(db, client, companyId, sefPurchaseId, today);
      counts.added++;
    } else if (row.sefStatus !== change.newInvoiceStatus) {
      await db.transaction((tx) =>
        updatePurchase(tx, row.id, {
          sefStatus: change.newInvoiceStatus,
          sefStatusAt: new Date(change.date),
          sefComment: change.comment,
          // accepted on SEF's side (its portal): the day of the change counts for the deduction
          ...(change.newInvoiceStatus === 'Approved' ? { acceptedOn: sefDayOf(change.date, new Date()) } : {}),
          updatedAt: new Date(),
        }),
      );
      counts.updated++;
    }
  }
}

/**
 * Brings the company's purchase invoices in from where the last pull stopped: each past day not
 * read yet through `changes` (the cursor moves a day at a time, so a failure resumes at that day),
 * then the ids SEF delivered since (today's, which `changes` does not take; the last month on the
 * first pull), each new one fetched with its XML. With nothing new: one query and one call.
 */
export async function pullPurchases(db: Db, client: SefClient, companyId: number, now = new Date(), counts: Counts = { added: 0, updated: 0 }): Promise<Counts> {
  const today = belgradeToday(now);
  const yesterday = addDays(today, -1);
  const oldest = addDays(today, -HISTORY_DAYS);
  const cursor = await purchaseCursor(db, companyId);
  let from = oldest;
  if (cursor) {
    from = addDays(cursor.changesThrough, 1);
    if (from < oldest) from = oldest;
    if (from > today) from = today;
    for (let day = from; day <= yesterday; day = addDays(day, 1)) {
      await applyChanges(db, client, companyId, await client.purchaseInvoiceChanges(day), today, counts);
      await db.transaction((tx) => moveCursor(tx, companyId, day));
    }
  }
  const ids = await client.purchaseInvoiceIds({ dateFrom: from, dateTo: today });
  if (ids.length) {
    const known = await storedPurchaseIds(db, companyId, ids);
    const have = new Set(known.map((k) => k.sefPurchaseId));
    for (const id of ids) {
      if (have.has(id)) continue;
      await fetchInvoice(db, client, companyId, id, today);
      counts.added++;
    }
  }
  // the first pull took the last month whole: the changes from yesterday on are new
  if (!cursor) await db.transaction((tx) => startCursor(tx, companyId, yesterday));
  return counts;
}

/** The purchase part of a synchronisation: what it brought, or why it stopped (noted for the settings page too). */
export async function syncPurchases(db: Db, client: SefClient, companyId: number, now = new Date()): Promise<SefPurchaseSyncResult> {
  const counts: Counts = { added: 0, updated: 0 };
  try {
    await pullPurchases(db, client, companyId, now, counts);
    await keepAgencyFiguresNow(db, companyId);
    return { ...counts, error: null };
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    await noteSefOutcome(db, companyId, err, true);
    return { ...counts, error: err.messageKey };
  }
}
