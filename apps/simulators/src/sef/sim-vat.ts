import type { FastifyInstance } from 'fastify';
import { answer } from './sim-contract';
import { SEF_VAT_PATHS, type VatRecordSide } from '@knjige/contract';
import { SimRefusal, simDay } from './sim-state';

/** One version of a VAT record as the simulator keeps it. */
export interface SimVatRecord {
  id: number;
  side: VatRecordSide;
  apiKey: string;
  /** the body as sent (camelCase, amounts in dinars) */
  body: Record<string, unknown>;
  /** Draft 0, Recorded 10, Replaced 20, Cancelled 30 */
  status: number;
  /** the version this one replaced */
  parentId: number | null;
  createdUtc: string;
}

const RECORDED = 10;
const REPLACED = 20;
const CANCELLED = 30;

const record = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
/** A day's month counted from year 0 (`year * 12 + month`), to compare with a tax period. */
const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
const twoDecimals = (v: unknown) => typeof v !== 'number' || Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** SEF's individual and summary VAT records (docs/domain.md#vat-record-calls), in memory, with the rules it checks. */
export class SimVatState {
  records = new Map<number, SimVatRecord>();
  private nextId = 5001;

  reset(): void {
    this.records.clear();
    this.nextId = 5001;
  }

  /** The versions of `side` a key holds that are in force (Recorded). */
  inForce(apiKey: string, side: VatRecordSide): SimVatRecord[] {
    return [...this.records.values()].filter((r) => r.apiKey === apiKey && r.side === side && r.status === RECORDED);
  }

  create(apiKey: string, side: VatRecordSide, raw: unknown, correctsId: number | null, now: Date): SimVatRecord {
    const body = record(raw);
    const year = Number(body.year);
    const vatPeriod = Number(body.vatPeriod);
    if (!Number.isInteger(year) || year < 2022) throw new SimRefusal('YearCannotBeLessThan2022', 'Year cannot be less than 2022.', 'year');
    if (!Number.isInteger(vatPeriod) || vatPeriod < 1 || vatPeriod > 16) throw new SimRefusal('VatPeriodNotValid', 'The VAT period is not valid.', 'vatPeriod');
    if (!Object.values(body).every(twoDecimals)) throw new SimRefusal('ValuesShouldHaveMaximumTwoDecimalPlaces', 'Values should have at most two decimal places.');
    const calculationNumber = String(body.calculationNumber ?? '');
    if (!calculationNumber) throw new SimRefusal('CalculationNumberRequired', 'The calculation number is required.', 'calculationNumber');
    const mine = [...this.records.values()].filter((r) => r.apiKey === apiKey && r.side === side);
    if (mine.some((r) => r.body.calculationNumber === calculationNumber)) throw new SimRefusal('CalculationNumberNotUnique', 'The calculation number is not unique.', 'calculationNumber');
    let parent: SimVatRecord | undefined;
    if (correctsId !== null) {
      parent = this.records.get(correctsId);
      if (!parent || parent.apiKey !== apiKey || parent.side !== side) throw new SimRefusal('VatRecordNotFound', 'The VAT record was not found.');
      if (parent.status !== RECORDED) throw new SimRefusal('VatRecordNotInRecordedStatus', 'Only a recorded VAT record can be corrected.');
    } else if (side === 'group') {
      if (vatPeriod <= 12 && year * 12 + vatPeriod >= monthNumber(simDay(now.toISOString())))
        throw new SimRefusal('GroupVatRecordCannotSelectCurrentTaxPeriod', 'A summary VAT record cannot be made for the current or a future tax period.', 'vatPeriod');
      if (this.inForce(apiKey, 'group').some((r) => Number(r.body.year) === year && Number(r.body.vatPeriod) === vatPeriod))
        throw new SimRefusal('GroupVatRecordAlreadyExistsForTaxPeriod', 'A summary VAT record already exists for the tax period.', 'vatPeriod');
    }
    if (parent) parent.status = REPLACED;
    const created: SimVatRecord = { id: this.nextId++, side, apiKey, body, status: RECORDED, parentId: parent?.id ?? null, createdUtc: now.toISOString() };
    this.records.set(created.id, created);
    return created;
  }

  /** Cancels a record and every version before it. */
  cancel(apiKey: string, side: VatRecordSide, id: number): number {
    const r = this.records.get(id);
    if (!r || r.apiKey !== apiKey || r.side !== side) throw new SimRefusal('VatRecordNotFound', 'The VAT record was not found.');
    if (r.status === CANCELLED) throw new SimRefusal('VatRecordAlreadyCancelled', 'The VAT record is already cancelled.');
    for (let v: SimVatRecord | undefined = r; v; v = v.parentId === null ? undefined : this.records.get(v.parentId)) v.status = CANCELLED;
    return id;
  }
}

/** The answer of a record, PascalCase as SEF answers (docs/domain.md#environments-keys-and-limits). */
function answerOf(r: SimVatRecord) {
  const id = r.side === 'individual' ? { IndividualVatId: r.id } : { GroupVatId: r.id };
  const vat = (k: string) => (typeof r.body[k] === 'number' ? (r.body[k] as number) : 0);
  return {
    ...id,
    Year: r.body.year,
    VatPeriod: r.body.vatPeriod,
    CalculationNumber: r.body.calculationNumber,
    VatRecordingStatus: r.status,
    StatusChangeDate: r.createdUtc,
    RecordingDate: r.createdUtc,
    CreatedUtc: r.createdUtc,
    ...(r.side === 'individual' ? { TotalCalculatedVat: vat('noRealEstateCalculatedVat20') + vat('noRealEstateCalculatedVat10') } : {}),
  };
}

/** SEF's v2 VAT-recording calls over `vat`, refusals and faults played as for the invoices (sim-contract.ts). */
export function registerVatContract(app: FastifyInstance, vat: SimVatState, now: () => Date): void {
  for (const side of ['individual', 'group'] as const) {
    const base = SEF_VAT_PATHS[side];
    const key = (request: { simApiKey?: string }) => request.simApiKey ?? '';
    app.post(base, (request, reply) => answer(request, reply, () => answerOf(vat.create(key(request), side, request.body, null, now()))));
    app.post<{ Params: { id: string } }>(`${base}/correction/:id`, (request, reply) => answer(request, reply, () => answerOf(vat.create(key(request), side, request.body, Number(request.params.id), now()))));
    app.post<{ Params: { id: string } }>(`${base}/cancel/:id`, (request, reply) => answer(request, reply, () => vat.cancel(key(request), side, Number(request.params.id))));
    app.get<{ Querystring: { dateFrom?: string; dateTo?: string } }>(base, (request, reply) =>
      answer(request, reply, () => {
        const { dateFrom = '0000-00-00', dateTo = '9999-99-99' } = request.query;
        return [...vat.records.values()].filter((r) => r.apiKey === key(request) && r.side === side && simDay(r.createdUtc) >= dateFrom && simDay(r.createdUtc) <= dateTo).map(answerOf);
      }),
    );
    app.get<{ Params: { id: string } }>(`${base}/:id`, (request, reply) =>
      answer(request, reply, () => {
        const r = vat.records.get(Number(request.params.id));
        if (!r || r.apiKey !== key(request) || r.side !== side) throw new SimRefusal('VatRecordNotFound', 'The VAT record was not found.');
        return answerOf(r);
      }),
    );
  }
}

const escHtml = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const statusNames: Record<number, string> = { 0: 'Draft', 10: 'Recorded', 20: 'Replaced', 30: 'Cancelled' };

/** The simulator page's part that lists the VAT records the product sent. */
export function vatSection(vat: SimVatState): string {
  const num = (r: SimVatRecord, k: string) => (typeof r.body[k] === 'number' ? (r.body[k] as number) : 0);
  const rows = [...vat.records.values()]
    .reverse()
    .map((r) => {
      const [b20, v20, b10, v10] = r.side === 'group' ? ['baseAmount20', 'calculatedVat20', 'baseAmount10', 'calculatedVat10'] : ['noRealEstateBaseAmount20', 'noRealEstateCalculatedVat20', 'noRealEstateBaseAmount10', 'noRealEstateCalculatedVat10'];
      return `<tr><td>${r.id}</td><td>${r.side}</td><td>${escHtml(r.body.calculationNumber)}</td><td>${escHtml(r.body.documentType ?? '')} ${escHtml(r.body.internalInvoiceNumber ?? r.body.documentNumber ?? '')}</td><td>${escHtml(r.body.year)}/${escHtml(r.body.vatPeriod)}</td>
<td>${num(r, b20!)} / ${num(r, v20!)}</td><td>${num(r, b10!)} / ${num(r, v10!)}</td><td><b>${statusNames[r.status] ?? r.status}</b>${r.parentId ? ` (replaces ${r.parentId})` : ''}</td><td>${escHtml(r.apiKey.slice(0, 8))}…</td></tr>`;
    })
    .join('\n');
  return `<h2>VAT records (evidencija PDV)</h2>
<table><tr><th>id</th><th>record</th><th>calculation number</th><th>document</th><th>period</th><th>20 % base / VAT</th><th>10 % base / VAT</th><th>status</th><th>key</th></tr>${rows || '<tr><td colspan=9>none</td></tr>'}</table>`;
}
