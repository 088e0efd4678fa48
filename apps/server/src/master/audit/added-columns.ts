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
  /** the number of the migration that added it (or renamed it) */
  migration: number;
  /** the column's name before that migration, when the migration renamed it */
  renamedFrom?: string;
}

/** A table as it stood under an earlier schema: the columns it did not have yet, and those it had under another name (now → then). */
export interface EarlierTable {
  left: Set<string>;
  renamed: Map<string, string>;
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
  // 0036: the sales invoice's payment term was stored as "valuta"; "valuta" is now its currency
  { table: 'doc_prod', column: 'rok_placanja', migration: 36, renamedFrom: 'valuta' },
  { table: 'doc_prod', column: 'valuta', migration: 36 },
  { table: 'doc_prod', column: 'kurs', migration: 36 },
  { table: 'doc_prod', column: 'kategorija', migration: 36 },
  { table: 'doc_prod', column: 'izuzece', migration: 36 },
  { table: 'doc_prod', column: 'osnovica_valuta', migration: 36 },
  { table: 'doc_prod', column: 'pdv_iznos_valuta', migration: 36 },
  { table: 'doc_prod', column: 'iznos_valuta', migration: 36 },
  { table: 'doc_prod_items', column: 'iznos_valuta', migration: 36 },
  { table: 'doc_prod_items', column: 'kategorija', migration: 36 },
  { table: 'doc_prod_items', column: 'izuzece', migration: 36 },
];

/**
 * A family's tables under each earlier schema, newest first: for each migration that added (or
 * renamed) a column of one of `tables`, every column added from it on left out and every rename
 * from it on undone.
 */
export function earlierSchemas(tables: readonly string[]): Map<string, EarlierTable>[] {
  const mine = addedColumns.filter((c) => tables.includes(c.table));
  const migrations = [...new Set(mine.map((c) => c.migration))].sort((a, b) => b - a);
  return migrations.map((from) => {
    const schema = new Map<string, EarlierTable>();
    for (const c of mine.filter((c) => c.migration >= from)) {
      const table = schema.get(c.table) ?? { left: new Set<string>(), renamed: new Map<string, string>() };
      if (c.renamedFrom) table.renamed.set(c.column, c.renamedFrom);
      else table.left.add(c.column);
      schema.set(c.table, table);
    }
    return schema;
  });
}
