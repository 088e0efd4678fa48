import { eppFiguresOf, eppPeriodOf, sameEppFigures, type EppFigure, type EppSource } from '@knjige/domain';
import type { SefEpp, SefEppAction } from '@knjige/contract';
import type { Db } from '../../../platform/db/client';
import { AppError, conflict, invalid, notFound } from '../../../platform/errors';
import { SefError } from '../sef-errors';
import type { SefRuntime } from '../sef-runtime';
import { noted } from '../sef-settings';
import { SefEppClient } from './epp-client';
import { EPP_RECORDED, eppDto, type EppAnswer } from './epp-types';
import { eppDaySums, eppKeyOf, keepEpp, keptEppById, keptEppOf, setEppStatus, type KeptEpp } from './epp.repo';
import { companyPeriod } from '../../../master/periods/period.repo';

/** Where the EPP is (`eppBaseUrlOf`) and SEF's runtime (the key, its cipher, the limiter, the waits). */
export interface EppRuntime {
  baseUrl: string;
  sef: SefRuntime;
}

type Kept = KeptEpp;

interface VatPeriod {
  companyId: number;
  periodId: number;
  year: number;
  vatPeriod: number;
  range: 1 | 4;
  from: string;
  to: string;
}

/** The VAT period of a book period's year (404 another company's period, 422 a VAT period it does not hold). */
async function vatPeriodOf(db: Db, companyId: number, periodId: number, vatPeriod: number): Promise<VatPeriod> {
  const period = await companyPeriod(db, companyId, periodId);
  if (!period) throw notFound();
  const year = Number(period.startDate.slice(0, 4));
  const { range, from, to } = eppPeriodOf(year, vatPeriod);
  if (to < period.startDate || from > period.endDate) throw invalid({ vatPeriod: 'error.sef.vat-month-outside-period' });
  return { companyId, periodId, year, vatPeriod, range, from, to };
}

/** The KUR day sums of the VAT period by field, rate and deduction (`vat_book_day`, kept with every posting). */
async function eppSources(db: Db, p: VatPeriod): Promise<EppSource[]> {
  const rows = await eppDaySums(db, p);
  // per day: an advance paid (8a.7) and one deducted on a final invoice go to different lines
  return rows.map((r) => ({ ...r, osnovica: Number(r.osnovica), pdvIznos: Number(r.pdvIznos) }));
}

function actionOf(current: readonly EppFigure[], kept: Kept | null): SefEppAction {
  if (!kept) return 'send';
  return sameEppFigures(current, kept.figures) ? 'none' : 'correct';
}

async function review(db: Db, p: VatPeriod): Promise<{ answer: SefEpp; figures: EppFigure[]; kept: Kept | null }> {
  const figures = eppFiguresOf(await eppSources(db, p));
  const kept = await keptEppOf(db, p);
  const sent = kept
    ? { id: kept.id, sefId: kept.sefId, sefStatus: kept.sefStatus, parentSefId: kept.parentSefId, number: kept.number, version: kept.version, figures: kept.figures, sentAt: kept.sentAt.toISOString() }
    : null;
  return { answer: { year: p.year, vatPeriod: p.vatPeriod, range: p.range, dateFrom: p.from, dateTo: p.to, figures, sent, action: actionOf(figures, kept) }, figures, kept };
}

/** `GET /v1/sef/vat-deduction-records?periodId=&vatPeriod=`: the EPP the books make and what SEF holds. */
export async function reviewEpp(db: Db, companyId: number, periodId: number, vatPeriod: number): Promise<SefEpp> {
  return (await review(db, await vatPeriodOf(db, companyId, periodId, vatPeriod))).answer;
}

/** `VatDeductionRecordNumber`, unique per company: the same for the same version, so a lost answer is found by it. */
export const eppNumberOf = (p: Pick<VatPeriod, 'year' | 'vatPeriod'>, version: number) => `EPP-${p.year}-${String(p.vatPeriod).padStart(2, '0')}-v${version}`;

async function clientOf(db: Db, rt: EppRuntime, companyId: number): Promise<{ client: SefEppClient; taxId: string }> {
  const row = await eppKeyOf(db, companyId);
  const apiKey = row ? rt.sef.cipher.open(companyId, row.apiKeyEnc) : null;
  if (!row || !apiKey) throw conflict('error.sef.no-key');
  return { client: new SefEppClient({ baseUrl: rt.baseUrl, apiKey, backoffMs: rt.sef.retryMs, timeoutMs: rt.sef.timeoutMs, limiter: rt.sef.limiter }), taxId: row.pib };
}

/**
 * SEF's refusal as the user reads it: its own message on a 4xx; SEF down or its answer unreadable:
 * nothing was recorded, send again later (the EPP is not retried on its own); a refused key: its message.
 */
function refused(err: SefError): AppError {
  if (err.kind === 'rejected') return new AppError(409, 'error.sef.vat-record-refused', undefined, { message: err.detail.sefMessage ?? err.errorCode ?? '' });
  if (err.kind === 'unauthorized') return conflict(err.messageKey);
  return conflict('error.sef.epp-unavailable');
}

/**
 * A create or correction whose answer did not come cleanly: the record SEF holds under its number,
 * if SEF made it (its answer lost), else the error stands. Nothing is kept twice, nothing is sent twice.
 */
async function madeOrThrow(client: SefEppClient, q: { taxId: string; year: number; number: string }, err: unknown): Promise<EppAnswer> {
  if (!(err instanceof SefError) || err.kind === 'unauthorized') throw err;
  const found = await client.list({ taxId: q.taxId, year: q.year, vatDeductionRecordNumber: q.number }).catch(() => [] as EppAnswer[]);
  const made = found.find((r) => r.vatDeductionRecordNumber === q.number);
  if (!made) throw err;
  return made;
}

/** Periods being sent or corrected in this process: a second one at the same time waits its turn with a 409. */
const busy = new Set<string>();

async function exclusive<T>(key: string, run: () => Promise<T>): Promise<T> {
  if (busy.has(key)) throw conflict('error.sef.sending');
  busy.add(key);
  try {
    return await run();
  } finally {
    busy.delete(key);
  }
}

/** Sends `figures` as version `version` (a create, or a correction of `kept`) and keeps what SEF answers. */
async function deliver(db: Db, rt: EppRuntime, p: VatPeriod, figures: EppFigure[], kept: Kept | null): Promise<void> {
  const { client, taxId } = await clientOf(db, rt, p.companyId);
  const version = (kept?.version ?? 0) + 1;
  const number = eppNumberOf(p, version);
  const dto = eppDto({ VatDeductionRecordNumber: number, TaxId: taxId, Year: p.year, VatPeriodRange: p.range, VatPeriod: p.vatPeriod }, figures);
  let answer: EppAnswer;
  try {
    answer = await noted(db, p.companyId, () => (kept ? client.correct(kept.sefId, dto) : client.create(dto))).catch((err: unknown) => madeOrThrow(client, { taxId, year: p.year, number }, err));
  } catch (err) {
    if (err instanceof SefError) throw refused(err);
    throw err;
  }
  // a same-day correction answers the same Id (what it replaced stays); a later one a new Id over the old
  const parentSefId = answer.parentId ?? (kept && answer.id !== kept.sefId ? kept.sefId : (kept?.parentSefId ?? null));
  const values = { number, version, sefId: answer.id, parentSefId, sefStatus: answer.status, figures, sentAt: new Date() };
  await db.transaction((tx) => keepEpp(tx, p, values));
}

/** `POST /v1/sef/vat-deduction-records`: creates the period's record with the books' figures (409 once one is kept: correct it). */
export async function sendEpp(db: Db, rt: EppRuntime, companyId: number, periodId: number, vatPeriod: number): Promise<SefEpp> {
  const p = await vatPeriodOf(db, companyId, periodId, vatPeriod);
  await exclusive(`${companyId}|${p.year}|${vatPeriod}`, async () => {
    const { figures, kept } = await review(db, p);
    if (kept) throw conflict('error.sef.epp-already-sent');
    await deliver(db, rt, p, figures, null);
  });
  return reviewEpp(db, companyId, periodId, vatPeriod);
}

async function keptById(db: Db, companyId: number, id: number): Promise<Kept> {
  const row = await keptEppById(db, companyId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * `POST /v1/sef/vat-deduction-records/{id}/correction`: the record with the books' figures now.
 * Only a Recorded record (20) is corrected (409 otherwise, or when the figures did not change).
 */
export async function correctEpp(db: Db, rt: EppRuntime, companyId: number, id: number): Promise<SefEpp> {
  const row = await keptById(db, companyId, id);
  const p = await vatPeriodOf(db, companyId, row.periodId, row.vatPeriod);
  await exclusive(`${companyId}|${p.year}|${p.vatPeriod}`, async () => {
    const { figures, kept } = await review(db, p);
    if (!kept || kept.sefStatus !== EPP_RECORDED) throw conflict('error.sef.epp-not-recorded');
    if (sameEppFigures(figures, kept.figures)) throw conflict('error.sef.epp-unchanged');
    await deliver(db, rt, p, figures, kept);
  });
  return reviewEpp(db, companyId, row.periodId, row.vatPeriod);
}

/** `GET /v1/sef/vat-deduction-records/{id}`: the record's status read again from SEF. */
export async function refreshEpp(db: Db, rt: EppRuntime, companyId: number, id: number): Promise<SefEpp> {
  const row = await keptById(db, companyId, id);
  const { client } = await clientOf(db, rt, companyId);
  const answer = await noted(db, companyId, () => client.get(row.sefId)).catch((err: unknown) => Promise.reject(err instanceof SefError ? refused(err) : err));
  await db.transaction((tx) => setEppStatus(tx, row.id, answer.status));
  return reviewEpp(db, companyId, row.periodId, row.vatPeriod);
}
