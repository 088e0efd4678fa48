/**
 * Writes the official chart of accounts (chart-89-2020.txt) as the INSERT of its migration:
 * `npx tsx apps/server/scripts/chart/chart-migration.ts > part.sql`. The Cyrillic names are the
 * Latin ones transliterated (packages/domain cyrillic.ts), so the two never drift.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toCyrillic } from '@knjige/domain';

const kindOfClass: Record<string, string> = {
  '0': 'balance',
  '1': 'balance',
  '2': 'balance',
  '3': 'balance',
  '4': 'balance',
  '5': 'expense',
  '6': 'income',
  '7': 'closing',
  '8': 'off-balance',
  '9': 'cost-accounting',
};

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The chart's data file as the migration's INSERT statement (code | sr-Latn | English, `*` a client account). */
export function chartInsert(text = fs.readFileSync(path.join(import.meta.dirname, 'chart-89-2020.txt'), 'utf8')): string {
  const rows = text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [rawCode, latin, english] = line.split('|').map((s) => s.trim());
      if (!rawCode || !latin || !english) throw new Error(`bad line: ${line}`);
      const client = rawCode.startsWith('*');
      return { code: client ? rawCode.slice(1) : rawCode, latin, english, client };
    });
  const codes = new Set(rows.map((r) => r.code));
  const values = rows.map(({ code, latin, english, client }) => {
    const parent = code.length > 1 ? code.slice(0, code.length - 1) : null;
    if (parent && !codes.has(parent)) throw new Error(`no parent for ${code}`);
    const kind = kindOfClass[code[0]!]!;
    return `(${quote(code)}, ${parent ? quote(parent) : 'NULL'}, ${Math.min(code.length, 4)}, ${quote(kind)}, ${client}, ${quote(latin)}, ${quote(toCyrillic(latin))}, ${quote(english)})`;
  });
  return `INSERT INTO "gl_account" ("konto", "parent", "level", "kind", "needs_client", "naziv", "naziv_cyr", "naziv_en") VALUES\n${values.join(',\n')};`;
}

if (process.argv[1] === import.meta.filename) process.stdout.write(chartInsert());
