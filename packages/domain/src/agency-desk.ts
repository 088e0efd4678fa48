import { monthOfDay, nextMonth } from './vat-deduction';

/** PP PDV is filed by the 15th of the month after the tax period (Zakon o PDV-u, čl. 50). */
export const VAT_RETURN_DAY = 15;

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The day a month's return is due: the 15th of the next month (no working-day shift here). */
export const vatReturnDue = (month: string): string => `${nextMonth(month)}-${VAT_RETURN_DAY}`;

/**
 * The month whose return the desk shows on `today`: last month's until it is filed (past its 15th
 * it shows as overdue); once filed, past the 15th, the current month's.
 */
export function deskVatMonth(today: string, lastMonthFiled: boolean): string {
  const last = previousMonth(monthOfDay(today));
  if (!lastMonthFiled) return last;
  return Number(today.slice(8, 10)) > VAT_RETURN_DAY ? monthOfDay(today) : last;
}
