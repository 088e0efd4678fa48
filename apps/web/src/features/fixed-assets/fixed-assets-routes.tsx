import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const FixedAssetsPage = lazyPage(() => import('./fixed-assets-page'), 'FixedAssetsPage');
const FixedAssetCardPage = lazyPage(() => import('./fixed-asset-card-page'), 'FixedAssetCardPage');

/** /osnovna-sredstva: the fixed-asset register; /osnovna-sredstva/:id an asset's card. */
export const fixedAssetsRoutes: RouteObject[] = [
  { path: 'osnovna-sredstva', element: <FixedAssetsPage /> },
  { path: 'osnovna-sredstva/:id', element: <FixedAssetCardPage /> },
];
