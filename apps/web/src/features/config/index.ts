/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
export { ConfigHeader } from './config-header';
export type { ListParams, Paged } from './crud-api';
export { toastRefusals } from './form-actions';
export type { PosMain } from './resources';
export { useDialog } from './use-dialog';
