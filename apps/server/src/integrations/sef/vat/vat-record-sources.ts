import { vatRecordRules, type VatRecordSource } from '@knjige/domain';
import type { Reader } from '../../../platform/db/client';
import { invalid, notFound } from '../../../platform/errors';
import { companyPeriod } from '../../../master/periods/period.repo';
import { vatRecordSourceRows } from './vat-record.repo';

/** The year and the days of a month of a period (422 a month the period does not hold). */
export async function monthOf(db: Reader, companyId: number, periodId: number, month: number): Promise<{ year: number; from: string; to: string }> {
  const period = await companyPeriod(db, companyId, periodId);
  if (!period) throw notFound();
  const year = Number(period.startDate.slice(0, 4));
  const mm = String(month).padStart(2, '0');
  const from = `${year}-${mm}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  if (to < period.startDate || from > period.endDate) throw invalid({ month: 'error.sef.vat-month-outside-period' });
  return { year, from, to };
}

const recordFields = Object.keys(vatRecordRules);

/**
 * The month's KIR rows of the fields the VAT records take (`vatRecordRules`), summed per document,
 * field and rate, with whether an e-invoice carries the document (an outbox row not `skipped`) and
 * whether its KUR mirror is a foreign supplier's (8g) and that mirror's base. The rows, not the day sums: only a row knows
 * its document.
 */
export async function vatRecordSources(db: Reader, companyId: number, periodId: number, from: string, to: string): Promise<VatRecordSource[]> {
  const rows = await vatRecordSourceRows(db, companyId, periodId, from, to, recordFields);
  return rows.map((r) => ({ ...r, osnovica: Number(r.osnovica), pdvIznos: Number(r.pdvIznos), eInvoice: !!r.eInvoice, foreign: !!r.foreign, mirrorBase: Number(r.mirrorBase) }));
}
