import { describe, expect, it } from 'vitest';
import { artMainInput } from './articles';
import { issuesToFieldErrors } from './errors';

describe('field error keys', () => {
  it('maps a missing body to required keys per field', () => {
    const result = artMainInput.safeParse({});
    expect(result.success).toBe(false);
    expect(issuesToFieldErrors(result.error!.issues)).toEqual({
      grpId: 'error.grpId.required',
      intSifra: 'error.intSifra.required',
      artNaziv: 'error.artNaziv.required',
      meraCode: 'error.mera.required',
      pdvId: 'error.pdvId.required',
    });
  });
  it('names unknown keys and blank strings', () => {
    const result = artMainInput.safeParse({ grpId: 1, intSifra: '  ', artNaziv: 'A', meraCode: 'kom', pdvId: 1, foo: 1 });
    expect(issuesToFieldErrors(result.error!.issues)).toEqual({
      intSifra: 'error.intSifra.required',
      foo: 'error.foo.unknown',
    });
  });
});
