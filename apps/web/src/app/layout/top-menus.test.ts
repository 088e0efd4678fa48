import { describe, expect, it } from 'vitest';
import { menusThatFit } from './top-menus';

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
