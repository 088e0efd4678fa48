import type { FastifyInstance } from 'fastify';
import { answer } from './sim-contract';
import { EPP_PATH } from '@knjige/contract';
import { SimRefusal, simDay } from './sim-state';

/** One input-VAT record (EPP) as the simulator keeps it. */
export interface SimEppRecord {
  id: number;
  apiKey: string;
  /** the body as sent (PascalCase, amounts in dinars) */
  body: Record<string, unknown>;
  /** Draft 10, Recorded 20, Corrected 30 */
  status: number;
  /** the record a later-day correction replaced */
  parentId: number | null;
  createdUtc: string;
  statusChangeDate: string;
}

const RECORDED = 20;
const CORRECTED = 30;

const record = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
const numbers = (v: unknown): number[] => (typeof v === 'number' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(numbers) : []);
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const notFound = () => new SimRefusal('VatDeductionRecordNotFound', 'The VAT deduction record was not found.');

/**
 * The EPP service's input-VAT records (docs/domain.md#vat-record-calls), in memory:
 * create, correct (only Recorded; the same day in place, a later day a new record whose `ParentId`
 * is the old one, the old one Corrected), list and read, per key.
 */
export class SimEppState {
  records = new Map<number, SimEppRecord>();
  private nextId = 7001;

  reset(): void {
    this.records.clear();
    this.nextId = 7001;
  }

  private check(apiKey: string, body: Record<string, unknown>, self: number | null): void {
    const number = String(body.VatDeductionRecordNumber ?? '');
    if (!number) throw new SimRefusal('VatDeductionRecordNumberRequired', 'The record number is required.', 'VatDeductionRecordNumber');
    if (!/^\d{9}$/.test(String(body.TaxId ?? ''))) throw new SimRefusal('TaxIdNotValid', 'The tax id is not valid.', 'TaxId');
    const year = Number(body.Year);
    if (!Number.isInteger(year) || year < 2024) throw new SimRefusal('YearCannotBeLessThan2024', 'Year cannot be less than 2024.', 'Year');
    const range = Number(body.VatPeriodRange);
    const period = Number(body.VatPeriod);
    const fits = (range === 1 && period >= 1 && period <= 12) || (range === 4 && period >= 13 && period <= 16);
    if (!Number.isInteger(period) || !fits) throw new SimRefusal('VatPeriodNotValid', 'The VAT period is not valid for its range.', 'VatPeriod');
    if (!numbers(body).every(twoDecimals)) throw new SimRefusal('ValuesShouldHaveMaximumTwoDecimalPlaces', 'Values should have at most two decimal places.');
    if ([...this.records.values()].some((r) => r.apiKey === apiKey && r.id !== self && r.body.VatDeductionRecordNumber === number))
      throw new SimRefusal('VatDeductionRecordNumberNotUnique', 'The record number is not unique.', 'VatDeductionRecordNumber');
  }

  private samePeriod = (a: Record<string, unknown>, b: Record<string, unknown>) => a.TaxId === b.TaxId && a.Year === b.Year && a.VatPeriod === b.VatPeriod;

  create(apiKey: string, raw: unknown, now: Date): SimEppRecord {
    const body = record(raw);
    this.check(apiKey, body, null);
    if ([...this.records.values()].some((r) => r.apiKey === apiKey && r.status === RECORDED && this.samePeriod(r.body, body)))
      throw new SimRefusal('VatDeductionRecordAlreadyExistsForPeriod', 'A VAT deduction record already exists for the tax period.', 'VatPeriod');
    const at = now.toISOString();
    const created: SimEppRecord = { id: this.nextId++, apiKey, body, status: RECORDED, parentId: null, createdUtc: at, statusChangeDate: at };
    this.records.set(created.id, created);
    return created;
  }

  correct(apiKey: string, id: number, raw: unknown, now: Date): SimEppRecord {
    const old = this.get(apiKey, id);
    if (old.status !== RECORDED) throw new SimRefusal('VatDeductionRecordNotInRecordedStatus', 'Only a recorded VAT deduction record can be corrected.');
    const body = record(raw);
    this.check(apiKey, body, old.id);
    if (!this.samePeriod(old.body, body)) throw new SimRefusal('VatDeductionRecordPeriodCannotBeChanged', 'A correction keeps the tax id and the tax period.', 'VatPeriod');
    const at = now.toISOString();
    if (simDay(old.createdUtc) === simDay(at)) {
      old.body = body;
      old.statusChangeDate = at;
      return old;
    }
    old.status = CORRECTED;
    old.statusChangeDate = at;
    const created: SimEppRecord = { id: this.nextId++, apiKey, body, status: RECORDED, parentId: old.id, createdUtc: at, statusChangeDate: at };
    this.records.set(created.id, created);
    return created;
  }

  get(apiKey: string, id: number): SimEppRecord {
    const r = this.records.get(id);
    if (!r || r.apiKey !== apiKey) throw notFound();
    return r;
  }

  list(apiKey: string, q: Record<string, string | undefined>): SimEppRecord[] {
    if (!/^\d{9}$/.test(q.taxId ?? '')) throw new SimRefusal('TaxIdNotValid', 'The tax id is not valid.', 'taxId');
    const year = Number(q.year);
    if (!Number.isInteger(year) || year < 2024) throw new SimRefusal('YearCannotBeLessThan2024', 'Year cannot be less than 2024.', 'year');
    return [...this.records.values()].filter(
      (r) =>
        r.apiKey === apiKey &&
        r.body.TaxId === q.taxId &&
        r.body.Year === year &&
        (q.month === undefined || r.body.VatPeriod === Number(q.month)) &&
        (q.dateFrom === undefined || simDay(r.createdUtc) >= q.dateFrom) &&
        (q.dateTo === undefined || simDay(r.createdUtc) <= q.dateTo) &&
        (q.vatDeductionRecordNumber === undefined || r.body.VatDeductionRecordNumber === q.vatDeductionRecordNumber),
    );
  }
}

/** The response, PascalCase (docs/domain.md#vat-record-calls: the request's fields plus `Id`, `Status`, the dates, `ParentId`). */
const answerOf = (r: SimEppRecord) => ({ ...r.body, Id: r.id, Status: r.status, StatusChangeDate: r.statusChangeDate, RecordingDate: r.createdUtc, CreatedUtc: r.createdUtc, ParentId: r.parentId });

/** The EPP's calls over `epp` (served beside SEF's, the same key hook and faults as the other routes). */
export function registerEppContract(app: FastifyInstance, epp: SimEppState, now: () => Date): void {
  const key = (request: { simApiKey?: string }) => request.simApiKey ?? '';
  const id = (raw: string) => {
    if (!/^\d{1,15}$/.test(raw)) throw notFound();
    return Number(raw);
  };
  app.post(EPP_PATH, (request, reply) => answer(request, reply, () => answerOf(epp.create(key(request), request.body, now()))));
  app.post<{ Params: { id: string } }>(`${EPP_PATH}/:id`, (request, reply) => answer(request, reply, () => answerOf(epp.correct(key(request), id(request.params.id), request.body, now()))));
  app.get<{ Params: { id: string } }>(`${EPP_PATH}/:id`, (request, reply) => answer(request, reply, () => answerOf(epp.get(key(request), id(request.params.id)))));
  app.get<{ Querystring: Record<string, string | undefined> }>(EPP_PATH, (request, reply) => answer(request, reply, () => epp.list(key(request), request.query).map(answerOf)));
}

const escHtml = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const statusNames: Record<number, string> = { 10: 'Draft', 20: 'Recorded', 30: 'Corrected' };

/** The simulator page's part that lists the input-VAT records the product sent. */
export function eppSection(epp: SimEppState): string {
  const deduction = (r: SimEppRecord) => numbersNamed(r.body, 'Deduction_Vat').reduce((s, v) => s + v, 0);
  const rows = [...epp.records.values()]
    .reverse()
    .map(
      (r) =>
        `<tr><td>${r.id}</td><td>${escHtml(r.body.VatDeductionRecordNumber)}</td><td>${escHtml(r.body.TaxId)}</td><td>${escHtml(r.body.Year)}/${escHtml(r.body.VatPeriod)}</td><td>${Math.round(deduction(r) * 100) / 100}</td><td><b>${statusNames[r.status] ?? r.status}</b>${r.parentId ? ` (corrects ${r.parentId})` : ''}</td><td>${escHtml(r.apiKey.slice(0, 8))}…</td></tr>`,
    )
    .join('\n');
  return `<h2>Input-VAT records (EPP)</h2>
<table><tr><th>id</th><th>number</th><th>tax id</th><th>period</th><th>deductible VAT</th><th>status</th><th>key</th></tr>${rows || '<tr><td colspan=7>none</td></tr>'}</table>`;
}

/** Every number under a key of that name, however deep. */
function numbersNamed(v: unknown, name: string): number[] {
  if (!v || typeof v !== 'object') return [];
  return Object.entries(v).flatMap(([k, x]) => (k === name && typeof x === 'number' ? [x] : numbersNamed(x, name)));
}
