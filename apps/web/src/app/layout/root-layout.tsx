import { useSession } from '../../shared/auth/use-session';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';

/** The frame follows the session: signed in or not. */
export function RootLayout() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <AppLayout /> : <PublicLayout />;
}
