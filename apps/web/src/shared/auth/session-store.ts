import { roles, type IdClaims, type TokenAnswer } from '@knjige/contract';
import { isRecord } from '../is-record';
import { isOneOf } from '../one-of';

/** localStorage key of the signed-in session (tokens, expiry, identity). */
export const SESSION_KEY = 'session';

/** The stored expiry is this much earlier than the real one (docs/domain.md#states-and-defaults), so renewal comes first. */
export const EXPIRY_MARGIN_MS = 15_000;

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** epoch ms: now + expiresIn − 15 s at the time the tokens were received */
  expiresAt: number;
}

export interface Session extends StoredSession {
  user: IdClaims;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * The claims of an id token, or null when it is not a readable token with the claims we need.
 * The contract's idClaims checked by hand: the session is read before the first render, and this
 * keeps the schema library out of the first load. A required claim the contract adds does not
 * compile until it is read here.
 */
export function decodeIdToken(idToken: string): IdClaims | null {
  try {
    const payload = idToken.split('.')[1];
    if (!payload) return null;
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    if (!isRecord(claims)) return null;
    const { sub, name, email, role, companyId, companyName, companyNameCyr } = claims;
    if (!isText(sub) || !isText(name) || !isText(email) || !isOneOf(roles, role) || typeof companyId !== 'number' || !Number.isInteger(companyId) || !isText(companyName)) return null;
    const user: IdClaims = { sub, name, email, role, companyId, companyName };
    // Tokens issued before an optional claim existed still make a session.
    if (companyNameCyr === undefined) return user;
    return isText(companyNameCyr) ? { ...user, companyNameCyr } : null;
  } catch {
    return null;
  }
}

/** A stored session, or null when absent or corrupt (docs/domain.md#errors-and-messages: a corrupt session is empty). */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return null;
    const { accessToken, refreshToken, idToken, expiresAt } = value;
    if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || typeof idToken !== 'string' || typeof expiresAt !== 'number') {
      return null;
    }
    const user = decodeIdToken(idToken);
    return user ? { accessToken, refreshToken, idToken, expiresAt, user } : null;
  } catch {
    return null;
  }
}

export function sessionFromTokens(tokens: TokenAnswer, now = Date.now()): Session | null {
  const user = decodeIdToken(tokens.idToken);
  if (!user) return null;
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    idToken: tokens.idToken,
    expiresAt: now + tokens.expiresIn * 1000 - EXPIRY_MARGIN_MS,
    user,
  };
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

let current: Session | null = parseSession(readStorage());
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The one source of the session; React reads it through useSyncExternalStore (use-session.ts). */
export const sessionStore = {
  get: (): Session | null => current,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Keep new tokens; false when the id token cannot be read (nothing is stored then). */
  set(tokens: TokenAnswer, now = Date.now()): boolean {
    const session = sessionFromTokens(tokens, now);
    if (!session) return false;
    const { user: _user, ...stored } = session;
    try {
      localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
    } catch {
      // Storage refused: the session lives until the page is reloaded.
    }
    current = session;
    notify();
    return true;
  },

  clear(): void {
    try {
      localStorage.removeItem(SESSION_KEY);
    } catch {
      // nothing stored
    }
    if (current === null) return;
    current = null;
    notify();
  },

  /** Re-read storage (another tab signed in, out or renewed). */
  reload(): void {
    const next = parseSession(readStorage());
    if (next?.accessToken === current?.accessToken && next?.expiresAt === current?.expiresAt) return;
    current = next;
    notify();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) sessionStore.reload();
  });
}
