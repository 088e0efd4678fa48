import type { PopdvField } from './popdv';

/**
 * From the tax period of January 2027 input VAT on a supply that must be e-invoiced is deductible
 * only once the e-invoice was accepted on SEF, no later than the 10th of the month after the period
 * (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return). Months are `YYYY-MM`, days `YYYY-MM-DD`.
 */
export const RETURN_2027_FROM = '2027-01';

/** The day of the month after the period by which an e-invoice must be accepted for the period to deduct it. */
export const ACCEPT_BY_DAY = 10;
/** From this day of the month after the period the list of invoices still to accept warns. */
export const ACCEPT_WARN_DAY = 7;

/** Whether a month's return follows the 2027 rules (the prepared return, deduction after acceptance, no POPDV). */
export const isReturn2027 = (month: string): boolean => month >= RETURN_2027_FROM;

export const monthOfDay = (day: string): string => day.slice(0, 7);

/** The month after `month`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The first and last day of a month. */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The last day an e-invoice of `month` may be accepted for `month`'s return to deduct it: the 10th of the next month. */
export const acceptBy = (month: string): string => `${nextMonth(month)}-${String(ACCEPT_BY_DAY).padStart(2, '0')}`;

/**
 * The POPDV fields whose input VAT waits for the e-invoice's acceptance: what a domestic VAT payer
 * charges on an e-invoice (8a: invoices, debit notes, advance invoices). A supplier's credit note
 * (8a.5) lowers the deduction when it happens; reverse charge (8b, 8g), import (6), farmers (7) and
 * purchases without VAT (8v, 8d) do not wait.
 */
export const awaitingAcceptanceFields = ['8a.1', '8a.2', '8a.3', '8a.4', '8a.7'] as const satisfies readonly PopdvField[];

/** Whether a KUR row waits for its e-invoice's acceptance: a field above, a domestic VAT payer's, a month of 2027 or later. */
export function awaitsAcceptance(row: { popdv: string; month: string; partnerVatPayer: boolean }): boolean {
  return row.partnerVatPayer && isReturn2027(row.month) && (awaitingAcceptanceFields as readonly string[]).includes(row.popdv);
}

/**
 * The month whose return deducts a KUR row of `month` that waits for acceptance: its own month when
 * the e-invoice was accepted by the 10th of the next one, else the month of the acceptance; null
 * while it is not accepted (not deductible yet). A row of a month before 2027 is its own month's.
 */
export function deductionMonth(month: string, acceptedOn: string | null): string | null {
  if (!isReturn2027(month)) return month;
  if (acceptedOn === null) return null;
  return acceptedOn <= acceptBy(month) ? month : monthOfDay(acceptedOn);
}

/** Whole days from `today` to `day` (0: it is today, negative: past). */
export function daysUntil(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The "to accept by the 10th" state of `month` on `today`: the deadline, the days left, and whether
 * to warn (from the 7th of the next month until the deadline has passed).
 */
export function acceptDeadline(month: string, today: string): { deadline: string; daysLeft: number; warn: boolean } {
  const deadline = acceptBy(month);
  const daysLeft = daysUntil(today, deadline);
  return { deadline, daysLeft, warn: daysLeft >= 0 && daysLeft <= ACCEPT_BY_DAY - ACCEPT_WARN_DAY };
}

/** The month whose deadline comes next on `today`: the previous month until its 10th, then the current one. */
export function toAcceptMonth(today: string): string {
  const month = monthOfDay(today);
  if (Number(today.slice(8, 10)) > ACCEPT_BY_DAY) return month;
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
