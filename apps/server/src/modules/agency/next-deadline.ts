import { daysBetween, vatReturnDue } from '@knjige/domain';

/**
 * The company's next statutory deadline on `today`: until the deadlines table lands, the VAT
 * return's 15th (of the month the desk shows). One function, replaced by the table's.
 */
export function nextDeadlineOf(_companyId: number, today: string, vatMonth: string): { key: string; date: string; daysLeft: number } | null {
  const date = vatReturnDue(vatMonth);
  return { key: 'pppdv', date, daysLeft: daysBetween(today, date) };
}
