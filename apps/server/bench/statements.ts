/**
 * Bank statements on the embedded database, two measures (the first argument picks one):
 * - `import`: a 1,000-row CSV statement through POST /v1/import/doc-trn/commit (half the rows
 *   name a client's bank account, the rest are matched by tax id or left as ostalo);
 * - `lock`: locking a 1,000-line statement of customer payments, each quoting the model 97
 *   reference of one of 1,000 open invoices, which the lock closes (open-item matching included).
 * Run: npm run bench:statement-import, npm run bench:statement-lock (ROWS overrides the size).
 */
import { and, eq, gt } from 'drizzle-orm';
import { documentReference, model97Check } from '@knjige/domain';
import { itemOf } from '../src/ledgers/books';
import { buildApp } from '../src/app';
import { clientItem, clientLedger, komMain, komTracun, tekuciRacuni } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { seededEmbedded } from './bench-db';
import { sessionToken } from '../test/session';

const mode = process.argv[2] === 'lock' ? 'lock' : 'import';
const ROWS = Number(process.env.ROWS ?? 1_000);
const CHUNK = 500;

/** A valid 18-digit account of bank 160 for client n. */
const accountOf = (n: number) => {
  const body = `160${String(n + 1).padStart(13, '0')}`;
  return body + String(98n - ((BigInt(body) * 100n) % 97n)).padStart(2, '0');
};
const referenceOf = (n: number) => {
  const ref = `2024${String(n + 1).padStart(5, '0')}`;
  return `97${model97Check(ref)}${ref}`;
};

function multipart(file: string, fields: Record<string, string>) {
  const boundary = '----bench';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="izvod.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`);
  return { payload: Buffer.from(parts.join('')), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const bench = await seededEmbedded('statements');
const { config, database, admin } = bench;
try {
  const db = database.db;
  const companyId = admin.companyId;
  const [account] = await db.select({ id: tekuciRacuni.id }).from(tekuciRacuni).where(eq(tekuciRacuni.companyId, companyId));
  // ROWS customers, each with a bank account and a tax id.
  const clients: { id: number }[] = [];
  for (let i = 0; i < ROWS; i += CHUNK) {
    const values = Array.from({ length: Math.min(CHUNK, ROWS - i) }, (_, k) => {
      const n = i + k;
      return { companyId, vKom: 'firma' as const, sifra: `B${n}`, intNaziv: `Kupac ${n}`, naziv: `Kupac ${n} d.o.o.`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', pib: String(200_000_000 + n), isKupac: true };
    });
    clients.push(...(await db.insert(komMain).values(values).returning({ id: komMain.id })));
  }
  for (let i = 0; i < ROWS; i += CHUNK) {
    await db.insert(komTracun).values(clients.slice(i, i + CHUNK).map((c, k) => ({ companyId, komId: c.id, tracun: accountOf(i + k), banka: 'Intesa', isDefault: true })));
  }
  const app = await buildApp({ config, database, logger: false });
  const headers = { authorization: `Bearer ${await sessionToken(db, createTokenSigner(config.jwtSecret, 900), admin)}` };

  const csv = [
    'Datum;Priliv;Odliv;Nalogodavac;Račun;PIB;Poziv na broj;Svrha',
    ...clients.map((_, n) =>
      [
        '01.03.2024',
        n % 10 === 9 ? '' : `${1_000 + n},50`,
        n % 10 === 9 ? '250,00' : '',
        `Kupac ${n}`,
        n % 2 ? accountOf(n) : '',
        n % 2 ? '' : n % 4 === 0 ? String(200_000_000 + n) : '',
        referenceOf(n),
        'Uplata po računu',
      ].join(';'),
    ),
  ].join('\n');

  const started = performance.now();
  const body = multipart(csv, { periodId: '2', trnId: String(account!.id) });
  const res = await app.inject({ method: 'POST', url: '/v1/import/doc-trn/commit', headers: { ...headers, ...body.headers }, payload: body.payload });
  const importMs = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body}`);
  const { docId, created } = res.json().data as { docId: number; created: number };

  if (mode === 'import') {
    console.log(`import of a ${ROWS}-row bank statement (CSV, clients matched by account or tax id): ${importMs.toFixed(0)} ms, ${created} lines (target < 3,000 ms)`);
  } else {
    // The open items the payments will close: one invoice per client, due on the last day of
    // February, booked as a family's lock books it (ledger row and open item with its reference).
    const invoiceOf = (n: number) => ({ docOznaka: `FAK-${n + 1}/2024`, iznos: 100_000 + n });
    for (let i = 0; i < ROWS; i += CHUNK) {
      const chunk = clients.slice(i, i + CHUNK).map((c, k) => ({ komId: c.id, docId: i + k + 1, ...invoiceOf(i + k) }));
      const ledgerRows = await db
        .insert(clientLedger)
        .values(chunk.map((r) => ({ companyId, periodId: 2, komId: r.komId, datum: '2024-02-01', dueDate: '2024-02-29', vDoc: 'bench', docId: r.docId, docOznaka: r.docOznaka, kind: 'post' as const, side: 'invoice' as const, duguje: r.iznos, potrazuje: 0 })))
        .returning({ id: clientLedger.id });
      await db.insert(clientItem).values(
        chunk.map((r, k) => itemOf({ komId: r.komId, datum: '2024-02-01', dueDate: '2024-02-29', side: 'invoice', duguje: r.iznos, potrazuje: 0 }, ledgerRows[k]!.id, { companyId, periodId: 2, vDoc: 'bench', docId: r.docId, docOznaka: r.docOznaka, docOpis: '' })!),
      );
    }
    // Every line a customer payment of its client's invoice in full, quoting the invoice's reference
    // with the model in front (the import left some as ostalo or isplata).
    await db.execute(
      `update doc_trn_items i set v_nalog = 'uplata', kom_id = k.id, uplata = 100000 + n.n, isplata = 0, poziv = '97 ' || n.poziv
       from kom_main k, (values ${clients.map((_, n) => `(${n}, '${documentReference(invoiceOf(n).docOznaka)}')`).join(', ')}) n(n, poziv)
       where i.doc_id = ${docId} and k.company_id = ${companyId} and k.sifra = 'B' || n.n
         and n.n = i.id - (select min(id) from doc_trn_items where doc_id = ${docId})`,
    );
    const lockStarted = performance.now();
    const locked = await app.inject({ method: 'POST', url: `/v1/doc-trn/${docId}/lock`, headers });
    const lockMs = performance.now() - lockStarted;
    if (locked.statusCode !== 204) throw new Error(`lock: ${locked.statusCode} ${locked.body}`);
    const rows = await db.$count(clientLedger, eq(clientLedger.vDoc, 'trn'));
    console.log(`lock of a ${ROWS}-line statement of customer payments (${rows} client rows, ${ROWS} account rows): ${lockMs.toFixed(0)} ms (target ≤ 1,000 ms); open items left: ${await db.$count(clientItem, and(eq(clientItem.role, 'item'), gt(clientItem.ostatak, 0)))}`);
  }
  await app.close();
} finally {
  await bench.close();
}
