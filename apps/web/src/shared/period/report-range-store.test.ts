import { afterEach, describe, expect, it } from 'vitest';
import { reportRangeStore } from './report-range-store';

afterEach(() => sessionStorage.clear());

describe('reportRangeStore', () => {
  it('gives the kept range back for its period only', () => {
    reportRangeStore.set({ periodId: 3, dateFrom: '2026-01-01', dateTo: '2026-03-31' });
    expect(reportRangeStore.get(3)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-03-31' });
    expect(reportRangeStore.get(2)).toBeNull();
  });

  it('forgets it when cleared (signing in or out), and ignores what it cannot read', () => {
    reportRangeStore.set({ periodId: 3, dateFrom: '2026-01-01', dateTo: '2026-03-31' });
    reportRangeStore.clear();
    expect(reportRangeStore.get(3)).toBeNull();
    sessionStorage.setItem('report-range', '{"periodId":3,"dateFrom":"1.1.2026","dateTo":"x"}');
    expect(reportRangeStore.get(3)).toBeNull();
    sessionStorage.setItem('report-range', 'not json');
    expect(reportRangeStore.get(3)).toBeNull();
  });
});
