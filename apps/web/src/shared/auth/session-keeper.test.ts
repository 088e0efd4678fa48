import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api, ApiError } from '../api/client';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { startSessionKeeper } from './session-keeper';
import { sessionStore } from './session-store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tokens = (n: number, expiresIn = 900) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresIn, idToken: fakeIdToken(demoClaims) });

describe('session keeper', () => {
  it('renews an expired access token before a private call and sends the new one', async () => {
    const stop = startSessionKeeper();
    // 10 s tokens are stored as already expired (10 s − 15 s margin).
    sessionStore.set(tokens(1, 10));
    const renewals: unknown[] = [];
    server.use(
      http.post('/v1/auth/renew', async ({ request }) => {
        renewals.push(await request.json());
        return HttpResponse.json(tokens(2));
      }),
      http.get('/v1/periods', ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization') })),
    );
    const answer = await api.get<{ auth: string }>('/v1/periods');
    expect(answer.auth).toBe('Bearer access-2');
    expect(renewals).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(sessionStore.get()?.refreshToken).toBe('refresh-2');
    stop();
    sessionStore.clear();
  });

  it('ends the session on a 401 to a private call, tells the server and goes home marked expired', async () => {
    let expired = 0;
    const stop = startSessionKeeper({ onExpired: () => (expired += 1) });
    sessionStore.set(tokens(3));
    const logouts: unknown[] = [];
    server.use(
      http.get('/v1/periods', () => HttpResponse.json({ message: 'error.session.expired' }, { status: 401 })),
      http.post('/v1/auth/logout', async ({ request }) => {
        logouts.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const failure = await api.get('/v1/periods').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(sessionStore.get()).toBeNull();
    await expect.poll(() => logouts).toEqual([{ refreshToken: 'refresh-3' }]);
    await expect.poll(() => expired).toBe(1);
    stop();
  });
});
