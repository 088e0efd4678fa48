import { Navigate, Outlet } from 'react-router';
import type { Role } from '@knjige/contract';
import { useSession } from '../shared/auth/use-session';

/**
 * A guarded area (docs/domain.md#screens-and-routes): signed out or without a role → home; a role not in `allow` → /403.
 * Without `allow`, any signed-in role may enter.
 */
export function RequireRole({ allow }: { allow?: readonly Role[] }) {
  const { role } = useSession();
  if (!role) return <Navigate to="/" replace />;
  if (allow && !allow.includes(role)) return <Navigate to="/403" replace />;
  return <Outlet />;
}

/** The login route is for signed-out visitors only. */
export function RequireSignedOut() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <Navigate to="/" replace /> : <Outlet />;
}
