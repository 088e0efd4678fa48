import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const EotpInboxPage = lazyPage(() => import('./inbox-page'), 'EotpInboxPage');

/** /eotp/primljene-otpremnice: the dispatch notes our suppliers sent us. */
export const eotpRoutes: RouteObject[] = [{ path: 'eotp/primljene-otpremnice', element: <EotpInboxPage /> }];
