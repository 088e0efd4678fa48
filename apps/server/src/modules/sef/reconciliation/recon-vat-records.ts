import type { SefReconLine, SefVatRecordRow } from '@knjige/contract';
import type { Db } from '../../../platform/db/client';
import { vatRecordingStatuses, type VatRecordingStatus } from '../vat/vat-record-types';
import { reviewVatRecords } from '../vat/vat-records.service';
import { ageInDays, type ReconRange } from './recon-range';

const CANCELLED = 30;

/** The months a range touches, each with its first and last day. */
export function monthsOf(range: Pick<ReconRange, 'dateFrom' | 'dateTo'>): { year: number; month: number; dateFrom: string; dateTo: string }[] {
  const months = [];
  let year = Number(range.dateFrom.slice(0, 4));
  let month = Number(range.dateFrom.slice(5, 7));
  const lastYear = Number(range.dateTo.slice(0, 4));
  const lastMonth = Number(range.dateTo.slice(5, 7));
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    const mm = String(month).padStart(2, '0');
    months.push({ year, month, dateFrom: `${year}-${mm}-01`, dateTo: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

type Figures = SefVatRecordRow['current'];
const totals = (f: Figures) => ({ base: f.base20 + f.base10, vat: f.vat20 + f.vat10, total: f.base20 + f.base10 + f.vat20 + f.vat10 });
const figures = (f: Figures): Figures => ({ base20: f.base20, vat20: f.vat20, base10: f.base10, vat10: f.vat10 });

/** What a record of the review is for the reconciliation: unsent (summary or individual), differing from the books, or in order (null). */
function kindOf(row: SefVatRecordRow, monthOver: boolean): SefReconLine['kind'] | null {
  if (row.action === 'correct' || row.action === 'cancel') return 'vat-record-differs';
  // a record is due after its month: one not sent while the month runs is not late yet
  if (row.action === 'send' && monthOver) return row.kind === 'group' ? 'vat-summary-unsent' : 'vat-individual-missing';
  return null;
}

/**
 * The VAT records against the books, month by month of the range, from the same review the VAT
 * records panel sends from (the books' figures per record as `vatRecordSources` gives them, beside
 * what SEF was sent): a month over whose summary record was never sent, a sent record whose figures
 * differ from the books now (changed after sending: a correction is due, or a cancel when the books
 * give nothing), a document needing an individual record that was never sent.
 */
export async function vatRecordLines(db: Db, companyId: number, range: ReconRange, now: Date): Promise<SefReconLine[]> {
  const today = now.toISOString().slice(0, 10);
  const lines: SefReconLine[] = [];
  for (const m of monthsOf(range)) {
    const monthOver = m.dateTo < today;
    const { records } = await reviewVatRecords(db, companyId, range.periodId, m.month);
    for (const row of records) {
      const kind = kindOf(row, monthOver);
      if (!kind) continue;
      const sent = row.sent && row.sent.sefStatus !== CANCELLED ? figures(row.sent) : null;
      const [vDoc, docId] = row.kind === 'individual' ? row.key.split(':') : [];
      lines.push({
        kind,
        vDoc: vDoc ?? null,
        vSubDoc: null,
        docId: docId ? Number(docId) : null,
        purchaseId: null,
        label: row.kind === 'group' ? `${String(m.month).padStart(2, '0')}/${m.year}` : row.number,
        date: m.dateTo,
        partner: row.partner,
        state: null,
        sefStatus: row.sent ? (vatRecordingStatuses[row.sent.sefStatus as VatRecordingStatus] ?? String(row.sent.sefStatus)) : null,
        errorKey: null,
        ageDays: row.sent ? ageInDays(row.sent.sentAt, now) : ageInDays(`${m.dateTo}T00:00:00Z`, now),
        sef: sent && totals(sent),
        books: totals(row.current),
        vatRecord: { year: m.year, month: m.month, dateFrom: m.dateFrom, dateTo: m.dateTo, kind: row.kind, key: row.key, sent, books: figures(row.current) },
      });
    }
  }
  return lines;
}
