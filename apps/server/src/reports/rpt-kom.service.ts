// The report's reads: the routes and the prints take them here; each is one read of the books,
// which the service passes through from the repository as it has nothing to add.
export { balanceList, balanceSum, clientOf, openItems, turnover } from './rpt-kom.repo';
