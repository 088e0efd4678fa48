import type { Module } from '../../platform/http';
import { cashReportPrintModule } from './cash-report-print';
import { documentPrintModule } from './document.routes';
import { invoicePrintModule } from './invoice.routes';
import { kirPrintModule } from './kir-print';
import { reportPrintModule } from './report.routes';
import { statementsPrintModule } from './statements-print';
import { trialBalancePrintModule } from './trial-balance-print';
import { fixedAssetsPrintModule } from './fixed-assets-print';

/** Every print route; registered where a print token may stand in for the bearer header. */
export const printModules: Module[] = [invoicePrintModule, documentPrintModule, reportPrintModule, kirPrintModule, statementsPrintModule, trialBalancePrintModule, cashReportPrintModule, fixedAssetsPrintModule];
