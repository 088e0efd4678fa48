import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parsers, type ParseAnswer, type ParseJob, type ParserKind, type Parsers } from './parse-worker';
import { AppError } from '../../platform/errors';

/** A file up to this size parses in place (a few milliseconds, linear); a larger one in the worker. */
export const IN_PLACE_BYTES = 64 * 1024;
/** The worker's heap: a file whose parsing needs more (an XLSX that unpacks to gigabytes) is refused, the server untouched. */
const WORKER_HEAP_MB = 256;
/** A parse still running after this long is stopped and its file refused. */
const PARSE_TIMEOUT_MS = 60_000;
/**
 * The files waiting for the worker, at most this many bytes together (three imports at the upload
 * limit): past it a file is refused with 429 (`error.too-many-requests`) rather than held.
 */
const MAX_QUEUED_BYTES = 64 * 1024 * 1024;
/** An idle worker ends after this long; the next large file starts another. */
const IDLE_MS = 30_000;

type Result<K extends ParserKind> = Awaited<ReturnType<Parsers[K]>>;
const unreadable = () => new AppError(422, 'error.validation', { file: 'error.file.unreadable' });

interface Queued {
  job: ParseJob;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let running: (Queued & { timer: NodeJS.Timeout }) | null = null;
const queue: Queued[] = [];

function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const options = { workerData: { role: 'parse' }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  // From source (tests, `npm run dev`) the worker registers tsx first; the build's worker is plain JavaScript.
  const w = fromSource
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./parse-worker.ts', import.meta.url).href)}); })`,
        { ...options, eval: true },
      )
    : new Worker(fileURLToPath(new URL('./parse-worker.js', import.meta.url)), options);
  w.on('message', (answer: ParseAnswer) => {
    const done = running;
    if (!done) return;
    clearTimeout(done.timer);
    running = null;
    if (answer.ok) done.resolve(answer.value);
    else if (answer.appError) done.reject(new AppError(answer.appError.statusCode, answer.appError.message, answer.appError.errors, answer.appError.params));
    else done.reject(new Error(answer.message));
    next();
  });
  // The worker died (out of its heap, or stopped after the timeout): the file it held is refused.
  const died = () => {
    if (worker === w) worker = null;
    const done = running;
    running = null;
    if (done) {
      clearTimeout(done.timer);
      done.reject(unreadable());
    }
    next();
  };
  w.on('error', died);
  w.on('exit', died);
  return w;
}

function next(): void {
  if (running) return;
  const item = queue.shift();
  if (!item) {
    worker?.unref();
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void worker?.terminate(), IDLE_MS).unref();
    return;
  }
  if (idleTimer) clearTimeout(idleTimer);
  worker ??= startWorker();
  worker.ref();
  const w = worker;
  running = { ...item, timer: setTimeout(() => void w.terminate(), PARSE_TIMEOUT_MS) };
  w.postMessage(item.job);
}

/**
 * Parses an uploaded file: in place when it is small, otherwise in a worker thread (one, jobs in
 * turn), so the event loop keeps answering while a large file parses. The parser's AppError
 * (422 with the field) comes back as it was thrown.
 */
export async function parseOffThread<K extends ParserKind>(kind: K, data: Buffer): Promise<Result<K>> {
  if (data.length <= IN_PLACE_BYTES) return (await parsers[kind](data)) as Result<K>;
  const queued = queue.reduce((sum, item) => sum + item.job.data.length, 0);
  if (queued + data.length > MAX_QUEUED_BYTES) throw new AppError(429, 'error.too-many-requests');
  return new Promise<unknown>((resolve, reject) => {
    queue.push({ job: { kind, data }, resolve, reject });
    next();
  }) as Promise<Result<K>>;
}
