import fs from 'node:fs';
import path from 'node:path';

/** The server package's folder (the one holding `migrations/`), whether this runs from src or from the bundle. */
function serverFolder(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'migrations', 'meta'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no migrations folder above ${start}`);
  }
}

export const serverRoot = serverFolder(import.meta.dirname);
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsFolder = path.join(serverRoot, 'migrations');
