import { describe, expect, it } from 'vitest';
import { actionOf } from './shortcuts';

const key = (key: string, code: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcut keys', () => {
  it('maps each key to its action on any keyboard layout (Alt+letters by their physical key)', () => {
    expect(actionOf(key('s', 'KeyS', { ctrlKey: true }))).toBe('save');
    expect(actionOf(key('s', 'KeyS', { metaKey: true }))).toBe('save');
    // On a Mac, Alt+N types a character; the physical key still counts.
    expect(actionOf(key('˜', 'KeyN', { altKey: true }))).toBe('newItem');
    expect(actionOf(key('Insert', 'Insert'))).toBe('newItem');
    expect(actionOf(key('k', 'KeyK', { altKey: true }))).toBe('lock');
    expect(actionOf(key('Escape', 'Escape'))).toBe('back');
    expect(actionOf(key('/', 'Slash'))).toBe('search');
    expect(actionOf(key('?', 'Slash', { shiftKey: true }))).toBe('help');
  });

  it('leaves ordinary typing alone', () => {
    expect(actionOf(key('s', 'KeyS'))).toBeNull();
    expect(actionOf(key('n', 'KeyN'))).toBeNull();
    expect(actionOf(key('s', 'KeyS', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(actionOf(key('Enter', 'Enter'))).toBeNull();
  });
});
