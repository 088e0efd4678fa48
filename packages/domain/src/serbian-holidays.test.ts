import { describe, expect, it } from 'vitest';
import { holidayOn, isWorkingDay, onOrNextWorkingDay, orthodoxEaster, serbianHolidays } from './serbian-holidays';

const days = (year: number) => serbianHolidays(year).map((h) => `${h.date} ${h.code}${h.moved ? ' moved' : ''}`);

describe('Orthodox Easter (Julian computus, on the Gregorian calendar)', () => {
  it.each([
    [2016, '2016-05-01'],
    [2021, '2021-05-02'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2028, '2028-04-16'],
  ])('%i: %s', (year, day) => {
    expect(orthodoxEaster(year)).toBe(day);
  });
});

describe('the non-working holidays of Serbia', () => {
  it('2026: Statehood Day on Sunday–Monday gives Tuesday the 17th too; Easter 10–13 April', () => {
    expect(days(2026)).toEqual([
      '2026-01-01 new-year',
      '2026-01-02 new-year',
      '2026-01-07 christmas',
      '2026-02-15 statehood',
      '2026-02-16 statehood',
      '2026-02-17 statehood moved',
      '2026-04-10 easter',
      '2026-04-11 easter',
      '2026-04-12 easter',
      '2026-04-13 easter',
      '2026-05-01 labour',
      '2026-05-02 labour',
      '2026-11-11 armistice',
    ]);
  });

  it('2027: Labour Day Saturday–Sunday meets Easter (30 April – 3 May): the Sunday moves to Tuesday the 4th', () => {
    expect(days(2027)).toEqual([
      '2027-01-01 new-year',
      '2027-01-02 new-year',
      '2027-01-07 christmas',
      '2027-02-15 statehood',
      '2027-02-16 statehood',
      '2027-04-30 easter',
      '2027-05-01 labour',
      '2027-05-01 easter',
      '2027-05-02 labour',
      '2027-05-02 easter',
      '2027-05-03 easter',
      '2027-05-04 labour moved',
      '2027-11-11 armistice',
    ]);
  });

  it('2016 as the ministry announced it: 29 April – 3 May not worked (Labour Day on Sunday–Monday with Easter)', () => {
    expect(serbianHolidays(2016).filter((h) => h.date >= '2016-04-29' && h.date <= '2016-05-04').map((h) => h.date)).toEqual(['2016-04-29', '2016-04-30', '2016-05-01', '2016-05-01', '2016-05-02', '2016-05-02', '2016-05-03']);
  });

  it('a state holiday on Sunday moves, a religious one does not (Christmas on Sunday 7 January 2029)', () => {
    expect(holidayOn('2029-01-07')?.code).toBe('christmas');
    expect(isWorkingDay('2029-01-08')).toBe(true);
    // Armistice Day on Sunday 11 November 2029: Monday the 12th
    expect(holidayOn('2029-11-12')).toEqual({ date: '2029-11-12', code: 'armistice', moved: true });
  });

  it('New Year on Sunday 1 January 2023: Monday the 2nd is the second day, Tuesday the 3rd the moved one', () => {
    expect(days(2023).slice(0, 3)).toEqual(['2023-01-01 new-year', '2023-01-02 new-year', '2023-01-03 new-year moved']);
  });

  it('the next working day steps over weekends and holidays', () => {
    expect(onOrNextWorkingDay('2026-02-15')).toBe('2026-02-18');
    expect(onOrNextWorkingDay('2026-04-10')).toBe('2026-04-14');
    expect(onOrNextWorkingDay('2027-04-30')).toBe('2027-05-05');
    expect(onOrNextWorkingDay('2026-11-30')).toBe('2026-11-30');
    expect(onOrNextWorkingDay('2026-11-28')).toBe('2026-11-30');
  });
});
