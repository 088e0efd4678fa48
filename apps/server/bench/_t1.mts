import { loadConfig } from '/work/wt/backup/apps/server/src/platform/config';
import { openDatabase } from '/work/wt/backup/apps/server/src/platform/db/open';
import { backupsOf } from '/work/wt/backup/apps/server/src/platform/backup/backups';
const config = loadConfig({ DATA_DIR: '/tmp/hb/d1' });
const database = await openDatabase(config);
try { console.log(await backupsOf(database, { dir: '/tmp/hb/b1', keep: 3, time: null }).run()); } catch (e) { console.error(e); }
await database.close();
