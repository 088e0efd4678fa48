import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callerPath, eppBaseUrlOf, loadConfig, SEF_DEMO_URL } from './config';
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

describe('SEF in the configuration', () => {
  it('talks to SEF’s demo environment unless SEF_BASE_URL says otherwise, and refuses an address that is not one', () => {
    expect(loadConfig({}).sefBaseUrl).toBe('https://demoefaktura.mfin.gov.rs');
    expect(SEF_DEMO_URL).toBe('https://demoefaktura.mfin.gov.rs');
    expect(loadConfig({ SEF_BASE_URL: 'https://efaktura.mfin.gov.rs/' }).sefBaseUrl).toBe('https://efaktura.mfin.gov.rs');
    expect(loadConfig({ SEF_BASE_URL: 'http://127.0.0.1:3939' }).sefBaseUrl).toBe('http://127.0.0.1:3939');
    expect(() => loadConfig({ SEF_BASE_URL: 'efaktura.mfin.gov.rs' })).toThrow(/SEF_BASE_URL/);
    expect(() => loadConfig({ SEF_BASE_URL: 'ftp://efaktura.mfin.gov.rs' })).toThrow(/SEF_BASE_URL/);
    expect(() => loadConfig({ SEF_BASE_URL: 'https://efaktura.mfin.gov.rs/?x=1' })).toThrow(/SEF_BASE_URL/);
  });

  it('talks to eOtpremnica’s demo environment unless EOTPREMNICA_BASE_URL says otherwise', () => {
    expect(loadConfig({}).eotpBaseUrl).toBe('https://api.demoeotpremnica.mfin.gov.rs');
    expect(loadConfig({ EOTPREMNICA_BASE_URL: 'https://api.eotpremnica.mfin.gov.rs/' }).eotpBaseUrl).toBe('https://api.eotpremnica.mfin.gov.rs');
    expect(() => loadConfig({ EOTPREMNICA_BASE_URL: 'api.eotpremnica.mfin.gov.rs' })).toThrow(/EOTPREMNICA_BASE_URL/);
  });

  it('sends the input-VAT record to the EPP of SEF’s environment unless EPP_BASE_URL says otherwise (the simulator: SEF’s address)', () => {
    expect(eppBaseUrlOf(loadConfig({}))).toBe('https://demoppppdv.mfin.gov.rs');
    expect(eppBaseUrlOf(loadConfig({ SEF_BASE_URL: 'https://efaktura.mfin.gov.rs/' }))).toBe('https://ppppdv.mfin.gov.rs');
    expect(eppBaseUrlOf(loadConfig({ SEF_BASE_URL: 'http://127.0.0.1:3939' }))).toBe('http://127.0.0.1:3939');
    expect(eppBaseUrlOf(loadConfig({ SEF_BASE_URL: 'http://127.0.0.1:3939', EPP_BASE_URL: 'https://ppppdv.mfin.gov.rs' }))).toBe('https://ppppdv.mfin.gov.rs');
    expect(() => loadConfig({ EPP_BASE_URL: 'ppppdv.mfin.gov.rs' })).toThrow(/EPP_BASE_URL/);
  });

  it('synchronises every 15 minutes unless SEF_SYNC_MINUTES says otherwise (0: never)', () => {
    expect(loadConfig({}).sefSyncMinutes).toBe(15);
    expect(loadConfig({ SEF_SYNC_MINUTES: '0' }).sefSyncMinutes).toBe(0);
    expect(loadConfig({ SEF_SYNC_MINUTES: '60' }).sefSyncMinutes).toBe(60);
    expect(() => loadConfig({ SEF_SYNC_MINUTES: 'often' })).toThrow(/SEF_SYNC_MINUTES/);
    expect(loadConfig({}).sefSecret).toBeNull();
  });
});
