import type { SefDocStatus, XmlData } from '@knjige/contract';
import type { AppConfig } from '../platform/config';
import type { Db, Tx } from '../platform/db/client';

/**
 * What the documents ask of the integrations above them (docs/decisions.md#floors-and-boundaries): the
 * SEF and eOtpremnica outboxes, a document's attachments, the agency's figures. The documents import
 * nothing above their floor; the app fills this port once at start-up with the integrations'
 * functions (`src/wiring.ts`), and the document service calls it at fixed points of a write (no
 * event bus: each call is where it was, with the same arguments, in the same transaction).
 * Unfilled, a call throws: a lock never skips its outbox silently.
 */
export interface DocumentPorts {
  sef: {
    /** Queues an e-invoice for SEF in the caller's transaction (exactly once: the row commits with the lock or not at all); a company without a key queues nothing. */
    queue: (tx: Tx, companyId: number, vDoc: string, docId: number) => Promise<void>;
    /** The outbox's status of a document, null when it was never queued. */
    statusOf(db: Db, companyId: number, vDoc: string, docId: number): Promise<SefDocStatus | null>;
    /** Cancels or stornoes the document on SEF as its status there allows; throws while SEF refuses (the books keep it). */
    storno(db: Db, config: AppConfig, companyId: number, vDoc: string, docId: number, comment: string): Promise<void>;
  };
  eotp: {
    /** Queues a goods invoice's dispatch note for eOtpremnica in the caller's transaction; a company without a key queues nothing. */
    queue: (tx: Tx, companyId: number, vDoc: string, docId: number) => Promise<void>;
    /** Cancels the dispatch note on eOtpremnica; throws while it refuses (the books keep the invoice). */
    cancel(db: Db, config: AppConfig, companyId: number, vDoc: string, docId: number, reason: string, loadData: () => Promise<XmlData>): Promise<void>;
  };
  /** Deletes a document's attachments, in the caller's transaction (a draft deleted). */
  removeAttachments: (tx: Tx, companyId: number, vDoc: string, docId: number) => Promise<void>;
  /** Recounts the agency desk's figures of the company, in the caller's transaction. */
  keepAgencyFigures: (tx: Tx, companyId: number, today: string) => Promise<void>;
}

let filled: DocumentPorts | null = null;

/** Fills the port (the app's wiring, at start-up; filling it again replaces it). */
export function fillDocumentPorts(ports: DocumentPorts): void {
  filled = ports;
}

/** The port's functions; throws while the app has not filled it. */
export function documentPorts(): DocumentPorts {
  if (!filled) throw new Error('document ports not filled: the app wires them at start-up (src/wiring.ts)');
  return filled;
}
