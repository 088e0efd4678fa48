import { z } from './zod-config';

/** A backup file of the installation (`/v1/backups`, super users only). */
export const backupFile = z.object({
  /** the file's name */
  name: z.string(),
  /** size in bytes */
  bytes: z.number().int(),
  /** when it was written */
  createdAt: z.string(),
  /** The database kind that wrote it; null when its header cannot be read. */
  source: z.enum(['pglite', 'postgres']).nullable(),
  /** The last migration applied when it was written. */
  schemaVersion: z.string().nullable(),
});
export type BackupFile = z.infer<typeof backupFile>;

export const backupList = z.object({
  /** the backup files, newest first */
  data: z.array(backupFile),
  /** Where the files are, how many are kept, when the daily one runs (null: never). */
  dir: z.string(),
  /** how many files are kept */
  keep: z.number().int(),
  /** local time of the daily backup (HH:MM) */
  time: z.string().nullable(),
});
export type BackupList = z.infer<typeof backupList>;

/** A backup just made: the file, `rows` written and `ms` it took. */
export const backupResult = z.object({
  /** the new file */
  data: backupFile.extend({
    /** how many rows were written */
    rows: z.number().int(),
    /** how long it took, milliseconds */
    ms: z.number(),
  }),
});
