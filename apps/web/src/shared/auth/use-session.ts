import { useSyncExternalStore } from 'react';
import { adminRoles, type IdClaims, type Role } from '@knjige/contract';
import { sessionStore } from './session-store';
import { signOut } from './session-keeper';

export interface SessionView {
  /** The signed-in user's identity (id token claims), or null. */
  user: IdClaims | null;
  isAuthenticated: boolean;
  role: Role | null;
  /** super or admin (docs/domain.md#roles: together they count as admin) */
  isAdmin: boolean;
  isSuper: boolean;
  signOut: () => Promise<void>;
}

export function useSession(): SessionView {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const user = session?.user ?? null;
  const role = user?.role ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    role,
    isAdmin: role !== null && adminRoles.includes(role),
    isSuper: role === 'super',
    signOut,
  };
}
