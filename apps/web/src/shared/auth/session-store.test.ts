import { describe, expect, it } from 'vitest';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { parseSession, sessionFromTokens } from './session-store';

const tokens = { accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) };

describe('stored session', () => {
  it('expires 15 s before the token does', () => {
    const session = sessionFromTokens(tokens, 1_000_000);
    expect(session?.expiresAt).toBe(1_000_000 + 900_000 - 15_000);
  });

  it('reads the identity from the id token, letters beyond ASCII included', () => {
    expect(sessionFromTokens(tokens)?.user).toEqual(demoClaims);
  });

  it('treats a corrupt stored session as empty', () => {
    const good = JSON.stringify({ accessToken: 'a', refreshToken: 'r', idToken: tokens.idToken, expiresAt: 5 });
    expect(parseSession(good)?.user.email).toBe('admin@demo.rs');
    expect(parseSession('{not json')).toBeNull();
    expect(parseSession('null')).toBeNull();
    expect(parseSession(JSON.stringify({ accessToken: 'a' }))).toBeNull();
    expect(parseSession(JSON.stringify({ accessToken: 'a', refreshToken: 'r', idToken: 'x.y.z', expiresAt: 5 }))).toBeNull();
    // an identity without a role is no session
    const roleless = fakeIdToken({ ...demoClaims, role: undefined });
    expect(parseSession(JSON.stringify({ accessToken: 'a', refreshToken: 'r', idToken: roleless, expiresAt: 5 }))).toBeNull();
  });

  it('keeps the Cyrillic company name, which older tokens may lack', () => {
    expect(sessionFromTokens(tokens)?.user.companyNameCyr).toBe('Демо Трговина д.о.о.');
    const older = sessionFromTokens({ ...tokens, idToken: fakeIdToken({ ...demoClaims, companyNameCyr: undefined }) });
    expect(older?.user).toEqual({ ...demoClaims, companyNameCyr: undefined });
    expect(older?.user).not.toHaveProperty('companyNameCyr');
    expect(sessionFromTokens({ ...tokens, idToken: fakeIdToken({ ...demoClaims, companyNameCyr: 7 }) })).toBeNull();
  });
});
