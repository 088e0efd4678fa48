import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createQueryClient } from '../api/query-client';
import { sessionStore } from '../auth/session-store';
import { startSessionKeeper } from '../auth/session-keeper';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { appConfigKeys, parseAppConfig, useAppConfigObject } from './use-app-config';

describe('app config object', () => {
  it('parses the pipe lists, keeps known values, and takes the first as the default', () => {
    const config = parseAppConfig({ 'v-artikl': 'usluga|roba|nepoznato', 'v-promet': 'vp|mp|usluga', 'v-kom': '' });
    expect(config.vArtikl).toEqual(['usluga', 'roba']);
    expect(config.vPromet).toEqual(['vp', 'mp', 'usluga']);
    expect(config.vKom).toEqual(['firma']);
    expect(config.defaults).toEqual({ vArtikl: 'usluga', vPromet: 'vp', vKom: 'firma' });
  });

  describe('with the server', () => {
    const server = setupServer();
    let version = 1;
    let objectCalls = 0;
    beforeAll(() => {
      server.listen({ onUnhandledRequest: 'error' });
      startSessionKeeper();
    });
    afterEach(() => server.resetHandlers());
    afterAll(() => {
      server.close();
      sessionStore.clear();
    });

    it('fetches the object again only when the server version goes up', async () => {
      sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
      server.use(
        http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version } })),
        http.get('/v1/app-config/object', () => {
          objectCalls += 1;
          return HttpResponse.json({ data: { 'v-artikl': version === 1 ? 'roba|usluga' : 'usluga|roba' } });
        }),
      );
      const client = createQueryClient();
      const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
      const { result } = renderHook(() => useAppConfigObject(), { wrapper });
      await waitFor(() => expect(result.current.data?.defaults.vArtikl).toBe('roba'));

      await act(() => client.refetchQueries({ queryKey: appConfigKeys.version }));
      expect(objectCalls).toBe(1);

      version = 2;
      await act(() => client.refetchQueries({ queryKey: appConfigKeys.version }));
      await waitFor(() => expect(result.current.data?.defaults.vArtikl).toBe('usluga'));
      expect(objectCalls).toBe(2);
    });
  });
});
