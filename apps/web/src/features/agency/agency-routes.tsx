import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const AgencyPage = lazyPage(() => import('./agency-page'), 'AgencyPage');

/** /agencija: the agency's desk over the user's companies. */
export const agencyRoutes: RouteObject[] = [{ path: 'agencija', element: <AgencyPage /> }];
