import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { familyConfigs } from './families';

// Each page is its own chunk; they take the family's config as a prop, so app/lazy-page (no props) does not fit.
const DocumentListPage = lazy(async () => ({ default: (await import('./document-list-page')).DocumentListPage }));
const DocumentPage = lazy(async () => ({ default: (await import('./document-page')).DocumentPage }));
const ItemPage = lazy(async () => ({ default: (await import('./item-page')).ItemPage }));

/**
 * The screens of every built family: the list at the base path (default sub-type) and under
 * /{sub}, then /create, /{docId}, /{docId}/create and /{docId}/{itemId} (the SEF export's /{docId}/xml is the xml
 * feature's). Static segments win over parameters, so /create is never taken for a sub-type or a document id.
 */
export const documentRoutes: RouteObject[] = familyConfigs.flatMap((config) => {
  const base = config.entry.route.slice(1);
  return [
    { path: base, element: <DocumentListPage config={config} /> },
    { path: `${base}/create`, element: <DocumentPage config={config} /> },
    { path: `${base}/:sub`, element: <DocumentListPage config={config} /> },
    { path: `${base}/:sub/create`, element: <DocumentPage config={config} /> },
    { path: `${base}/:sub/:docId`, element: <DocumentPage config={config} /> },
    { path: `${base}/:sub/:docId/create`, element: <ItemPage config={config} /> },
    { path: `${base}/:sub/:docId/:itemId`, element: <ItemPage config={config} /> },
  ];
});

/**
 * The menu entries of the built families (contract appMenu keys → route): the list, and the new
 * document form where the family has an entry for it.
 */
export const documentMenuRoutes: Record<string, string> = Object.fromEntries(
  familyConfigs.flatMap(({ entry }) => [[entry.menuKeys.list, entry.route], ...(entry.menuKeys.create ? [[entry.menuKeys.create, `${entry.route}/create`]] : [])]),
);
