import { MAX_ID, queryId } from './bounds';
import { z } from './zod-config';

/** Master data, and bank statements (`doc-trn`: the rows become a draft statement's lines). */
export const importKinds = ['art-main', 'kom-main', 'doc-trn', 'osnovna-sredstva'] as const;
export type ImportKind = (typeof importKinds)[number];

/** Field → column index in the file (null: not imported). */
export const importMapping = z.record(z.string(), z.number().int().min(0).nullable());
export type ImportMapping = z.infer<typeof importMapping>;

/** What an import into a document needs beyond the file: the period and the current account. */
export const importOptions = z.object({
  /** the period of the document an import makes */
  periodId: queryId().optional(),
  /** the current account of an imported statement */
  trnId: queryId().optional(),
});
export type ImportOptions = z.infer<typeof importOptions>;

/** A field an import kind takes: `name` and whether it is `required`. */
export const importField = z.object({
  /** the field's name (a column of the file) */
  name: z.string(),
  /** a row without it is refused */
  required: z.boolean(),
});

export const importRowResult = z.object({
  /** 1-based row number in the file, the header being row 1 */
  row: z.number().int(),
  /** the row's values by field */
  values: z.record(z.string(), z.string()),
  /** field → error key */
  errors: z.record(z.string(), z.string()),
});

export const importPreview = z.object({
  /** the answer */
  data: z.object({
    /** the file's column headers */
    columns: z.array(z.string()),
    /** the fields the kind imports */
    fields: z.array(importField),
    /** field → column index (null: not imported) */
    mapping: importMapping,
    /** rows in the file */
    total: z.number().int(),
    /** rows that pass the checks */
    validCount: z.number().int(),
    /** rows that do not */
    invalidCount: z.number().int(),
    /** the first rows, and every invalid row up to a limit */
    rows: z.array(importRowResult),
  }),
});

export const importSummary = z.object({
  /** the answer */
  data: z.object({
    /** rows written */
    created: z.number().int(),
    /** rows left out (invalid) */
    skipped: z.number().int(),
    /** article groups the file named that were created */
    groupsCreated: z.number().int(),
    /** the draft document an import into a document created */
    docId: z.number().int().max(MAX_ID, 'too-large').optional(),
    /** field → error key */
    errors: z.array(importRowResult),
  }),
});
