import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const TurnoverPage = lazyPage(() => import('./turnover-page'), 'TurnoverPage');

/** /ostvareni-promet/{vPromet}: realised turnover. */
export const turnoverRoutes: RouteObject[] = [
  { path: 'ostvareni-promet', element: <TurnoverPage /> },
  { path: 'ostvareni-promet/:vPromet', element: <TurnoverPage /> },
];
