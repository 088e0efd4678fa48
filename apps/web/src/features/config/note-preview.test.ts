import { describe, expect, it } from 'vitest';
import { notePreview } from './note-preview';

describe('note preview', () => {
  it('keeps a short note and cuts a long one at 50 characters', () => {
    expect(notePreview('Plaćanje u roku od 8 dana.')).toBe('Plaćanje u roku od 8 dana.');
    const long = 'Roba ostaje vlasništvo prodavca do potpune isplate, reklamacije u roku od 8 dana.';
    const cut = notePreview(long);
    expect(cut).toBe(`${long.slice(0, 50).trimEnd()}…`);
    expect([...cut.slice(0, -1)].length).toBeLessThanOrEqual(50);
  });

  it('puts a note of several lines on one', () => {
    expect(notePreview('prvi red\n\ndrugi   red')).toBe('prvi red drugi red');
  });
});
