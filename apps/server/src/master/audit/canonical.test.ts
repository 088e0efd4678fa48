import { describe, expect, it } from 'vitest';
import { canonicalJson, recordHash, sha256 } from './canonical';

describe('canonical JSON', () => {
  it('sorts keys at every depth, writes dates as ISO strings and no spaces', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x', null], c: true }, e: new Date('2024-03-05T08:09:10.123Z') })).toBe(
      '{"a":{"c":true,"d":[1,"x",null]},"b":1,"e":"2024-03-05T08:09:10.123Z"}',
    );
  });

  it("a record's hash is sha256 of its fields' canonical JSON", () => {
    const r = { companyId: 1, seq: 7, vDoc: 'ur', docId: 42, status: 'locked' as const, userId: 2, at: new Date('2024-03-05T08:09:10.123Z'), contentHash: 'c'.repeat(64), prevHash: 'p'.repeat(64) };
    expect(recordHash(r)).toBe(sha256(canonicalJson(r)));
    expect(recordHash({ ...r, userId: null })).toBe(sha256(canonicalJson({ ...r, userId: null })));
    expect(recordHash({ ...r, seq: 8 })).not.toBe(recordHash(r));
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
