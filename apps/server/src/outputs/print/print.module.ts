import type { Module } from '../../platform/http';
import { invoicePrintModule } from './invoice.routes';

/** Every print route; registered where a print token may stand in for the bearer header. */
export const printModules: Module[] = [invoicePrintModule];
