import type { ImportKind as ImportKindName, ImportMapping, ImportOptions } from '@knjige/contract';
import { hasNul } from '@knjige/contract';
import type { Db, Reader } from '../../platform/db/client';
import { invalid } from '../../platform/errors';
import { articlesImport } from './articles.import';
import { clientsImport } from './clients.import';
import { fixedAssetsImport } from '../../master/fixed-assets/fixed-assets.import';
import { documentImports } from '../../documents/documents.module';
import { normalizeHeader, someKind, type ImportField, type ImportKind, type SomeImportKind } from '../../platform/import/import-kind';

const kinds: Record<ImportKindName, SomeImportKind> = {
  'art-main': someKind(articlesImport),
  'kom-main': someKind(clientsImport),
  'osnovna-sredstva': someKind(fixedAssetsImport),
  ...documentImports,
};

const PREVIEW_ROWS = 50;
const MAX_ERROR_ROWS = 500;

/** Which column each field takes: the given mapping, else the column whose header is one of the field's names. */
export function guessMapping(kind: { fields: ImportField[] }, header: string[], given?: ImportMapping): ImportMapping {
  const normalized = header.map(normalizeHeader);
  const mapping: ImportMapping = {};
  for (const field of kind.fields) {
    if (given && field.name in given) {
      const index = given[field.name];
      mapping[field.name] = index !== null && index !== undefined && index < header.length ? index : null;
      continue;
    }
    const names = [normalizeHeader(field.name), ...field.aliases];
    const index = normalized.findIndex((h) => names.includes(h));
    mapping[field.name] = index >= 0 ? index : null;
  }
  const missing = kind.fields.filter((f) => f.required && mapping[f.name] === null && f.name !== 'naziv');
  if (given && missing.length) throw invalid(Object.fromEntries(missing.map((f) => [`mapping.${f.name}`, 'error.mapping.required'])));
  return mapping;
}

interface RowOutcome<TRow> {
  row: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  value?: TRow;
}

/** Every data row checked as the form would check it, duplicates within the file included. */
async function checkAll<TLookups, TRow>(db: Reader, companyId: number, kind: ImportKind<TLookups, TRow>, table: string[][], mapping: ImportMapping, options: ImportOptions) {
  const lookups = await kind.lookups(db, companyId, options);
  const seen = new Map<string, number>();
  const outcomes: RowOutcome<TRow>[] = table.slice(1).map((cells, i) => {
    const values: Record<string, string> = {};
    for (const [field, index] of Object.entries(mapping)) if (index !== null) values[field] = cells[index] ?? '';
    const row = i + 2;
    // a NUL character (which no database text holds) makes its cell invalid, whatever the kind
    const withNul = Object.keys(values).filter((field) => hasNul(values[field]!));
    if (withNul.length) return { row, values, errors: Object.fromEntries(withNul.map((field) => [field, `error.${field}.invalid`])) };
    const checked = kind.check(values, lookups);
    if (!checked.ok) return { row, values, errors: checked.errors };
    const key = kind.uniqueKey?.(checked.value);
    if (!key) return { row, values, errors: {}, value: checked.value };
    const first = seen.get(key.value);
    if (first !== undefined) return { row, values, errors: { [key.field]: `error.${key.field}.duplicate-in-file` } };
    seen.set(key.value, row);
    return { row, values, errors: {}, value: checked.value };
  });
  return { lookups, outcomes };
}

export function previewImport(db: Db, companyId: number, kindName: ImportKindName, table: string[][], given?: ImportMapping, options: ImportOptions = {}) {
  return kinds[kindName]((kind) => previewKind(db, companyId, kind, table, given, options));
}

async function previewKind<TLookups, TRow>(db: Db, companyId: number, kind: ImportKind<TLookups, TRow>, table: string[][], given: ImportMapping | undefined, options: ImportOptions) {
  const mapping = guessMapping(kind, table[0]!, given);
  const { outcomes } = await checkAll(db, companyId, kind, table, mapping, options);
  const invalidRows = outcomes.filter((o) => Object.keys(o.errors).length);
  const shown = new Set([...outcomes.slice(0, PREVIEW_ROWS), ...invalidRows.slice(0, MAX_ERROR_ROWS)]);
  return {
    columns: table[0]!,
    fields: kind.fields.map(({ name, required }) => ({ name, required })),
    mapping,
    total: outcomes.length,
    validCount: outcomes.length - invalidRows.length,
    invalidCount: invalidRows.length,
    rows: outcomes.filter((o) => shown.has(o)).map(({ row, values, errors }) => ({ row, values, errors })),
  };
}

/** All valid rows in one transaction (or none); invalid rows are skipped and reported. */
export function commitImport(db: Db, companyId: number, kindName: ImportKindName, table: string[][], given: ImportMapping, options: ImportOptions = {}) {
  return kinds[kindName]((kind) => commitKind(db, companyId, kind, table, given, options));
}

async function commitKind<TLookups, TRow>(db: Db, companyId: number, kind: ImportKind<TLookups, TRow>, table: string[][], given: ImportMapping, options: ImportOptions) {
  const mapping = guessMapping(kind, table[0]!, given);
  return db.transaction(async (tx) => {
    const { lookups, outcomes } = await checkAll(tx, companyId, kind, table, mapping, options);
    const rows = outcomes.flatMap((o) => (o.value === undefined ? [] : [o.value]));
    const { groupsCreated, docId } = rows.length ? await kind.insert(tx, companyId, rows, lookups, options) : { groupsCreated: 0, docId: undefined };
    const errors = outcomes.filter((o) => o.value === undefined);
    return {
      created: rows.length,
      skipped: errors.length,
      groupsCreated,
      ...(docId === undefined ? {} : { docId }),
      errors: errors.slice(0, MAX_ERROR_ROWS).map(({ row, values, errors: e }) => ({ row, values, errors: e })),
    };
  });
}
