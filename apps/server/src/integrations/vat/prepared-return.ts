import { acceptBy, addAmount, isReturn2027, monthOfDay, pppdvFields, pppdvOfAmounts, type Pppdv, type PppdvAmounts, type PppdvSourceField } from '@knjige/domain';
import type { PreparedReturn, PreparedReturnCause, PreparedReturnCauseRow, PreparedReturnProblem, PreparedReturnQuery } from '@knjige/contract';
import type { Reader } from '../../platform/db/client';
import { conflict, invalid } from '../../platform/errors';
import { SefError } from '../sef/sef-errors';
import type { SefRuntime } from '../sef/sef-runtime';
import { SefPreparedReturnClient, type SefPreparedReturn } from '../sef/prepared-return-client';
import { booksByDocument, GROUP_KEY, type BookKey } from './prepared-books';
import { heldByDocument, type HeldItem, type OutboxInfo } from './prepared-held';
import { sealedSefKey, summaryRecordHeld } from './prepared-return.repo';
import { periodMonth } from '../../reports/vat/vat-month';

/** A difference of a document this small (para, every field) is the document's rounding. */
const ROUNDING = 100;

/** What SEF says when asked for its prepared return: the fields, or why not. */
async function fromSef(tx: Reader, runtime: SefRuntime, companyId: number, month: string): Promise<Pppdv | PreparedReturnProblem> {
  const sealed = await sealedSefKey(tx, companyId);
  const apiKey = sealed ? runtime.cipher.open(companyId, sealed) : null;
  if (!apiKey) return 'no-key';
  // a page waits for it: two tries, not the sending's four
  const client = new SefPreparedReturnClient({ baseUrl: runtime.baseUrl, apiKey, backoffMs: runtime.retryMs, timeoutMs: runtime.timeoutMs, limiter: runtime.limiter, attempts: 2 });
  let answer: SefPreparedReturn;
  try {
    answer = await client.month(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    return err.kind === 'rejected' ? 'not-prepared' : err.kind === 'malformed' ? 'garbage' : 'unreachable';
  }
  return 'fields' in answer ? answer.fields : answer.problem;
}

const sum = (items: { amounts: PppdvAmounts }[]): PppdvAmounts => {
  const out: PppdvAmounts = {};
  for (const i of items) for (const [f, v] of Object.entries(i.amounts) as [PppdvSourceField, number][]) addAmount(out, f, v);
  return out;
};

const REFUSED: Record<string, PreparedReturnCause> = { Rejected: 'rejected', Cancelled: 'cancelled', Deleted: 'cancelled', Storno: 'storno', Mistake: 'send-failed', Draft: 'not-sent' };

/** Why a document's books and what SEF holds of it differ (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return: the causes, in this order). */
export function causeOf(month: string, book: BookKey | undefined, held: HeldItem[], outbox: OutboxInfo | undefined, small: boolean): PreparedReturnCause {
  const sales = held.find((h) => h.kind === 'sales');
  const purchase = held.find((h) => h.kind === 'purchase');
  const record = held.find((h) => h.kind === 'record');
  if (!book) {
    if (record) return 'record-changed';
    // SEF counts it here, the books in another month
    if (sales || (purchase && purchase.vDoc)) return purchase?.acceptedOn && purchase.acceptedOn > acceptBy(monthOfDay(purchase.date ?? month)) ? 'accepted-late' : 'tax-point-other-month';
    return 'not-booked';
  }
  if (book.record) {
    if (!record) return 'record-not-sent';
    return record.status === 'Cancelled' ? 'record-missing' : 'record-changed';
  }
  const einvoice = sales ?? purchase;
  if (einvoice) {
    const refused = einvoice.status ? REFUSED[einvoice.status] : undefined;
    if (refused) return refused;
    if (einvoice.kind === 'purchase' && einvoice.countedIn === null) return 'not-accepted';
    if (einvoice.countedIn !== month || book.moved) {
      const late = einvoice.acceptedOn !== null && einvoice.acceptedOn > acceptBy(monthOfDay(einvoice.date ?? month));
      return late ? 'accepted-late' : 'tax-point-other-month';
    }
    return small ? 'rounding' : 'unexplained';
  }
  if (outbox?.state === 'failed') return 'send-failed';
  if (outbox?.state === 'skipped' && outbox.errorKey === 'error.sef.buyer-not-on-sef') return 'buyer-not-on-sef';
  return 'not-sent';
}

/**
 * `GET /v1/vat/prepared-return`: the return SEF prepares for a month beside the books, every
 * difference explained document by document (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return). Reads only; SEF's answer is asked each time, never kept.
 */
export async function preparedReturnOf(tx: Reader, runtime: SefRuntime, companyId: number, query: PreparedReturnQuery): Promise<PreparedReturn> {
  const { month, from, to } = await periodMonth(tx, companyId, query.periodId, query.month);
  if (!isReturn2027(month)) throw invalid({ month: 'error.month.before-2027' });
  // the books' retail goes under the summary record when SEF holds one in force; else each document stands alone
  const groupHeld = await summaryRecordHeld(tx, companyId, month);
  const [{ items, outbox }, books] = await Promise.all([heldByDocument(tx, companyId, query.periodId, from, to), booksByDocument(tx, companyId, query.periodId, from, to, groupHeld)]);
  const byKey = new Map<string, { book?: BookKey; held: HeldItem[] }>();
  const at = (key: string) => byKey.get(key) ?? byKey.set(key, { held: [] }).get(key)!;
  for (const b of books.values()) at(b.key).book = b;
  for (const i of items) at(i.key).held.push(i);

  const computed = pppdvOfAmounts(sum(items));
  const booksReturn = pppdvOfAmounts(sum([...books.values()]));
  let prepared = computed;
  let source: PreparedReturn['source'] = 'computed';
  let sefProblem: PreparedReturnProblem | null = null;
  if (query.source !== 'computed') {
    const sef = await fromSef(tx, runtime, companyId, month);
    if (typeof sef === 'string') {
      if (query.source === 'sef') throw conflict(`error.prepared-return.${sef}`);
      sefProblem = sef;
    } else {
      prepared = sef;
      source = 'sef';
    }
  }

  const causes: PreparedReturnCauseRow[] = [];
  for (const [key, { book, held }] of byKey) {
    // the fields the books and SEF feed directly first: most documents agree, and their sums then do too
    const direct = { ...book?.amounts };
    for (const h of held) for (const [f, v] of Object.entries(h.amounts) as [PppdvSourceField, number][]) addAmount(direct, f, -v);
    if (Object.values(direct).every((v) => v === 0)) continue;
    const delta = pppdvOfAmounts(direct);
    const small = pppdvFields.every((f) => Math.abs(delta[f]) <= ROUNDING);
    const cause = causeOf(month, book, held, outbox.get(key), small);
    const first = held[0];
    const isGroup = key === GROUP_KEY;
    const vDoc = isGroup ? null : (book?.vDoc ?? first?.vDoc ?? null);
    const docId = isGroup ? null : (book?.docId ?? first?.docId ?? null);
    const label = isGroup ? `${month.slice(5, 7)}/${month.slice(0, 4)}` : (book?.label ?? first?.label ?? key);
    for (const field of pppdvFields)
      if (delta[field] !== 0) causes.push({ field, amount: delta[field], cause, vDoc, docId, sefId: first?.sefId ?? null, label, date: book?.date ?? first?.date ?? null });
  }
  // what SEF prepared beyond what the synchronisation knows it holds: no document explains it
  if (source === 'sef')
    for (const field of pppdvFields)
      if (prepared[field] !== computed[field]) causes.push({ field, amount: computed[field] - prepared[field], cause: 'unexplained', vDoc: null, docId: null, sefId: null, label: 'SEF', date: null });

  const order = new Map(pppdvFields.map((f, i) => [f, i]));
  causes.sort((a, b) => order.get(a.field)! - order.get(b.field)! || (a.date ?? '').localeCompare(b.date ?? '') || a.label.localeCompare(b.label));
  return {
    month,
    source,
    sefProblem,
    fields: pppdvFields.map((field) => ({ field, books: booksReturn[field], prepared: prepared[field], difference: booksReturn[field] - prepared[field] })),
    causes,
  };
}
