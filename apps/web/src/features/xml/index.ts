/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
import { lazy } from 'react';
export { XmlButtons } from './xml-buttons';

/** The export page, its own chunk (it takes the family's config as a prop). */
export const XmlExportPage = lazy(async () => ({ default: (await import('./xml-export-page')).XmlExportPage }));
