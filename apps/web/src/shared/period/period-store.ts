import { isRecord } from '../is-record';

/** The selected accounting period, persisted (docs/domain.md#states-and-defaults). */
export interface SelectedPeriod {
  id: number;
  title: string;
  startDate: string;
}

export const PERIOD_KEY = 'period';
export const DEFAULT_PERIOD: SelectedPeriod = { id: 2, title: '2024', startDate: '2024-01-01' };

export function parsePeriod(raw: string | null): SelectedPeriod | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isRecord(value) && typeof value.id === 'number' && Number.isInteger(value.id) && typeof value.title === 'string' && typeof value.startDate === 'string') {
      return { id: value.id, title: value.title, startDate: value.startDate };
    }
  } catch {
    // corrupt: the default applies
  }
  return null;
}

function stored(): SelectedPeriod | null {
  try {
    return parsePeriod(localStorage.getItem(PERIOD_KEY));
  } catch {
    return null;
  }
}

/**
 * The period to open on once the company's periods are known: the one the user chose last when it
 * is one of them, else the one holding today, else the latest open one, else the latest; null to
 * keep the current one.
 */
export function periodToOpen<P extends SelectedPeriod & { endDate: string; status?: string }>(periods: readonly P[], current: SelectedPeriod, chosen: boolean, today: string): P | null {
  if (periods.length === 0) return null;
  if (chosen && periods.some((p) => p.id === current.id)) return null;
  const next = periods.find((p) => p.startDate <= today && today <= p.endDate) ?? periods.filter((p) => p.status === 'open').at(-1) ?? periods.at(-1)!;
  return next.id === current.id ? null : next;
}

let chosen = stored();
let current = chosen ?? DEFAULT_PERIOD;
const listeners = new Set<() => void>();

export const periodStore = {
  get: (): SelectedPeriod => current,
  /** whether the user chose the period (kept in this browser) rather than it being the default */
  chosen: (): boolean => chosen !== null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The user's choice, kept in this browser; `remember: false` for the period opened by default (today's), which is not a choice. */
  set(period: SelectedPeriod, { remember = true }: { remember?: boolean } = {}): void {
    const next = { id: period.id, title: period.title, startDate: period.startDate };
    if (remember) {
      chosen = next;
      try {
        localStorage.setItem(PERIOD_KEY, JSON.stringify(next));
      } catch {
        // kept for this page only
      }
    }
    if (next.id === current.id && next.title === current.title && next.startDate === current.startDate) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
};
