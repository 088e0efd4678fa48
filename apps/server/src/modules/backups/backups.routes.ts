import { backupList, backupResult } from '@knjige/contract';
import { requireRole } from '../../platform/auth/guard';
import { backupsOf, BackupRunningError } from '../../platform/backup/backups';
import { conflict } from '../../platform/errors';
import type { Module } from '../../platform/http';

/** App settings: the installation's backups, super users only. */
export const backupsModule: Module = (app, ctx) => {
  const { backupDir: dir, backupKeep: keep, backupTime: time } = ctx.config;
  // The daily backup is of the embedded database; PostgreSQL keeps its own (see the README).
  const backups = backupsOf(ctx.database, { dir, keep, time: ctx.database.kind === 'pglite' ? time : null });
  const supers = { onRequest: requireRole('super') };

  app.get('/backups', { ...supers, schema: { response: { 200: backupList } } }, async () => ({
    data: await backups.list(),
    dir,
    keep,
    time: backups.settings.time,
  }));

  app.post('/backups', { ...supers, schema: { response: { 201: backupResult } } }, async (_request, reply) => {
    try {
      const { pausedMs: _p, copyMs: _c, ...result } = await backups.run();
      return reply.status(201).send({ data: result });
    } catch (err) {
      if (err instanceof BackupRunningError) throw conflict('error.backup.running');
      throw err;
    }
  });
};
