// The report's reads: the routes and the prints take them here; each is one read of the books,
// which the service passes through from the repository as it has nothing to add.
export { bookTotal, checkRange, kepuPage, kepuRows, kepuTotalOf, kepuWarehouse, kirPage, kirRows, kurPage, kurRows, vatReturnOf } from './rpt-fin.repo';
