import type { GlAccountRow } from '@knjige/contract';
import type { Reader, Tx } from '../platform/db/client';
import type { glJournal, glJournalLine } from '../platform/db/schema';
import { AppError, invalid } from '../platform/errors';
import { chartAccountsByCode } from '../master/chart/chart.repo';
import type { PostingContext } from './stock';
import {
  addToClientBalances,
  addToDayBalances,
  companyClientIds,
  entryLines,
  insertEntry,
  insertEntryLines,
  lockPostedEntries,
  markReversed,
  nextEntryNumber,
  periodBounds,
} from './general-ledger.repo';

/** One line of a journal entry: an account, its client where the account carries clients, debit or credit (hundredths). */
export interface JournalLine {
  konto: string;
  komId?: number | null;
  duguje: number;
  potrazuje: number;
  opis?: string;
}

/** The source document of an entry and the entry's date; `opening` marks the year's opening entry. */
export type JournalContext = Pick<PostingContext, 'companyId' | 'periodId' | 'vDoc' | 'docId' | 'docOznaka' | 'docOpis'> & {
  datum: string;
  opening?: boolean;
  /** the version of the posting scheme that made the entry (a document's lock) */
  schemeVersion?: number;
  /** the version is the company's own scheme, not the defaults' */
  schemeOwn?: boolean;
};

type LineRow = typeof glJournalLine.$inferInsert;

/**
 * The rule a line's account breaks, if any: not in the company's chart, taking no postings (a
 * class, a group, or a synthetic account split into analytics), a client account without its
 * client, or a client on an account that carries none. `komId` is the line's client, or whether a
 * posting scheme's row carries one.
 */
export function accountRuleError(account: GlAccountRow | undefined, komId: number | boolean | null | undefined): { field: 'konto' | 'komId'; key: string } | null {
  if (!account) return { field: 'konto', key: 'error.konto.not-found' };
  if (!account.postable) return { field: 'konto', key: 'error.konto.not-postable' };
  if (account.needsClient && !komId) return { field: 'komId', key: 'error.komId.required-on-account' };
  if (!account.needsClient && komId) return { field: 'komId', key: 'error.komId.not-on-account' };
  return null;
}

/**
 * The rules every entry keeps (docs/decisions.md#journal-entries-and-kept-balances), all checked before anything is written:
 * debit equals credit; each account is in the company's chart and takes postings (a synthetic
 * account split into analytics does not); a client account names a client of the company, another
 * account none; the date lies in an open period. 422 with each offending line's field.
 */
async function checkEntry(tx: Reader, ctx: JournalContext, lines: JournalLine[]): Promise<void> {
  const period = await periodBounds(tx, ctx.companyId, ctx.periodId);
  if (!period) throw invalid({ periodId: 'error.periodId.not-found' });
  if (period.status !== 'open') throw invalid({ datum: 'error.period.closed' });
  if (ctx.datum < period.startDate || ctx.datum > period.endDate) throw invalid({ datum: 'error.datum.outside-period' });

  const errors: Record<string, string> = {};
  const accounts = await chartAccountsByCode(tx, ctx.companyId, [...new Set(lines.map((l) => l.konto))]);
  const clientIds = [...new Set(lines.flatMap((l) => (l.komId ? [l.komId] : [])))];
  const clients = clientIds.length ? await companyClientIds(tx, ctx.companyId, clientIds) : new Set<number>();
  lines.forEach((l, i) => {
    if (!Number.isSafeInteger(l.duguje) || !Number.isSafeInteger(l.potrazuje)) errors[`lines.${i}.duguje`] = 'error.duguje.invalid';
    const broken = accountRuleError(accounts.get(l.konto), l.komId);
    if (broken) errors[`lines.${i}.${broken.field}`] = broken.key;
    if (l.komId && !clients.has(l.komId)) errors[`lines.${i}.komId`] = 'error.komId.not-found';
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const duguje = lines.reduce((s, l) => s + l.duguje, 0);
  const potrazuje = lines.reduce((s, l) => s + l.potrazuje, 0);
  if (duguje !== potrazuje) throw new AppError(422, 'error.journal.not-balanced', { lines: 'error.journal.not-balanced' }, { duguje, potrazuje });
}

/** Adds lines to the kept balances: per account and client, and per account and day. */
async function addToBalances(tx: Tx, ctx: { companyId: number; periodId: number }, rows: LineRow[], opening: boolean): Promise<void> {
  const byClient = new Map<string, { konto: string; komId: number; duguje: number; potrazuje: number; lines: number }>();
  const byDay = new Map<string, { konto: string; datum: string; duguje: number; potrazuje: number }>();
  for (const r of rows) {
    const duguje = r.duguje ?? 0;
    const potrazuje = r.potrazuje ?? 0;
    const komId = r.komId ?? 0;
    const c = byClient.get(`${r.konto}|${komId}`) ?? { konto: r.konto, komId, duguje: 0, potrazuje: 0, lines: 0 };
    byClient.set(`${r.konto}|${komId}`, { ...c, duguje: c.duguje + duguje, potrazuje: c.potrazuje + potrazuje, lines: c.lines + 1 });
    const d = byDay.get(`${r.konto}|${r.datum}`) ?? { konto: r.konto, datum: r.datum, duguje: 0, potrazuje: 0 };
    byDay.set(`${r.konto}|${r.datum}`, { ...d, duguje: d.duguje + duguje, potrazuje: d.potrazuje + potrazuje });
  }
  const scope = { companyId: ctx.companyId, periodId: ctx.periodId };
  await addToClientBalances(
    tx,
    [...byClient.values()].map((b) => ({ ...scope, ...b })),
  );
  await addToDayBalances(
    tx,
    [...byDay.values()].map((b) => ({ ...scope, ...b, opening })),
  );
}

async function writeEntry(
  tx: Tx,
  entry: Omit<typeof glJournal.$inferInsert, 'broj' | 'duguje' | 'potrazuje'>,
  lines: { konto: string; komId: number | null; duguje: number; potrazuje: number; opis: string }[],
): Promise<number> {
  const broj = await nextEntryNumber(tx, entry.companyId, entry.periodId);
  const duguje = lines.reduce((s, l) => s + l.duguje, 0);
  const potrazuje = lines.reduce((s, l) => s + l.potrazuje, 0);
  const journalId = await insertEntry(tx, { ...entry, broj, duguje, potrazuje });
  const rows: LineRow[] = lines.map((l, i) => ({
    companyId: entry.companyId,
    periodId: entry.periodId,
    journalId,
    rb: i + 1,
    datum: entry.datum,
    ...l,
    vDoc: entry.vDoc,
    docId: entry.docId,
    docOznaka: entry.docOznaka ?? '',
  }));
  await insertEntryLines(tx, rows);
  await addToBalances(tx, entry, rows, entry.opening ?? false);
  return journalId;
}

/**
 * Posts a journal entry for a document, in the caller's transaction (the only writer of the
 * general ledger). Lines with neither debit nor credit are left out; an entry with no line left
 * writes nothing (null). Refused whole (422) when it breaks a rule of `checkEntry`.
 */
export async function postJournal(tx: Tx, ctx: JournalContext, lines: JournalLine[]): Promise<number | null> {
  const kept = lines.filter((l) => l.duguje !== 0 || l.potrazuje !== 0);
  if (!kept.length) return null;
  await checkEntry(tx, ctx, kept);
  return writeEntry(
    tx,
    { companyId: ctx.companyId, periodId: ctx.periodId, datum: ctx.datum, vDoc: ctx.vDoc, docId: ctx.docId, docOznaka: ctx.docOznaka, opis: ctx.docOpis, opening: ctx.opening ?? false, schemeVersion: ctx.schemeVersion ?? null, schemeOwn: ctx.schemeOwn ?? false },
    kept.map((l) => ({ konto: l.konto, komId: l.komId ?? null, duguje: l.duguje, potrazuje: l.potrazuje, opis: l.opis ?? '' })),
  );
}

/**
 * Storno: each posted entry of the document gets its exact negation (every line's debit and credit
 * negated, same accounts, clients and date), so the document's postings net to zero in every
 * balance; the original turns `reversed`. A document that posted nothing writes nothing.
 */
export async function stornoJournal(tx: Tx, ctx: Pick<JournalContext, 'companyId' | 'vDoc' | 'docId'>): Promise<void> {
  const entries = await lockPostedEntries(tx, ctx);
  for (const e of entries) {
    const lines = await entryLines(tx, e.id);
    await writeEntry(
      tx,
      { companyId: e.companyId, periodId: e.periodId, datum: e.datum, vDoc: e.vDoc, docId: e.docId, docOznaka: e.docOznaka, opis: e.opis, opening: e.opening, status: 'reversal', reversalOf: e.id, schemeVersion: e.schemeVersion, schemeOwn: e.schemeOwn },
      lines.map((l) => ({ konto: l.konto, komId: l.komId, duguje: -l.duguje, potrazuje: -l.potrazuje, opis: l.opis })),
    );
    await markReversed(tx, e.id);
  }
}
