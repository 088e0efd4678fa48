import { fireEvent, screen } from '@testing-library/react';
import type { ChainVerification } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { AuditVerifyCard } from './audit-verify';

const hash = 'ab'.repeat(32);
const intact: ChainVerification = { ok: true, records: 120, documents: 100, head: { seq: 120, hash }, broken: null, checkedAt: new Date(2024, 2, 5, 9, 7).toISOString(), ms: 40 };
const tampered: ChainVerification = {
  ...intact,
  ok: false,
  records: 41,
  broken: { seq: 42, recordId: 42, vDoc: 'ur', docId: 9, oznaka: 'UR-VP-9/2024', reason: 'document-changed' },
};
let answer: ChainVerification = intact;
let calls = 0;
const server = setupServer(
  http.get('/v1/audit/verify', () => {
    calls++;
    return HttpResponse.json({ data: answer });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterEach(() => {
  server.resetHandlers();
  calls = 0;
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

describe('AuditVerifyCard', () => {
  it('checks on demand and shows an intact chain with its head', async () => {
    answer = intact;
    await renderWithProviders(<AuditVerifyCard />);
    expect(calls).toBe(0);
    fireEvent.click(screen.getByTestId('audit-verify-run'));
    expect((await screen.findByTestId('audit-verify-ok', {}, { timeout: 5000 })).textContent).toBe('Lanac je ispravan: 120 zapisa, 100 dokumenata (provereno 05.03.2024 09:07).');
    expect(screen.getByTestId('audit-verify-head').textContent).toBe(`Poslednji zapis: 120 · ${hash}`);
    expect(calls).toBe(1);
  });

  it('names the first broken link: the record, the document and why', async () => {
    answer = tampered;
    await renderWithProviders(<AuditVerifyCard />, { language: 'en' });
    fireEvent.click(screen.getByTestId('audit-verify-run'));
    expect((await screen.findByTestId('audit-verify-broken', {}, { timeout: 5000 })).textContent).toBe(
      "The chain breaks at record 42, document UR-VP-9/2024: the document's content was changed after booking.",
    );
    expect(screen.queryByTestId('audit-verify-ok')).toBeNull();
  });
});
