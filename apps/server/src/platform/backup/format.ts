import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import { z } from 'zod';

/**
 * The backup file: a logical dump any Knjige database can be loaded from, whichever kind wrote it.
 *
 *   KNJIGE-BACKUP 1\n
 *   <manifest: one line of JSON: schema version, tables and their columns, sequences>\n
 *   per table, in the manifest's order: `T <index>\n`, then frames `<length>\n<bytes>` of the
 *   table's rows in COPY text format, then `0\n`
 *   E <trailer: one line of JSON: sha256 of every byte before this line, rows per table>\n
 *
 * A file whose trailer is missing (truncated) or whose checksum or row counts differ is refused
 * before anything is written.
 */
export const MAGIC = 'KNJIGE-BACKUP 1';
export const BACKUP_EXTENSION = '.kbk';
const FRAME = 1 << 20;
const MAX_LINE = 16 << 20;

const tableInfo = z.object({ schema: z.string(), name: z.string(), columns: z.array(z.string()) });
export type TableInfo = z.infer<typeof tableInfo>;

const sequenceState = z.object({
  schema: z.string(),
  name: z.string(),
  /** null: never used (restored at its start) */
  last: z.number().int().nullable(),
});
export type SequenceState = z.infer<typeof sequenceState>;

/** A row of drizzle's migrations table: which migrations the database has. */
const migrationRecord = z.object({ hash: z.string(), createdAt: z.number() });
export type MigrationRecord = z.infer<typeof migrationRecord>;

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** The schema version: the migrations applied, the last one's tag. */
  schemaVersion: z.object({ migrations: z.number().int(), tag: z.string().nullable() }),
  migrations: z.array(migrationRecord),
  /** Every table, each after the tables it references. */
  tables: z.array(tableInfo),
  sequences: z.array(sequenceState),
});
export type Manifest = z.infer<typeof manifestSchema>;

const trailerSchema = z.object({ sha256: z.string(), rows: z.array(z.number().int()) });
export type Trailer = z.infer<typeof trailerSchema>;

/** A JSON line of the file read against its schema; null when it is not one. */
function parseLine<T>(schema: z.ZodType<T>, line: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A consistent read of a database: what a backup file holds, what a restore or a move loads. */
export interface Dump {
  manifest: Manifest;
  /** Each table of the manifest in order with its rows (COPY text); each consumed before the next. */
  sections(): AsyncIterable<{ table: TableInfo; chunks: AsyncIterable<Uint8Array> }>;
}

export type BackupProblem = 'format' | 'truncated' | 'checksum' | 'version';

/** A backup file that cannot be restored; nothing has been written when it is thrown. */
export class BackupFileError extends Error {
  constructor(
    readonly problem: BackupProblem,
    message: string,
  ) {
    super(message);
  }
}

/** Rows of COPY text: one a line (a newline inside a value is written as \\n). */
export const countRows = (chunk: Uint8Array) => {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
};

export interface WrittenBackup {
  file: string;
  bytes: number;
  rows: number;
  manifest: Manifest;
}

/** Writes the dump to `file` (aside, then renamed: a file of that name is always whole). */
export async function writeBackup(dump: Dump, file: string): Promise<WrittenBackup> {
  const partial = `${file}.partial`;
  const out = fs.createWriteStream(partial);
  const hash = createHash('sha256');
  let bytes = 0;
  const write = async (data: Uint8Array | string) => {
    const buf = typeof data === 'string' ? Buffer.from(data) : data;
    hash.update(buf);
    bytes += buf.length;
    if (!out.write(buf)) await once(out, 'drain');
  };
  try {
    await write(`${MAGIC}\n${JSON.stringify(dump.manifest)}\n`);
    const rows: number[] = [];
    let index = 0;
    for await (const { chunks } of dump.sections()) {
      await write(`T ${index++}\n`);
      let count = 0;
      for await (const chunk of chunks) {
        count += countRows(chunk);
        for (let at = 0; at < chunk.length; at += FRAME) {
          const frame = chunk.subarray(at, Math.min(chunk.length, at + FRAME));
          await write(`${frame.length}\n`);
          await write(frame);
        }
      }
      await write('0\n');
      rows.push(count);
    }
    const trailer: Trailer = { sha256: hash.digest('hex'), rows };
    const last = `E ${JSON.stringify(trailer)}\n`;
    bytes += last.length;
    out.end(last);
    await once(out, 'finish');
    fs.renameSync(partial, file);
    return { file, bytes, rows: rows.reduce((a, b) => a + b, 0), manifest: dump.manifest };
  } catch (err) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/** Reads a backup file front to back: lines, exact byte runs, the checksum of what was read. */
class Reader {
  private buf = Buffer.alloc(0);
  private pos = 0;
  private eof = false;
  readonly hash = createHash('sha256');

  private constructor(private readonly fh: fs.promises.FileHandle) {}

  static async open(file: string): Promise<Reader> {
    try {
      return new Reader(await fs.promises.open(file, 'r'));
    } catch (err) {
      throw new BackupFileError('format', `Cannot read the backup file ${file}: ${(err as Error).message}`);
    }
  }

  close() {
    return this.fh.close();
  }

  private async more(): Promise<boolean> {
    if (this.eof) return false;
    const block = Buffer.alloc(FRAME);
    const { bytesRead } = await this.fh.read(block, 0, block.length, this.pos);
    if (bytesRead === 0) {
      this.eof = true;
      return false;
    }
    this.pos += bytesRead;
    this.buf = this.buf.length ? Buffer.concat([this.buf, block.subarray(0, bytesRead)]) : block.subarray(0, bytesRead);
    return true;
  }

  /** The next line without its newline (not yet in the checksum: `hashLine` adds it), or null at the end. */
  async line(): Promise<string | null> {
    for (;;) {
      const at = this.buf.indexOf(10);
      if (at !== -1) {
        const text = this.buf.subarray(0, at).toString('utf8');
        this.buf = this.buf.subarray(at + 1);
        return text;
      }
      if (this.buf.length > MAX_LINE || !(await this.more())) return null;
    }
  }

  hashLine(text: string) {
    this.hash.update(`${text}\n`);
  }

  /** Exactly `n` bytes (in the checksum), or null when the file ends first. */
  async bytes(n: number): Promise<Buffer | null> {
    while (this.buf.length < n) if (!(await this.more())) return null;
    const out = Buffer.from(this.buf.subarray(0, n));
    this.buf = this.buf.subarray(n);
    this.hash.update(out);
    return out;
  }

  async atEnd(): Promise<boolean> {
    return this.buf.length === 0 && !(await this.more());
  }
}

const truncated = (file: string) => new BackupFileError('truncated', `The backup file ${file} is incomplete (truncated): it cannot be restored.`);

async function readHeader(reader: Reader, file: string): Promise<Manifest> {
  const magic = await reader.line();
  if (magic !== MAGIC) throw new BackupFileError('format', `${file} is not a Knjige backup file.`);
  reader.hashLine(magic);
  const json = await reader.line();
  if (json === null) throw truncated(file);
  reader.hashLine(json);
  const manifest = parseLine(manifestSchema, json);
  if (!manifest) throw new BackupFileError('checksum', `The backup file ${file} is damaged (its header cannot be read).`);
  return manifest;
}

/** The header of a backup file (schema version, tables), without reading the rest. */
export async function readManifest(file: string): Promise<Manifest> {
  const reader = await Reader.open(file);
  try {
    return await readHeader(reader, file);
  } finally {
    await reader.close();
  }
}

/** One table's frames; counts its rows. */
async function* frames(reader: Reader, file: string, counter: { rows: number }): AsyncGenerator<Uint8Array> {
  for (;;) {
    const len = await reader.line();
    if (len === null) throw truncated(file);
    reader.hashLine(len);
    const n = Number(len);
    if (!Number.isSafeInteger(n) || n < 0 || n > FRAME) throw new BackupFileError('checksum', `The backup file ${file} is damaged.`);
    if (n === 0) return;
    const data = await reader.bytes(n);
    if (data === null) throw truncated(file);
    counter.rows += countRows(data);
    yield data;
  }
}

async function readTrailer(reader: Reader, file: string, rows: number[]): Promise<void> {
  const line = await reader.line();
  if (line === null || !line.startsWith('E ')) throw line === null ? truncated(file) : new BackupFileError('checksum', `The backup file ${file} is damaged.`);
  const actual = reader.hash.digest('hex');
  const trailer = parseLine(trailerSchema, line.slice(2));
  if (!trailer) throw new BackupFileError('checksum', `The backup file ${file} is damaged (its checksum line cannot be read).`);
  if (trailer.sha256 !== actual || JSON.stringify(trailer.rows) !== JSON.stringify(rows) || !(await reader.atEnd())) {
    throw new BackupFileError('checksum', `The checksum of the backup file ${file} does not match: the file was altered or damaged.`);
  }
}

/** Reads the whole file and checks its structure, row counts and checksum; the manifest and rows per table. */
export async function verifyBackup(file: string): Promise<{ manifest: Manifest; rows: number[] }> {
  const reader = await Reader.open(file);
  try {
    const manifest = await readHeader(reader, file);
    const rows: number[] = [];
    for (let i = 0; i < manifest.tables.length; i++) {
      const mark = await reader.line();
      if (mark === null) throw truncated(file);
      if (mark !== `T ${i}`) throw new BackupFileError('checksum', `The backup file ${file} is damaged.`);
      reader.hashLine(mark);
      const counter = { rows: 0 };
      for await (const _ of frames(reader, file, counter));
      rows.push(counter.rows);
    }
    await readTrailer(reader, file, rows);
    return { manifest, rows };
  } finally {
    await reader.close();
  }
}

/**
 * A verified backup file as a dump to load. The file is read again while loading and checked
 * once more at its end, so a file changed after `verifyBackup` still fails (the load's transaction
 * or folder is then discarded).
 */
export async function openBackup(file: string): Promise<Dump> {
  const { manifest } = await verifyBackup(file);
  return {
    manifest,
    async *sections() {
      const reader = await Reader.open(file);
      try {
        await readHeader(reader, file);
        const rows: number[] = [];
        for (const [i, table] of manifest.tables.entries()) {
          const mark = await reader.line();
          if (mark !== `T ${i}`) throw new BackupFileError('checksum', `The backup file ${file} changed while it was read.`);
          reader.hashLine(mark);
          const counter = { rows: 0 };
          yield { table, chunks: frames(reader, file, counter) };
          rows.push(counter.rows);
        }
        await readTrailer(reader, file, rows);
      } finally {
        await reader.close();
      }
    },
  };
}
