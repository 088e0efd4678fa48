/**
 * The parsers of uploaded files, run in a worker thread (`platform/off-thread.ts`) so that a large
 * file never holds the event loop: the other requests (and /healthz) are answered while it parses.
 * The build bundles this file as `dist/parse-worker.js`, beside the server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseNbsList } from '../currency/nbs-list';
import { readTable } from '../../platform/read-table';
import { AppError } from '../../platform/errors';

export const parsers = {
  /** an NBS middle-rate list (XML or CSV) */
  'nbs-list': async (data: Uint8Array) => parseNbsList(data),
  /** a spreadsheet (XLSX) or CSV file as rows of cell texts */
  table: (data: Uint8Array) => readTable(Buffer.from(data.buffer, data.byteOffset, data.length)),
};
export type Parsers = typeof parsers;
export type ParserKind = keyof Parsers;

/** A job for the worker, and its answer: the parsed value, or the AppError the parser threw. */
export interface ParseJob {
  kind: ParserKind;
  data: Uint8Array;
}
export type ParseAnswer =
  | { ok: true; value: unknown }
  | { ok: false; appError?: { statusCode: number; message: string; errors?: Record<string, string>; params?: Record<string, string | number> }; message?: string };

const port = parentPort;
if (port && (workerData as { role?: string } | undefined)?.role === 'parse') {
  port.on('message', (job: ParseJob) => {
    parsers[job.kind](job.data).then(
      (value) => port.postMessage({ ok: true, value } satisfies ParseAnswer),
      (err: unknown) =>
        port.postMessage(
          (err instanceof AppError
            ? { ok: false, appError: { statusCode: err.statusCode, message: err.message, errors: err.errors, params: err.params } }
            : { ok: false, message: err instanceof Error ? err.message : String(err) }) satisfies ParseAnswer,
        ),
    );
  });
}
