/**
 * Dumps a snapshot of the embedded database into a backup file, in a process of its own started by
 * backups.ts (argument: JSON of the snapshot folder or archive and the file); answers over IPC.
 */
import fs from 'node:fs';
import { createPglite } from '../db/client';
import { pgliteSession, readDump } from './copy';
import { writeBackup } from './format';

const input = JSON.parse(process.argv[2] ?? '{}') as { dir?: string; tarFile?: string; file: string };
const answer = (message: object) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

try {
  const client = await createPglite(input.dir, input.tarFile ? new Blob([fs.readFileSync(input.tarFile)]) : undefined);
  try {
    const written = await writeBackup(await readDump(pgliteSession(client), 'pglite'), input.file);
    await answer({ bytes: written.bytes, rows: written.rows });
  } finally {
    await client.close();
  }
} catch (err) {
  await answer({ error: err instanceof Error ? err.message : String(err) });
}
process.disconnect();
