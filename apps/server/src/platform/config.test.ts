import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callerPath, loadConfig } from './config';
import { repoRoot } from './paths';

describe('paths of the configuration', () => {
  it('reads a relative DATA_DIR, BACKUP_DIR and WEB_DIST from the folder the command was typed in (INIT_CWD under npm)', () => {
    const config = loadConfig({ INIT_CWD: '/srv/shop', DATA_DIR: 'books', BACKUP_DIR: '../copies', WEB_DIST: 'web' });
    expect([config.dataDir, config.backupDir, config.webDist]).toEqual(['/srv/shop/books', '/srv/copies', '/srv/shop/web']);
    expect(callerPath('backups/x.kbk', { INIT_CWD: '/srv/shop' })).toBe('/srv/shop/backups/x.kbk');
    // a plain `node` runs where it was typed
    expect(loadConfig({ DATA_DIR: 'books' }).dataDir).toBe(path.resolve(process.cwd(), 'books'));
    // absolute paths stay as given
    expect(loadConfig({ INIT_CWD: '/srv/shop', DATA_DIR: '/var/lib/knjige' }).dataDir).toBe('/var/lib/knjige');
  });

  it('without DATA_DIR the data is the repository’s data/ wherever the command was typed, its backups inside', () => {
    const config = loadConfig({ INIT_CWD: '/srv/shop' });
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(config.backupDir).toBe(path.join(repoRoot, 'data', 'backups'));
    expect(loadConfig({ INIT_CWD: '/srv/shop', DATA_DIR: 'books' }).backupDir).toBe('/srv/shop/books/backups');
  });
});
