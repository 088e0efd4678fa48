import { z } from './zod-config';

/** A backup file of the installation (`/v1/backups`, super users only). */
export const backupFile = z.object({
  name: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** The database kind that wrote it; null when its header cannot be read. */
  source: z.enum(['pglite', 'postgres']).nullable(),
  /** The last migration applied when it was written. */
  schemaVersion: z.string().nullable(),
});
export type BackupFile = z.infer<typeof backupFile>;

export const backupList = z.object({
  data: z.array(backupFile),
  /** Where the files are, how many are kept, when the daily one runs (null: never). */
  dir: z.string(),
  keep: z.number().int(),
  time: z.string().nullable(),
});
export type BackupList = z.infer<typeof backupList>;

export const backupResult = z.object({ data: backupFile.extend({ rows: z.number().int(), ms: z.number() }) });
