import { describe, expect, it } from 'vitest';
import { periodToOpen } from './period-store';

const p = (id: number, year: number, status = 'open') => ({ id, title: String(year), startDate: `${year}-01-01`, endDate: `${year}-12-31`, status });
const periods = [p(1, 2024, 'closed'), p(2, 2025), p(3, 2026), p(4, 2027)];
const default2024 = { id: 1, title: '2024', startDate: '2024-01-01' };

describe('periodToOpen', () => {
  it('opens on the period holding today while the user has not chosen one (not on the default 2024)', () => {
    expect(periodToOpen(periods, default2024, false, '2026-11-29')?.id).toBe(3);
  });

  it('keeps the period the user chose last when it is one of the company’s', () => {
    expect(periodToOpen(periods, p(2, 2025), true, '2026-11-29')).toBeNull();
  });

  it('replaces a chosen period of another company by today’s, else the latest open one, else the latest', () => {
    expect(periodToOpen(periods, { id: 9, title: '2026', startDate: '2026-01-01' }, true, '2026-03-01')?.id).toBe(3);
    expect(periodToOpen([p(1, 2024, 'closed'), p(2, 2025), p(4, 2027, 'closed')], default2024, false, '2026-03-01')?.id).toBe(2);
    expect(periodToOpen([p(1, 2024, 'closed'), p(2, 2025, 'closed')], { id: 9, title: 'x', startDate: '2020-01-01' }, false, '2026-03-01')?.id).toBe(2);
  });

  it('asks nothing before the periods are known, nor when today’s is already open', () => {
    expect(periodToOpen([], default2024, false, '2026-03-01')).toBeNull();
    expect(periodToOpen(periods, p(3, 2026), false, '2026-03-01')).toBeNull();
  });
});
