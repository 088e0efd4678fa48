import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { familyRegistry } from '@knjige/contract';
import type { DocEntry } from '../../shared/documents/types';

// Its own chunk; it takes the family as a prop, so app/lazy-page (no props) does not fit.
const XmlExportPage = lazy(async () => ({ default: (await import('./xml-export-page')).XmlExportPage }));

/** docs/domain.md#screens-and-routes: the SEF export page of every family that sends its invoices to SEF, under the document's path (/{sub}/{docId}/xml). */
export const xmlRoutes: RouteObject[] = Object.values<DocEntry>(familyRegistry)
  .filter((entry) => entry.einvoice)
  .map((entry) => ({ path: `${entry.route.slice(1)}/:sub/:docId/xml`, element: <XmlExportPage config={{ family: entry.vDoc, entry }} /> }));
