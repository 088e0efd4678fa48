/**
 * For bench:startup: opens an embedded database's folder as the server does, writes about `MB`
 * megabytes of write-ahead log as a day of documents would (stock-ledger rows copied within the
 * ledger), checkpointing whenever the server would (CHECKPOINTS=server) or never (as PGlite does
 * by itself), then kills itself (kill -9) without closing.
 * Run: tsx bench/crash-writer.ts DATA_DIR MB [server|none]
 */
import path from 'node:path';
import { createPglite } from '../src/platform/db/client';
import { checkpointIfBehind, walBehind } from '../src/platform/db/checkpoints';

const [dataDir, mb, mode] = process.argv.slice(2);
const client = await createPglite(path.join(dataDir!, 'pgdata'));
const target = Number(mb) * 1024 * 1024;
let written = 0;
let batch = 0;
while (written < target) {
  const before = (await walBehind(client)).bytes;
  await client.exec(`
    insert into stock_ledger (company_id, period_id, mag_id, art_id, datum, v_doc, doc_id, line_id, kind, direction, kolicina, nab_vrednost, prod_vrednost, nab_cena, prod_cena)
    select company_id, period_id, mag_id, art_id, datum, v_doc, doc_id + 10000000 * ${batch + 1}, line_id + 10000000 * ${batch + 1}, kind, direction, kolicina, nab_vrednost, prod_vrednost, nab_cena, prod_cena
    from stock_ledger where id between ${batch * 20000 + 1} and ${(batch + 1) * 20000}`);
  const after = (await walBehind(client)).bytes;
  written += Math.max(0, after - before);
  batch++;
  // the server's checkpointer runs every minute; here after every batch, which bounds the log the same way
  if (mode === 'server') await checkpointIfBehind(client);
}
const left = (await walBehind(client)).bytes;
process.stdout.write(`${JSON.stringify({ written, left })}\n`, () => process.kill(process.pid, 'SIGKILL'));
