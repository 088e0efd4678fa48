import { lazy } from 'react';

/** The route pages other features mount, each its own chunk (a public entry beside index.ts: lint import-x/no-restricted-paths). */
export const XmlExportPage = lazy(async () => ({ default: (await import('./xml-export-page')).XmlExportPage }));
