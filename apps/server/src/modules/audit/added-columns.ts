/**
 * Columns a document table gained after the audit chain began (migration 0015) that older rows
 * hold a value in (a default, or a value the migration filled in). A document locked before such a
 * migration was hashed without the column, so the check also accepts the hash of the document as
 * it stood under each earlier schema: the columns added from that migration on left out. A column
 * added as null on older rows needs no entry (null values are not hashed). A test reads the
 * migrations and fails when one adds such a column without naming it here.
 */
export interface AddedColumn {
  /** the database table */
  table: string;
  /** the database column */
  column: string;
  /** the number of the migration that added it */
  migration: number;
}

export const addedColumns: readonly AddedColumn[] = [
  { table: 'doc_knod_items', column: 'pdv_id', migration: 20 },
  { table: 'doc_knod_items', column: 'pdv_stopa', migration: 20 },
  { table: 'doc_knod_items', column: 'iznos', migration: 20 },
  { table: 'doc_prod', column: 'avans_iznos', migration: 23 },
  { table: 'doc_prod', column: 'za_uplatu', migration: 23 },
  { table: 'doc_ur', column: 'avans_iznos', migration: 23 },
  { table: 'doc_ur', column: 'za_uplatu', migration: 23 },
  { table: 'doc_ur', column: 'datum_prometa', migration: 25 },
  { table: 'doc_zrn', column: 'datum_prometa', migration: 25 },
  { table: 'doc_ur', column: 'valuta', migration: 40 },
  { table: 'doc_ur', column: 'kurs', migration: 40 },
  { table: 'doc_ur', column: 'inostrani', migration: 40 },
  { table: 'doc_ur', column: 'interni_obracun', migration: 40 },
  { table: 'doc_ur', column: 'dev_vrednost', migration: 40 },
  { table: 'doc_ur', column: 'zavisni_tr', migration: 40 },
  { table: 'doc_ur', column: 'troskovi', migration: 40 },
  { table: 'doc_ur_items', column: 'dev_vr', migration: 40 },
  { table: 'doc_zrn', column: 'valuta', migration: 40 },
  { table: 'doc_zrn', column: 'kurs', migration: 40 },
  { table: 'doc_zrn', column: 'inostrani', migration: 40 },
  { table: 'doc_zrn', column: 'interni_obracun', migration: 40 },
  { table: 'doc_zrn', column: 'dev_osnovica', migration: 40 },
  { table: 'doc_zrn_items', column: 'iznos_din', migration: 40 },
];

/**
 * The column sets of a family's tables under each earlier schema, newest first: for each migration
 * that added a column to one of `tables`, every column added from it on, per table.
 */
export function earlierSchemas(tables: readonly string[]): Map<string, Set<string>>[] {
  const mine = addedColumns.filter((c) => tables.includes(c.table));
  const migrations = [...new Set(mine.map((c) => c.migration))].sort((a, b) => b - a);
  return migrations.map((from) => {
    const left = new Map<string, Set<string>>();
    for (const c of mine.filter((c) => c.migration >= from)) left.set(c.table, (left.get(c.table) ?? new Set()).add(c.column));
    return left;
  });
}
