import type { SefReconLine } from '@knjige/contract';
import { belgradeToday, vatRecordRules, vatRecordsOf, zeroAmounts, isZeroAmounts, type VatRecordAmounts } from '@knjige/domain';
import type { Reader } from '../../../platform/db/client';
import { vatRecordingStatuses, type VatRecordingStatus } from '../vat/vat-record-types';
import { vatRecordSources } from '../vat/vat-record-sources';
import type { SentVatRecord } from '../vat/vat-record.repo';
import { actionOf } from '../vat/vat-records.service';
import { ageInDays, type ReconRange } from './recon-range';
import { kirMonthsWithFields, sentVatRecordsOfMonths } from './reconciliation.repo';

const CANCELLED = 30;
type Sent = SentVatRecord;

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

const totals = (f: VatRecordAmounts) => ({ base: f.base20 + f.base10, vat: f.vat20 + f.vat10, total: f.base20 + f.base10 + f.vat20 + f.vat10 });
const figures = (f: VatRecordAmounts): VatRecordAmounts => ({ base20: f.base20, vat20: f.vat20, base10: f.base10, vat10: f.vat10 });

/** What a record is for the reconciliation: unsent (summary or individual), differing from the books, or in order (null). */
function kindOf(recordKind: 'individual' | 'group', current: VatRecordAmounts, sent: Sent | null, monthOver: boolean): SefReconLine['kind'] | null {
  const action = actionOf(current, sent);
  if (action === 'correct' || action === 'cancel') return 'vat-record-differs';
  // a record is due after its month: one not sent while the month runs is not late yet
  if (action === 'send' && monthOver) return recordKind === 'group' ? 'vat-summary-unsent' : 'vat-individual-missing';
  return null;
}

/** The months of the range whose KIR has rows of the fields the records take: the only ones the books give a record for. */
async function monthsWithRows(db: Reader, companyId: number, range: ReconRange): Promise<Set<string>> {
  return kirMonthsWithFields(db, companyId, range.periodId, Object.keys(vatRecordRules), monthsOf(range)[0]!.dateFrom, monthsOf(range).at(-1)!.dateTo);
}

/**
 * The VAT records against the books, month by month of the range, built as the VAT records panel
 * builds them (the books' figures per record from `vatRecordSources` and `vatRecordsOf`, beside
 * what SEF was sent, `actionOf` deciding): a month over whose summary record was never sent, a sent
 * record whose figures differ from the books now (changed after sending: a correction is due, or a
 * cancel when the books give nothing), a document needing an individual record never sent. Two
 * queries, and the sources' one per month with rows.
 */
export async function vatRecordLines(db: Reader, companyId: number, range: ReconRange, now: Date): Promise<SefReconLine[]> {
  const today = belgradeToday(now);
  const months = monthsOf(range);
  const sentRows = await sentVatRecordsOfMonths(db, companyId, months);
  const withRows = await monthsWithRows(db, companyId, range);
  const lines: SefReconLine[] = [];
  for (const m of months) {
    const monthKey = `${m.year}-${String(m.month).padStart(2, '0')}`;
    const sent = new Map(sentRows.filter((s) => s.year === m.year && s.month === m.month).map((s) => [`${s.kind}|${s.key}`, s]));
    const drafts = withRows.has(monthKey) ? vatRecordsOf(await vatRecordSources(db, companyId, range.periodId, m.dateFrom, m.dateTo)) : [];
    const records = new Map(drafts.map((d) => [`${d.kind}|${d.key}`, { kind: d.kind, key: d.key, number: d.number, partner: d.partner, current: figures(d) }]));
    for (const [key, s] of sent) if (!records.has(key)) records.set(key, { kind: s.kind, key: s.key, number: s.number, partner: s.partner, current: zeroAmounts() });
    const ordered = [...records.values()].sort((a, b) => (a.kind === b.kind ? (a.key < b.key ? -1 : 1) : a.kind === 'group' ? -1 : 1));
    for (const row of ordered) {
      const before = sent.get(`${row.kind}|${row.key}`) ?? null;
      if (!before && isZeroAmounts(row.current)) continue;
      const kind = kindOf(row.kind, row.current, before, m.dateTo < today);
      if (!kind) continue;
      const held = before && before.sefStatus !== CANCELLED ? figures(before) : null;
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
        sefStatus: before ? (vatRecordingStatuses[before.sefStatus as VatRecordingStatus] ?? String(before.sefStatus)) : null,
        errorKey: null,
        ageDays: before ? ageInDays(before.sentAt, now) : ageInDays(m.dateTo, now),
        sef: held && totals(held),
        books: totals(row.current),
        vatRecord: { year: m.year, month: m.month, dateFrom: m.dateFrom, dateTo: m.dateTo, kind: row.kind, key: row.key, sent: held, books: row.current },
      });
    }
  }
  return lines;
}
