// The report's reads: the routes and the prints take them here; each is one read of the books,
// which the service passes through from the repository as it has nothing to add.
export { accountCard, journal, trialBalance } from './rpt-gl.repo';
export { statements } from './rpt-gl-statements.repo';
export { checkRange } from './rpt-fin.repo';
