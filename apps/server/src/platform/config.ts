import path from 'node:path';
import { SEF_RATE_LIMIT, type RateLimit } from '@knjige/contract';
import { repoRoot as root } from './paths';

/** Configuration comes from the environment only; see the README for each variable. */
export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://…` for a PostgreSQL server; otherwise the embedded database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  logLevel: string;
  /** HS256 secret for access tokens; generated once and kept in the database when not given. */
  jwtSecret: string | null;
  /** Folder of the built web app to serve, if it exists. */
  webDist: string;
  seed: 'demo' | 'none';
  /** the demo company gets a first month booked in the month of today (DEMO_MONTH=0: without it) */
  demoMonth: boolean;
  demoPassword: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (sign-in throttling uses it). */
  trustProxy: boolean;
  /** `smtp://user:pass@host:587` (or `smtps://…`); without it messages are kept in the outbox table and logged. */
  smtpUrl: string | null;
  /** Sender of every message. */
  mailFrom: string;
  /** Where the web app is reached: the base of every link in a message. */
  appUrl: string;
  /** The largest file an upload may declare, in bytes (PDF attachments). */
  fileMaxBytes: number;
  /** Folder of the backup files. */
  backupDir: string;
  /** How many backup files to keep (the newest). */
  backupKeep: number;
  /** Local time of the daily backup of the embedded database, `HH:MM`; null: none. */
  backupTime: string | null;
  /** SEF's public API (SEF_BASE_URL): its demo environment unless another address (production, or a simulator such as apps/simulators) is set explicitly. */
  sefBaseUrl: string;
  /** Minutes between two synchronisations with SEF of every company with a key (SEF_SYNC_MINUTES); 0: none. */
  sefSyncMinutes: number;
  /** Secret the companies' SEF API keys are encrypted with (SEF_SECRET); null: derived (development and tests only, see docs/decisions.md). */
  sefSecret: string | null;
  /** The first wait before SEF is asked again after a network error, 5xx or 429 (SEF_RETRY_MS); each next one doubles. */
  sefRetryMs: number;
  /** How long one call to SEF may take (SEF_TIMEOUT_MS). */
  sefTimeoutMs: number;
  /**
   * How long a user's request waits for SEF's answer to a decision on a purchase invoice before it
   * answers 202 and lets the call go on (SEF_ANSWER_WITHIN_MS, default 150).
   */
  sefAnswerWithinMs: number;
  /**
   * Calls per API key SEF (and, by the same gateway, eOtpremnica) takes in a window: SEF's published
   * 3 a second. Not read from the environment; a test against a simulator that shortens its window
   * gives the same shorter window here.
   */
  sefRateLimit: RateLimit;
  /** eOtpremnica's public API (EOTPREMNICA_BASE_URL): its demo environment unless another address (production, or a simulator) is set. */
  eotpBaseUrl: string;
  /** The input-VAT record's (EPP) service (EPP_BASE_URL); null: the one beside SEF_BASE_URL (see `eppBaseUrlOf`). */
  eppBaseUrl: string | null;
  /** The NBS exchange-rate service (NBS_BASE_URL): the National Bank's own address unless another (a simulator's) is set. */
  nbsBaseUrl: string;
  /** The NBS service's credentials (NBS_USERNAME, NBS_PASSWORD, NBS_LICENCE_ID); null when not all three are given. */
  nbsCredentials: { userName: string; password: string; licenceId: string } | null;
  /** The list type asked for (NBS_LIST_TYPE): the official middle rate's. */
  nbsListType: number;
  /** Minutes between two questions for a day's list NBS has not published yet (NBS_FETCH_MINUTES); 0: the product does not fetch. */
  nbsFetchMinutes: number;
  /** How long one call to the NBS service may take (NBS_TIMEOUT_MS). */
  nbsTimeoutMs: number;
}

/** A whole number above 0, or undefined when the value is missing or not one. */
function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** `HH:MM` (24 h); `off` or anything else: no daily backup. */
function dailyTime(value: string | undefined): string | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec((value ?? '02:00').trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

/** SEF's demo environment (docs/domain.md#environments-keys-and-limits). */
export const SEF_DEMO_URL = 'https://demoefaktura.mfin.gov.rs';

/** SEF's production environment and the EPP's two (docs/domain.md#environments-keys-and-limits). */
export const SEF_PRODUCTION_URL = 'https://efaktura.mfin.gov.rs';
export const EPP_DEMO_URL = 'https://demoppppdv.mfin.gov.rs';
export const EPP_PRODUCTION_URL = 'https://ppppdv.mfin.gov.rs';

/**
 * Where the input-VAT record (EPP) is sent: EPP_BASE_URL when set; else the EPP of SEF's
 * environment (SEF's demo → EPP's demo, SEF's production → EPP's production, docs/domain.md#environments-keys-and-limits);
 * else SEF_BASE_URL itself (a simulator that serves both).
 */
export function eppBaseUrlOf(config: Pick<AppConfig, 'sefBaseUrl' | 'eppBaseUrl'>): string {
  if (config.eppBaseUrl) return config.eppBaseUrl;
  const sef = config.sefBaseUrl.replace(/\/+$/, '');
  if (sef === SEF_DEMO_URL) return EPP_DEMO_URL;
  if (sef === SEF_PRODUCTION_URL) return EPP_PRODUCTION_URL;
  return sef;
}

/** The National Bank of Serbia's exchange-rate web service (docs/decisions.md#foreign-currency); it has no demo environment. */
export const NBS_SERVICE_URL = 'https://webservices.nbs.rs/CommunicationOfficeService1_0/ExchangeRateXmlService.asmx';
/** The list type of the official middle rate (⚠ docs/decisions.md: the type `GetExchangeRateListType` names so). */
export const NBS_MIDDLE_RATE_LIST = 3;

/** eOtpremnica's demo environment (docs/domain.md#eotpremnica). */
export const EOTPREMNICA_DEMO_URL = 'https://api.demoeotpremnica.mfin.gov.rs';

/** SEF_BASE_URL (or EOTPREMNICA_BASE_URL): an http(s) address without query or fragment; anything else stops the start with a clear message. */
function sefBaseUrl(value: string | undefined, fallback = SEF_DEMO_URL, name = 'SEF_BASE_URL'): string {
  const given = value?.trim();
  if (!given) return fallback;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${name} is not an address: ${given}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) throw new Error(`${name} must be an http(s) address without query, fragment or credentials: ${given}`);
  return url.toString().replace(/\/+$/, '');
}

/** SEF_SYNC_MINUTES, NBS_FETCH_MINUTES: whole minutes, 0 turns the timer off; `fallback` when not given. */
function syncMinutes(value: string | undefined, fallback = 15, name = 'SEF_SYNC_MINUTES'): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0 || n > 24 * 60) throw new Error(`${name} must be whole minutes from 0 to 1440: ${value}`);
  return n;
}

/** The three NBS credentials, or null unless all are given. */
function nbsCredentials(env: NodeJS.ProcessEnv): AppConfig['nbsCredentials'] {
  const [userName, password, licenceId] = [env.NBS_USERNAME, env.NBS_PASSWORD, env.NBS_LICENCE_ID].map((v) => v?.trim() ?? '');
  return userName && password && licenceId ? { userName, password, licenceId } : null;
}

/**
 * The folder a relative path the user gives (DATA_DIR, BACKUP_DIR, WEB_DIST, a restore's file) is
 * read from, the same for every command: the one the command was typed in. npm runs a script in
 * its package's folder and names the caller's in INIT_CWD; a plain `node` runs where it was typed.
 */
export function callerFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD || process.cwd();
}

/** A path the user gave, absolute: a relative one from the folder the command was typed in. */
export function callerPath(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(callerFolder(env), file);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null;
  // Without DATA_DIR the data lives in the repository's `data/`, wherever the command was typed.
  const dataDir = env.DATA_DIR ? callerPath(env.DATA_DIR, env) : path.join(root, 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: env.JWT_SECRET ?? null,
    webDist: env.WEB_DIST ? callerPath(env.WEB_DIST, env) : path.join(root, 'apps/web/dist'),
    seed: env.SEED === 'none' ? 'none' : 'demo',
    demoMonth: env.DEMO_MONTH !== '0',
    demoPassword: env.DEMO_PASSWORD ?? null,
    adminEmail: env.ADMIN_EMAIL ?? null,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 900),
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS ?? 14),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Knjige <no-reply@localhost>',
    fileMaxBytes: positiveInt(env.FILE_MAX_BYTES) ?? 20 * 1024 * 1024,
    appUrl: (env.APP_URL?.trim() || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    backupDir: env.BACKUP_DIR ? callerPath(env.BACKUP_DIR, env) : path.join(dataDir, 'backups'),
    backupKeep: positiveInt(env.BACKUP_KEEP) ?? 14,
    backupTime: dailyTime(env.BACKUP_TIME),
    sefBaseUrl: sefBaseUrl(env.SEF_BASE_URL),
    sefSyncMinutes: syncMinutes(env.SEF_SYNC_MINUTES),
    sefSecret: env.SEF_SECRET?.trim() || null,
    sefRetryMs: positiveInt(env.SEF_RETRY_MS) ?? 500,
    sefTimeoutMs: positiveInt(env.SEF_TIMEOUT_MS) ?? 30_000,
    sefAnswerWithinMs: positiveInt(env.SEF_ANSWER_WITHIN_MS) ?? 150,
    sefRateLimit: SEF_RATE_LIMIT,
    eotpBaseUrl: sefBaseUrl(env.EOTPREMNICA_BASE_URL, EOTPREMNICA_DEMO_URL, 'EOTPREMNICA_BASE_URL'),
    eppBaseUrl: env.EPP_BASE_URL?.trim() ? sefBaseUrl(env.EPP_BASE_URL, SEF_DEMO_URL, 'EPP_BASE_URL') : null,
    nbsBaseUrl: sefBaseUrl(env.NBS_BASE_URL, NBS_SERVICE_URL, 'NBS_BASE_URL'),
    nbsCredentials: nbsCredentials(env),
    nbsListType: positiveInt(env.NBS_LIST_TYPE) ?? NBS_MIDDLE_RATE_LIST,
    nbsFetchMinutes: syncMinutes(env.NBS_FETCH_MINUTES, 30, 'NBS_FETCH_MINUTES'),
    nbsTimeoutMs: positiveInt(env.NBS_TIMEOUT_MS) ?? 10_000,
  };
}
