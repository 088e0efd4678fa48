import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of';

describe('isOneOf', () => {
  it('takes a listed value and refuses any other, undefined and non-strings included', () => {
    const states = ['all', 'open', 'closed'] as const;
    expect(isOneOf(states, 'open')).toBe(true);
    expect(isOneOf(states, 'OPEN')).toBe(false);
    expect(isOneOf(states, undefined)).toBe(false);
    expect(isOneOf(states, 1)).toBe(false);
    expect(isOneOf([], 'open')).toBe(false);
  });
});
