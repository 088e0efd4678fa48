/** Dumps a snapshot of the embedded database into a backup file in a worker thread (see backups.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { createPglite } from '../db/client';
import { pgliteSession, readDump } from './copy';
import { writeBackup } from './format';

const input = workerData as { dir?: string; tar?: Uint8Array<ArrayBuffer>; file: string };

try {
  const client = await createPglite(input.dir, input.tar ? new Blob([input.tar]) : undefined);
  try {
    const written = await writeBackup(await readDump(pgliteSession(client), 'pglite'), input.file);
    parentPort!.postMessage({ bytes: written.bytes, rows: written.rows });
  } finally {
    await client.close();
  }
} catch (err) {
  parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
