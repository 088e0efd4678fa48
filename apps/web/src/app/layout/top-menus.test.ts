import { describe, expect, it } from 'vitest';
import { menuColumns, menusThatFit } from './top-menus';

describe('menusThatFit', () => {
  // Three menus of 100 px with 2 px between them span 304 px; "more" is 60 px.
  it('keeps every menu when they all fit, without room for "more"', () => {
    expect(menusThatFit([100, 100, 100], 304, 60)).toBe(3);
  });

  it('moves the last menus into "more" when they do not fit, keeping room for it', () => {
    // 303 px: not all three; two (202) + 2 + 60 = 264 fit.
    expect(menusThatFit([100, 100, 100], 303, 60)).toBe(2);
    // 200 px: one (100) + 2 + 60 = 162 fits, two (202 + 62) do not.
    expect(menusThatFit([100, 100, 100], 200, 60)).toBe(1);
  });

  it('moves them all when not even one fits beside "more"', () => {
    expect(menusThatFit([100, 100, 100], 120, 60)).toBe(0);
  });
});

describe('menuColumns', () => {
  const group = (key: string, items: number) => ({ key, items: Array.from({ length: items }, (_, i) => ({ key: `${key}-${i}` as never, path: '/', separator: false })) });
  // a group of n items is 30 + 35 n px tall, and 9 px of divider before it
  const groups = [group('a', 3), group('b', 6), group('c', 5), group('d', 3)];

  it('keeps the groups in one column while they fit in the room', () => {
    expect(menuColumns(groups, 10_000).map((c) => c.map((g) => g.key))).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('starts a new column where the next group would run under the screen (1366×768: 696 px), never splitting a group', () => {
    // a 144 + b 249 + c 214 = 607; d (144) would make 751 > 696
    expect(menuColumns(groups, 696).map((c) => c.map((g) => g.key))).toEqual([['a', 'b', 'c'], ['d']]);
    expect(menuColumns(groups, 300).map((c) => c.map((g) => g.key))).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('gives a group taller than the room a column of its own', () => {
    expect(menuColumns([group('a', 1), group('long', 30), group('b', 1)], 400).map((c) => c.map((g) => g.key))).toEqual([['a'], ['long'], ['b']]);
  });
});
