import { describe, expect, it } from 'vitest';
import { prodInput, prnInput } from './families/prod';
import { maxLengthOf } from './schema-limits';
import { komMainInput } from './master-data';

describe('maxLengthOf', () => {
  it('reads a text field’s limit through its optional, default and transform wrappers', () => {
    expect(maxLengthOf(prodInput, 'otprema')).toBe(200);
    expect(maxLengthOf(prodInput, 'brojRacuna')).toBe(50);
    expect(maxLengthOf(prodInput, 'napomena')).toBe(4000);
    expect(maxLengthOf(prnInput, 'komMemo.komMemo1')).toBe(200);
  });

  it('is null for a field that is not text, has no limit or does not exist', () => {
    expect(maxLengthOf(prodInput, 'komId')).toBeNull();
    expect(maxLengthOf(prodInput, 'datum')).toBeNull();
    expect(maxLengthOf(prodInput, 'periodObracuna')).toBeNull();
    expect(maxLengthOf(prodInput, 'nothing')).toBeNull();
    expect(maxLengthOf(prodInput, 'otprema.x')).toBeNull();
  });

  it('reads a schema with rules over the whole form', () => {
    expect(maxLengthOf(komMainInput, 'naziv')).toBe(200);
  });
});
