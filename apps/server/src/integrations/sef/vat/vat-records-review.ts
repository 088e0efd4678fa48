import { isZeroAmounts, sameAmounts, vatRecordsOf, zeroAmounts, type VatRecordAmounts, type VatRecordDraft } from '@knjige/domain';
import type { SefVatRecordAction, SefVatRecordRow, SefVatRecords } from '@knjige/contract';
import type { Reader } from '../../../platform/db/client';
import { monthOf, vatRecordSources } from './vat-record-sources';
import { sentVatRecords, type SentVatRecord } from './vat-record.repo';

/*
 * The month's VAT records as the books call for them against what SEF holds: read by the records'
 * page and by the agency's desk (its own file, so the desk needs nothing of the sending).
 */

export type Sent = SentVatRecord;
export const CANCELLED = 30;

export const amountsOf = (r: VatRecordAmounts): VatRecordAmounts => ({ base20: r.base20, vat20: r.vat20, base10: r.base10, vat10: r.vat10 });

/** What a send does for a record, from what the books say now and what SEF holds (see the contract). */
export function actionOf(current: VatRecordAmounts, sent: Pick<Sent, 'sefStatus' | keyof VatRecordAmounts> | null): SefVatRecordAction {
  if (!sent || sent.sefStatus === CANCELLED) return isZeroAmounts(current) ? 'none' : 'send';
  if (isZeroAmounts(current)) return 'cancel';
  return sameAmounts(current, amountsOf(sent)) ? 'none' : 'correct';
}

export interface Month {
  companyId: number;
  periodId: number;
  year: number;
  month: number;
}

export async function review(db: Reader, m: Month & { from: string; to: string }): Promise<{ rows: SefVatRecordRow[]; drafts: Map<string, VatRecordDraft>; sent: Map<string, Sent> }> {
  const drafts = new Map(vatRecordsOf(await vatRecordSources(db, m.companyId, m.periodId, m.from, m.to)).map((d) => [`${d.kind}|${d.key}`, d]));
  const sentRows = await sentVatRecords(db, m.companyId, m.year, m.month);
  const sent = new Map(sentRows.map((s) => [`${s.kind}|${s.key}`, s]));
  const keys = [...new Set([...drafts.keys(), ...sent.keys()])].sort((a, b) => (a.startsWith('group') ? -1 : b.startsWith('group') ? 1 : a < b ? -1 : 1));
  const rows: SefVatRecordRow[] = [];
  for (const k of keys) {
    const d = drafts.get(k);
    const s = sent.get(k) ?? null;
    const current = d ? amountsOf(d) : zeroAmounts();
    if (!s && isZeroAmounts(current)) continue;
    rows.push({
      kind: (d ?? s)!.kind,
      key: (d ?? s)!.key,
      number: d?.number ?? s?.number ?? '',
      partner: d?.partner ?? s?.partner ?? '',
      documentType: d?.documentType ?? s?.documentType ?? null,
      current,
      sent: s ? { ...amountsOf(s), sefId: s.sefId, sefStatus: s.sefStatus, version: s.version, calculationNumber: s.calculationNumber, sentAt: s.sentAt.toISOString() } : null,
      action: actionOf(current, s),
    });
  }
  return { rows, drafts, sent };
}

/** `GET /v1/sef/vat-records`: the month's records, what the books say and what SEF holds. */
export async function reviewVatRecords(db: Reader, companyId: number, periodId: number, month: number): Promise<SefVatRecords> {
  const { year, from, to } = await monthOf(db, companyId, periodId, month);
  const { rows } = await review(db, { companyId, periodId, year, month, from, to });
  return { year, month, records: rows };
}

