/** What other features use of SEF: a document's SEF line and the list column's badge. */
export { SefDocPanel } from './sef-doc-panel';
export { SefStatusBadge } from './sef-status-badge';
export { useSefStatuses } from './api';
