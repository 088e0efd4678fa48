/**
 * `npm run restore -- FILE` and `npm run move-to-postgres -- postgres://…` (see the README).
 * Exit status 2 with one line of explanation when refused; nothing has been written then.
 */
import { callerPath, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { BackupFileError } from './format';
import { moveToPostgres, redacted, RefusedError, restoreBackup, restoreBackupToPostgres } from './restore';

const [command, argument] = process.argv.slice(2);
const config = loadConfig();
// A file named on the command line, like DATA_DIR, is read from the folder the command was typed in.

async function main(): Promise<string> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (command === 'restore' && argument) {
    const file = callerPath(argument);
    if (config.databaseUrl) {
      const result = await restoreBackupToPostgres(file, config.databaseUrl);
      return `Restored ${file} into ${redacted(config.databaseUrl)}: ${result.tables} tables, ${result.rows} rows in ${seconds()} s.`;
    }
    const result = await restoreBackup(file, config.dataDir);
    return `Restored ${file} into ${config.dataDir}: ${result.tables} tables, ${result.rows} rows in ${seconds()} s. Start the server with DATA_DIR=${config.dataDir}.`;
  }
  if (command === 'move-to-postgres' && argument) {
    const result = await moveToPostgres(config.dataDir, argument);
    return `Moved the embedded database of ${config.dataDir} into ${redacted(argument)}: ${result.tables} tables, ${result.rows} rows in ${seconds()} s. Start with DATABASE_URL=${redacted(argument)}.`;
  }
  throw new RefusedError('Usage: npm run restore -- FILE  |  npm run move-to-postgres -- postgres://user:password@host:5432/database');
}

main().then(
  (message) => console.log(message),
  (err: unknown) => {
    if (err instanceof RefusedError || err instanceof BackupFileError || err instanceof DataDirLockedError) {
      console.error(`Refused: ${err.message}`);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  },
);
