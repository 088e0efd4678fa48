import type { ImportOptions } from '@knjige/contract';
import type { Reader, Tx } from '../db/client';

export interface ImportField {
  name: string;
  required: boolean;
  /** Header texts (lower case, without diacritics) that map to this field. */
  aliases: string[];
}

/** Checked row, ready to insert. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * One importable resource: its fields, the lookups it checks rows against (loaded once), the
 * row check (the same schema as the form) and the batch insert.
 */
export interface ImportKind<TLookups, TRow> {
  fields: ImportField[];
  lookups: (tx: Reader, companyId: number, options: ImportOptions) => Promise<TLookups>;
  check(values: Record<string, string>, lookups: TLookups): Checked<TRow>;
  /** A key that must be unique within the file and the company (its field name and value); none for statement rows. */
  uniqueKey?(row: TRow): { field: string; value: string };
  insert(tx: Tx, companyId: number, rows: TRow[], lookups: TLookups, options: ImportOptions): Promise<{ groupsCreated: number; docId?: number }>;
}

/**
 * An import kind whose lookup and row types stay its own: whoever runs one passes a function
 * generic in them (`someKind(kind)(run)` calls `run(kind)`), so a list of kinds needs no `any`.
 */
export type SomeImportKind = <R>(run: <TLookups, TRow>(kind: ImportKind<TLookups, TRow>) => R) => R;

export const someKind =
  <TLookups, TRow>(kind: ImportKind<TLookups, TRow>): SomeImportKind =>
  (run) =>
    run(kind);

/** 'Šifra artikla' → 'sifra artikla' */
export function normalizeHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function parseFlag(text: string): boolean {
  return ['1', 'da', 'yes', 'true', 'x', 'd', 'y'].includes(text.trim().toLowerCase());
}
