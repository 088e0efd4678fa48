import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const TaxDepreciationPage = lazyPage(() => import('./tax-depreciation-page'), 'TaxDepreciationPage');

/** /poreska-amortizacija: the tax depreciation of the selected period's year. */
export const taxDepreciationRoutes: RouteObject[] = [{ path: 'poreska-amortizacija', element: <TaxDepreciationPage /> }];
