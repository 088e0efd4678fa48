/**
 * `npm run gl:backfill`: posts the journal entries of the documents locked before the general
 * ledger posted by scheme (docs/decisions.md#posting-schemes), in date order, and prints what it posted. Safe to run again.
 */
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/open';
import { documentFamilies } from './documents.module';
import { backfillJournal } from './gl-backfill';

async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    const report = await backfillJournal(database.db, documentFamilies);
    const posted = Object.entries(report.posted);
    console.log(posted.length ? `Posted: ${posted.map(([vDoc, n]) => `${vDoc} ${n}`).join(', ')}.` : 'Posted nothing: every locked document has its entry.');
    console.log(`Without an entry (no scheme, or nothing to post): ${report.empty}.`);
    for (const r of report.refused) console.log(`Refused ${r.vDoc} ${r.oznaka} (id ${r.docId}): ${r.reason}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
