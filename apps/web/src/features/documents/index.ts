/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
export { articleComboSource, costComboSource, docKeys, partnerComboSources, useAccounts, useDoc, useWarehouses } from './api';
export { DocBreadcrumbs } from './doc-breadcrumbs';
export { prodConfig } from './families/prod';
export { PageFailed, PageLoading } from './page-state';
export { docPaths, familyResource, idParam } from './paths';
export { SubTypeTabs } from './status-tabs';
export type { DocRow, FamilyConfig } from './types';
