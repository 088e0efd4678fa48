/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
export { useCostItems } from './api';
export { DeleteIcon } from './delete-icon';
