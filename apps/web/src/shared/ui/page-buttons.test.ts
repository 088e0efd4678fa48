import { describe, expect, it } from 'vitest';
import { pageButtons, pageRange } from './page-buttons';

describe('pageButtons', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first pages together near the start', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageButtons(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
  });

  it('keeps the last pages together near the end', () => {
    expect(pageButtons(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageButtons(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });

  it('puts the current page between two ellipses in the middle', () => {
    expect(pageButtons(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageButtons(50, 100)).toEqual([1, 'ellipsis', 49, 50, 51, 'ellipsis', 100]);
  });

  it('always gives exactly 7 slots past 7 pages and clamps a page out of range', () => {
    for (let page = 1; page <= 12; page++) expect(pageButtons(page, 12)).toHaveLength(7);
    expect(pageButtons(99, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(pageButtons(0, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(pageButtons(1, 0)).toEqual([]);
  });
});

describe('pageRange', () => {
  it('gives the rows of a page, the last one cut at the total', () => {
    expect(pageRange(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageRange(2, 20, 45)).toEqual({ from: 21, to: 40 });
    expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
