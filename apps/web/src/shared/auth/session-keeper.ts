import type { TokenAnswer } from '@knjige/contract';
import { ApiError, apiFetch, configureApi } from '../api/client';
import { reportRangeStore } from '../period/report-range-store';
import { sessionStore } from './session-store';

/** Home with this marker tells the user their session ended (docs/domain.md#states-and-defaults). */
export const EXPIRED_MARKER = 'expired';

/** Renew when this close to the stored expiry on focus, so a returning user never sends a dead token. */
const FOCUS_RENEW_MS = 60_000;
const MAX_TIMEOUT_MS = 2_147_483_647;

let renewing: Promise<boolean> | null = null;
let expiring = false;
let goHomeExpired = () => window.location.assign(`/?${EXPIRED_MARKER}=1`);

async function callRenew(): Promise<boolean> {
  // Another tab may have renewed already: take what it stored before spending the refresh token.
  sessionStore.reload();
  const session = sessionStore.get();
  if (!session) return false;
  if (session.expiresAt - Date.now() > FOCUS_RENEW_MS) return true;
  try {
    const tokens = await apiFetch<TokenAnswer>('POST', '/v1/auth/renew', { body: { refreshToken: session.refreshToken }, auth: false });
    return sessionStore.set(tokens);
  } catch (err) {
    // A refused refresh token ends the session; a network failure leaves it for the next try.
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) expireSession();
    return false;
  }
}

/** POST /v1/auth/renew once, however many callers ask at the same time (tabs share a Web Lock). */
export function renewSession(): Promise<boolean> {
  renewing ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks ? await locks.request('knjige-session-renew', callRenew) : await callRenew();
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}

/** Clear the local tokens, then tell the server (a failure there changes nothing for the user). */
export async function signOut(): Promise<void> {
  const session = sessionStore.get();
  sessionStore.clear();
  // the next sign-in starts its reports afresh
  reportRangeStore.clear();
  if (!session) return;
  try {
    await apiFetch('POST', '/v1/auth/logout', { body: { refreshToken: session.refreshToken }, auth: false });
  } catch {
    // The refresh token expires on its own.
  }
}

/** The 401 callback: sign out and reload home with the expiry marker. */
export function expireSession(): void {
  if (expiring) return;
  expiring = true;
  void signOut().finally(() => {
    expiring = false;
    goHomeExpired();
  });
}

async function ensureFreshToken(): Promise<void> {
  const session = sessionStore.get();
  if (session && Date.now() >= session.expiresAt) await renewSession();
}

/**
 * Wire the API client to the session and keep the session alive: renew at the stored expiry
 * (already 15 s early) and when the window regains focus close to it. Returns a stop function.
 */
export function startSessionKeeper(options: { onExpired?: () => void } = {}): () => void {
  if (options.onExpired) goHomeExpired = options.onExpired;
  configureApi({
    getToken: () => sessionStore.get()?.accessToken ?? null,
    onUnauthorized: expireSession,
    beforeRequest: ensureFreshToken,
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const session = sessionStore.get();
    if (!session) return;
    // At least a second apart, so a token lifetime shorter than the margin cannot spin.
    const delay = Math.min(Math.max(session.expiresAt - Date.now(), 1000), MAX_TIMEOUT_MS);
    timer = setTimeout(() => void renewSession(), delay);
  };
  const onFocus = () => {
    const session = sessionStore.get();
    if (session && session.expiresAt - Date.now() < FOCUS_RENEW_MS) void renewSession();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') onFocus();
  };

  const unsubscribe = sessionStore.subscribe(schedule);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
