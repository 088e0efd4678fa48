/** The selected accounting period, persisted (spec §4 "Period"). */
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
    const value = JSON.parse(raw) as Partial<SelectedPeriod> | null;
    if (value && Number.isInteger(value.id) && typeof value.title === 'string' && typeof value.startDate === 'string') {
      return { id: value.id!, title: value.title, startDate: value.startDate };
    }
  } catch {
    // corrupt: the default applies
  }
  return null;
}

function read(): SelectedPeriod {
  try {
    return parsePeriod(localStorage.getItem(PERIOD_KEY)) ?? DEFAULT_PERIOD;
  } catch {
    return DEFAULT_PERIOD;
  }
}

let current = read();
const listeners = new Set<() => void>();

export const periodStore = {
  get: (): SelectedPeriod => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(period: SelectedPeriod): void {
    const next = { id: period.id, title: period.title, startDate: period.startDate };
    if (next.id === current.id && next.title === current.title && next.startDate === current.startDate) return;
    current = next;
    try {
      localStorage.setItem(PERIOD_KEY, JSON.stringify(next));
    } catch {
      // kept for this page only
    }
    listeners.forEach((listener) => listener());
  },
};
