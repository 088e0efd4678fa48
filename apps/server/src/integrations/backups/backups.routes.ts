import fs from 'node:fs';
import { backupList, backupResult, z } from '@knjige/contract';
import { requireRole } from '../../platform/auth/guard';
import { backupsOf, BackupRunningError } from '../../platform/backup/backups';
import { conflict, notFound } from '../../platform/errors';
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

  // One backup file, as the list names it (any other name, a path among them, is 404), streamed.
  app.get('/backups/:name', { ...supers, schema: { params: z.object({ name: z.string().max(200) }) } }, async (request, reply) => {
    const file = backups.fileOf(request.params.name);
    if (!file) throw notFound();
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat) throw notFound(); // removed by the rotation meanwhile
    return reply
      .type('application/octet-stream')
      .header('content-length', String(stat.size))
      .header('cache-control', 'no-store')
      .header('content-disposition', attachment(request.params.name))
      .send(fs.createReadStream(file));
  });

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

/** The file name of a download, ASCII for old clients and UTF-8 for the rest. */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
