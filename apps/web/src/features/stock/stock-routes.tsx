import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const StockPage = lazyPage(() => import('./stock-page'), 'StockPage');
const MovementPage = lazyPage(() => import('./movement-page'), 'MovementPage');

/** /stanje-zaliha and an article's movement card in one warehouse. */
export const stockRoutes: RouteObject[] = [
  { path: 'stanje-zaliha', element: <StockPage /> },
  { path: 'stanje-zaliha/:magId/:artId', element: <MovementPage /> },
];
