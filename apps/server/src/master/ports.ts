import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Reader, Tx } from '../platform/db/client';
import type { BookedRate } from './currency/rates';

/**
 * What master data asks of the floors above it (docs/decisions.md#floors-and-boundaries). Master data
 * sits below the documents and the ledgers and imports neither; where it must ask them at run time
 * (is this record used by a booked document? an account's schemes move with a new analytic), it
 * calls this port, which the app fills once at start-up with the documents' and ledgers' answers
 * (`src/wiring.ts`). Unfilled, a call throws: a check is never skipped silently.
 */
export interface MasterPorts {
  /** The article is on a line of a locked or reversed document. */
  articleBooked: (tx: Reader, companyId: number, artId: number) => Promise<boolean>;
  /** The VAT rate is named by a booked line, or is the rate of an article on one. */
  vatRateBooked: (tx: Reader, companyId: number, pdvId: number) => Promise<boolean>;
  /** The warehouse has stock or rows in the stock or turnover ledger. */
  warehouseBooked: (tx: Reader, companyId: number, magId: number) => Promise<boolean>;
  /** Whether the period's booked documents fall before `startDate` or after `endDate`. */
  bookedOutside: (tx: Reader, companyId: number, periodId: number, startDate: string, endDate: string) => Promise<{ before: boolean; after: boolean }>;
  /** Whether an e-invoice of a document of this client was made for SEF. */
  clientSentToSef: (tx: Reader, companyId: number, komId: number) => Promise<boolean>;
  /** The distinct rates booked documents in a foreign currency took for the dates from `from` to `to`. */
  bookedRates: (tx: Reader, companyId: number, from: string, to: string) => Promise<BookedRate[]>;
  /** The labels of (up to `limit` of) the documents that name a cost item `costIds` selects, oldest first. */
  documentsNamingCost: (tx: Reader, companyId: number, costIds: (column: AnyPgColumn) => SQL, limit: number) => Promise<string[]>;
  /** A new analytic account `to` under `from`: the posting schemes naming `from` move to it (their names answered). */
  analyticAdded: (tx: Tx, companyId: number, userId: number, from: string, to: string) => Promise<string[]>;
}

let filled: MasterPorts | null = null;

/** Fills the port (the app's wiring, at start-up; filling it again replaces it). */
export function fillMasterPorts(ports: MasterPorts): void {
  filled = ports;
}

/** The port's answers; throws while the app has not filled it. */
export function masterPorts(): MasterPorts {
  if (!filled) throw new Error('master ports not filled: the app wires them at start-up (src/wiring.ts)');
  return filled;
}
