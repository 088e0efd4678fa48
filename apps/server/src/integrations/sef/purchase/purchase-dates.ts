import { sefPurchaseFinalStatuses } from '@knjige/contract';
import { addDays, belgradeDate, daysBetween } from '@knjige/domain';

/** Days to accept or reject from SEF's delivery, and with a renotification (docs/domain.md#purchase-invoices-on-sef; docs/decisions.md). */
export const DECIDE_DAYS = 15;
export const RENOTIFIED_DAYS = 20;

/**
 * The day (in Serbia) of a time SEF gives: with a zone (`Z`, `+01:00`) converted, without one
 * SEF's own local time as it is (docs/domain.md#sales-invoices-on-sef `changes` dates carry none).
 */
export function sefDayOf(text: string | null | undefined, fallback: Date): string {
  if (!text) return belgradeDate(fallback);
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : belgradeDate(fallback);
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? belgradeDate(fallback) : belgradeDate(at);
}

const final: readonly string[] = sefPurchaseFinalStatuses;

/** The last day to accept or reject an invoice SEF delivered on `sentDate`; null once there is nothing to decide. */
export function decideBy(sentDate: string, sefStatus: string): string | null {
  if (final.includes(sefStatus)) return null;
  return addDays(sentDate, sefStatus === 'ReNotified' ? RENOTIFIED_DAYS : DECIDE_DAYS);
}

export function deadlineOf(sentDate: string, sefStatus: string, today: string): { decideBy: string | null; daysLeft: number | null } {
  const by = decideBy(sentDate, sefStatus);
  return { decideBy: by, daysLeft: by === null ? null : daysBetween(today, by) };
}
