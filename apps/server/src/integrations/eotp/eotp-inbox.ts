import { randomUUID } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { EotpInboxDetail, EotpInboxRow, ReceivedAgainstInvoice } from '@knjige/contract';
import { addDays, belgradeDate, belgradeToday, onOrNextWorkingDay } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { documentFamilies } from '../../documents/documents.module';
import { articleQuantities } from '../../master/articles/article-lines.repo';
import { SefError } from '../sef/sef-errors';
import { children, parseXml, textAt, XmlParseError } from '../sef/purchase/xml-tree';
import type { EotpClient } from './eotp-client';
import { thousandths } from './eotp-receipt';
import {
  articleNames,
  articlesByGtin,
  companyParty,
  customerFeedThrough,
  documentExists,
  inboxByDocument,
  inboxNote,
  type InboxLine,
  type InboxRow,
  insertNote,
  listInbox,
  notesLinkedTo,
  queuedReceipts,
  setCustomerFeedThrough,
  setNoteStatus,
  setReceived,
  updateInbox,
} from './eotp-inbox.repo';

/**
 * Dispatch notes received (docs/decisions.md#electronic-dispatch-notes, received): the customer's
 * feed read into the inbox, our receipt advice (queued, then sent), the link to the incoming
 * invoice and the quantities set against it.
 */

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
export const RECEIPT_CUSTOMIZATION_ID = 'urn:fdc:mfin.gov.rs:logistics:trns:receipt_advice:1:2025.12';
export const RECEIPT_PROFILE_ID = 'urn:fdc:peppol.eu:logistics:bis:despatch_advice_w_receipt_advice:1';

/** Pages of one day's feed read at most in one synchronisation; how far back a first reading goes. */
const MAX_PAGES = 100;
const HISTORY_DAYS = 30;

export interface ReadNote {
  number: string;
  issueDate: string | null;
  supplierPib: string;
  supplierName: string;
  lines: { lineId: string; name: string; gtin: string | null; unitCode: string; quantity: number }[];
}

/** A supplier's UBL DespatchAdvice read: its number, date, supplier and lines. Throws `XmlParseError` on a broken file. */
export function readDespatchAdvice(xml: string): ReadNote {
  const root = parseXml(xml);
  if (root.name !== 'DespatchAdvice') throw new XmlParseError(`not a DespatchAdvice: ${root.name}`);
  const pib = (textAt(root, 'DespatchSupplierParty', 'Party', 'EndpointID') ?? textAt(root, 'DespatchSupplierParty', 'Party', 'PartyTaxScheme', 'CompanyID') ?? '').replace(/^RS/, '');
  const issue = textAt(root, 'IssueDate');
  return {
    number: textAt(root, 'ID') ?? '',
    issueDate: issue && /^\d{4}-\d{2}-\d{2}$/.test(issue) ? issue : null,
    supplierPib: pib.slice(0, 20),
    supplierName: (textAt(root, 'DespatchSupplierParty', 'Party', 'PartyName', 'Name') ?? textAt(root, 'DespatchSupplierParty', 'Party', 'PartyLegalEntity', 'RegistrationName') ?? '').slice(0, 200),
    lines: children(root, 'DespatchLine').map((line) => ({
      lineId: (textAt(line, 'ID') ?? '').slice(0, 64),
      name: (textAt(line, 'Item', 'Name') ?? '').slice(0, 200),
      gtin: textAt(line, 'Item', 'StandardItemIdentification', 'ID'),
      unitCode: children(line, 'DeliveredQuantity')[0]?.attrs.unitCode ?? 'H87',
      quantity: thousandths(textAt(line, 'DeliveredQuantity')),
    })),
  };
}

/** One note of the customer's feed taken into the inbox (downloaded and read once), or its new status applied. */
async function takeNote(db: Db, client: EotpClient, companyId: number, documentId: string, status: string): Promise<boolean> {
  const known = await inboxByDocument(db, companyId, documentId);
  if (known) {
    if (known.status !== status) await db.transaction((tx) => setNoteStatus(tx, known.id, status));
    return false;
  }
  const xml = await client.documentXml('customers', 'despatch-advices', documentId);
  let note: ReadNote;
  try {
    note = readDespatchAdvice(xml);
  } catch (err) {
    if (!(err instanceof XmlParseError)) throw err;
    note = { number: '', issueDate: null, supplierPib: '', supplierName: '', lines: [] };
  }
  const gtins = await articlesByGtin(db, companyId, note.lines.flatMap((l) => (l.gtin ? [l.gtin] : [])));
  return db.transaction((tx) =>
    insertNote(
      tx,
      { companyId, documentId, number: note.number, issueDate: note.issueDate, supplierPib: note.supplierPib, supplierName: note.supplierName, status, xml },
      note.lines.map((l) => ({ ...l, artId: l.gtin ? (gtins.get(l.gtin) ?? null) : null })),
    ),
  );
}

/** The customer's feed, each day from the one after the last read through today, every page: new notes into the inbox. */
export async function readCustomerFeed(db: Db, client: EotpClient, companyId: number, now = new Date()): Promise<number> {
  const through = await customerFeedThrough(db, companyId);
  const today = belgradeToday(now);
  const oldest = addDays(today, -HISTORY_DAYS);
  let day = through ? addDays(through, 1) : addDays(today, -1);
  if (day < oldest) day = oldest;
  let taken = 0;
  for (; day <= today; day = addDays(day, 1)) {
    for (let page = 0; page < MAX_PAGES; page++) {
      const items = await client.roleChanges('customers', day, page);
      if (!items.length) break;
      for (const change of items) {
        const note = change.data.despatchAdvice;
        if (note?.id && (await takeNote(db, client, companyId, note.id, note.status ?? 'Received'))) taken++;
      }
    }
    if (day < today) await db.transaction((tx) => setCustomerFeedThrough(tx, companyId, day));
  }
  return taken;
}

/** ⚠ The last day to confirm receipt: the working day after the note came (docs/decisions.md). */
export const confirmBy = (receivedAt: Date) => onOrNextWorkingDay(addDays(belgradeDate(receivedAt), 1));

const shownRow = (row: InboxRow): EotpInboxRow => ({
  id: row.id,
  documentId: row.documentId,
  number: row.number,
  issueDate: row.issueDate,
  supplierPib: row.supplierPib,
  supplierName: row.supplierName,
  status: row.status,
  receivedAt: row.receivedAt.toISOString(),
  confirmBy: confirmBy(row.receivedAt),
  receiptState: row.receiptState,
  receiptError: row.receiptError,
  linkVDoc: row.linkVDoc,
  linkDocId: row.linkDocId,
});
export const shownDetail = (row: InboxRow, lines: InboxLine[]): EotpInboxDetail => ({
  ...shownRow(row),
  lines: lines.map((l) => ({ lineId: l.lineId, name: l.name, gtin: l.gtin, unitCode: l.unitCode, quantity: l.quantity, artId: l.artId, received: l.received, rejected: l.rejected, reason: l.reason })),
});
export { shownRow };

/** A quantity in thousandths as the UBL writes it (`98`, `9.5`). */
const ublQuantity = (thousandthsValue: number) => (thousandthsValue / 1000).toFixed(3).replace(/\.?0+$/, '');

/** Our UBL 2.1 ReceiptAdvice to a received note, with the quantities received and refused per line. */
export function receiptAdviceXml(row: InboxRow, lines: InboxLine[], company: { pib: string; name: string }, issueDate: string): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('urn:oasis:names:specification:ubl:schema:xsd:ReceiptAdvice-2', 'ReceiptAdvice', { 'xmlns:cac': CAC, 'xmlns:cbc': CBC });
  root.ele(CBC, 'cbc:UBLVersionID').txt('2.1');
  root.ele(CBC, 'cbc:CustomizationID').txt(RECEIPT_CUSTOMIZATION_ID);
  root.ele(CBC, 'cbc:ProfileID').txt(RECEIPT_PROFILE_ID);
  root.ele(CBC, 'cbc:ID').txt(`PRI-${row.number || row.id}`);
  root.ele(CBC, 'cbc:IssueDate').txt(issueDate);
  const ref = root.ele(CAC, 'cac:DespatchDocumentReference');
  ref.ele(CBC, 'cbc:ID').txt(row.number);
  ref.ele(CBC, 'cbc:UUID').txt(row.documentId);
  const party = (tag: string, pib: string, name: string) => {
    const el = root.ele(CAC, tag).ele(CAC, 'cac:Party');
    el.ele(CBC, 'cbc:EndpointID', { schemeID: '9948' }).txt(pib);
    el.ele(CAC, 'cac:PartyName').ele(CBC, 'cbc:Name').txt(name);
  };
  party('cac:DeliveryCustomerParty', company.pib, company.name);
  party('cac:DespatchSupplierParty', row.supplierPib, row.supplierName);
  for (const line of lines) {
    const el = root.ele(CAC, 'cac:ReceiptLine');
    el.ele(CBC, 'cbc:ID').txt(line.lineId);
    el.ele(CBC, 'cbc:ReceivedQuantity', { unitCode: line.unitCode }).txt(ublQuantity(line.received ?? 0));
    if (line.rejected) {
      el.ele(CBC, 'cbc:RejectedQuantity', { unitCode: line.unitCode }).txt(ublQuantity(line.rejected));
      if (line.reason) el.ele(CBC, 'cbc:RejectReason').txt(line.reason);
    }
    el.ele(CAC, 'cac:DespatchLineReference').ele(CBC, 'cbc:LineID').txt(line.lineId);
  }
  return root.end({ prettyPrint: false });
}

export interface ReceiptInput {
  lines: { lineId: string; received: number; rejected: number; reason?: string | undefined }[];
}

/**
 * Our receipt advice to a received note, queued in one transaction: per line what we received and
 * refused (a line not named is received in full). 404 another company's or no note; 409 an advice
 * given already or a cancelled note; 422 a line not on the note, or more than it dispatched.
 */
export async function queueReceipt(db: Db, companyId: number, id: number, input: ReceiptInput, company: { pib: string; name: string }): Promise<EotpInboxDetail> {
  return db.transaction(async (tx) => {
    const note = await inboxNote(tx, companyId, id, true);
    if (!note) throw notFound();
    if (note.row.receiptState) throw conflict('error.eotp.receipt-given');
    if (note.row.status === 'Cancelled') throw conflict('error.eotp.note-cancelled');
    const errors: Record<string, string> = {};
    const byLine = new Map(note.lines.map((l) => [l.lineId, l]));
    const seen = new Set<string>();
    input.lines.forEach((given, i) => {
      const line = byLine.get(given.lineId);
      if (!line || seen.has(given.lineId)) errors[`lines.${i}.lineId`] = line ? 'error.eotp.line-twice' : 'error.eotp.line-unknown';
      else if (given.received + given.rejected > line.quantity) errors[`lines.${i}.received`] = 'error.eotp.over-dispatched';
      seen.add(given.lineId);
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const given = new Map(input.lines.map((l) => [l.lineId, l]));
    const answered = note.lines.map((l) => {
      const g = given.get(l.lineId);
      return { lineId: l.lineId, received: g ? g.received : l.quantity, rejected: g ? g.rejected : 0, reason: g?.reason?.trim() || null };
    });
    await setReceived(tx, id, answered);
    const lines = note.lines.map((l) => ({ ...l, ...answered.find((a) => a.lineId === l.lineId) }));
    const xml = receiptAdviceXml(note.row, lines, company, belgradeToday());
    const now = new Date();
    await updateInbox(tx, id, { receiptState: 'queued', receiptRequestId: randomUUID(), receiptXml: xml, receiptAt: now, receiptError: null });
    return shownDetail({ ...note.row, receiptState: 'queued', receiptAt: now }, lines);
  });
}

/**
 * A queued advice sent: once per request id (eOtpremnica keeps one document per request), then
 * the request's outcome read: taken (`sent`) or refused with its message (`failed`). A network
 * fault leaves it queued for the next synchronisation.
 */
export async function sendReceipt(db: Db, client: EotpClient, row: InboxRow, now = new Date()): Promise<void> {
  if (row.receiptState !== 'queued' || !row.receiptXml || !row.receiptRequestId) return;
  try {
    await client.send(row.receiptXml, row.receiptRequestId, `prijemnica-${row.id}.xml`);
    const outcome = (await client.requestChanges(belgradeToday(now), { requestId: row.receiptRequestId })).find((c) => c.requestId === row.receiptRequestId);
    const refused = outcome?.businessMessages[0];
    await db.transaction((tx) => updateInbox(tx, row.id, refused ? { receiptState: 'failed', receiptError: (refused.details ?? refused.code ?? 'refused').slice(0, 500) } : { receiptState: 'sent' }));
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    await db.transaction((tx) => updateInbox(tx, row.id, { receiptError: err.message.slice(0, 500) }));
  }
}

/** Every queued advice of the company sent. */
export async function sendQueuedReceipts(db: Db, client: EotpClient, companyId: number): Promise<number> {
  const rows = await queuedReceipts(db, companyId);
  for (const row of rows) await sendReceipt(db, client, row);
  return rows.length;
}

/** A purchase family a received note may be linked to: one with a supplier and article lines (the incoming invoice). */
function purchaseFamily(vDoc: string) {
  const family = documentFamilies.find((f) => f.vDoc === vDoc);
  return family && family.entry.partner === 'supplier' && family.entry.lineKind === 'article' ? family : null;
}

/** A received note linked to the purchase document it came with (or unlinked): 422 a family without a supplier's article lines, 404 a document of another company. */
export async function linkNote(db: Db, companyId: number, id: number, vDoc: string | null, docId: number | null): Promise<EotpInboxRow> {
  return db.transaction(async (tx) => {
    const note = await inboxNote(tx, companyId, id, true);
    if (!note) throw notFound();
    if ((vDoc === null) !== (docId === null)) throw invalid({ docId: 'error.eotp.link-both' });
    if (vDoc !== null && docId !== null) {
      const family = purchaseFamily(vDoc);
      if (!family) throw invalid({ vDoc: 'error.eotp.link-family' });
      if (!(await documentExists(tx, family.header, companyId, docId))) throw notFound();
    }
    await updateInbox(tx, id, { linkVDoc: vDoc, linkDocId: docId });
    return shownRow({ ...note.row, linkVDoc: vDoc, linkDocId: docId });
  });
}

/** A purchase document set against the notes received for it: per article invoiced, received (by our advices) and the difference. */
export async function receivedAgainst(db: Db, companyId: number, vDoc: string, docId: number): Promise<ReceivedAgainstInvoice> {
  const family = purchaseFamily(vDoc);
  if (!family) throw notFound();
  if (!(await documentExists(db, family.header, companyId, docId))) throw notFound();
  const invoiced = await articleQuantities(db, family.items, companyId, docId);
  const { notes, lines } = await notesLinkedTo(db, companyId, vDoc, docId);
  const received = new Map<number, number>();
  for (const line of lines) if (line.artId !== null && line.received !== null) received.set(line.artId, (received.get(line.artId) ?? 0) + line.received);
  const artIds = [...new Set([...invoiced.keys(), ...received.keys()])].sort((a, b) => a - b);
  const names = await articleNames(db, companyId, artIds);
  return {
    notes: notes.map((n) => ({ id: n.id, number: n.number, receiptState: n.receiptState })),
    lines: notes.length
      ? artIds.map((artId) => {
          const inv = invoiced.get(artId) ?? 0;
          const rec = received.get(artId) ?? 0;
          return { artId, artName: names.get(artId) ?? '', invoiced: inv, received: rec, difference: inv - rec };
        })
      : [],
  };
}

/** A page of the company's received notes (pending only, or done only, when asked). */
export const inboxPage = (db: Db, companyId: number, q: { page: number; perPage: number; pending?: boolean }) => listInbox(db, companyId, q);

/** A received note with its lines (null: none of the company's). */
export const inboxNoteOf = (db: Db, companyId: number, id: number) => inboxNote(db, companyId, id);

/** The company as the party of its receipt advices. */
export const ownParty = (db: Db, companyId: number) => companyParty(db, companyId);
