import { parseScaled } from '@knjige/domain';
import { describe, expect, it } from 'vitest';
import { displayScaledText, editScaledText } from './scaled-text';

describe('scaled number text', () => {
  it('edits without grouping and shows with grouping; both parse back to the value', () => {
    expect(editScaledText(123456789, 2, 'sr-Latn')).toBe('1234567,89');
    expect(displayScaledText(123456789, 2, 'sr-Latn')).toBe('1.234.567,89');
    expect(displayScaledText(1500, 3, 'en')).toBe('1.500');
    expect(editScaledText(null, 2, 'en')).toBe('');
    expect(parseScaled(editScaledText(123456789, 2, 'sr-Latn'), 2, 'sr-Latn')).toBe(123456789);
    expect(parseScaled(displayScaledText(123456789, 2, 'en'), 2, 'en')).toBe(123456789);
  });
});
