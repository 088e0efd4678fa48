import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { docFamilies } from '@knjige/contract';
import { familyBase } from './paths';

// Each page is its own chunk; they take the family as a prop, so app/lazy-page (no props) does not fit.
const DocumentListPage = lazy(async () => ({ default: (await import('./document-list-page')).DocumentListPage }));
const DocumentPage = lazy(async () => ({ default: (await import('./document-page')).DocumentPage }));
const ItemPage = lazy(async () => ({ default: (await import('./item-page')).ItemPage }));

/**
 * The screens of every document family: the list at the base path (default sub-type) and under
 * /{sub}, then /create, /{docId}, /{docId}/create and /{docId}/{itemId}. Static segments win over
 * parameters, so /create is never taken for a sub-type or a document id.
 */
export const documentRoutes: RouteObject[] = docFamilies.flatMap((family) => {
  const base = familyBase[family].slice(1);
  return [
    { path: base, element: <DocumentListPage family={family} /> },
    { path: `${base}/create`, element: <DocumentPage family={family} /> },
    { path: `${base}/:sub`, element: <DocumentListPage family={family} /> },
    { path: `${base}/:sub/create`, element: <DocumentPage family={family} /> },
    { path: `${base}/:sub/:docId`, element: <DocumentPage family={family} /> },
    { path: `${base}/:sub/:docId/create`, element: <ItemPage family={family} /> },
    { path: `${base}/:sub/:docId/:itemId`, element: <ItemPage family={family} /> },
  ];
});
