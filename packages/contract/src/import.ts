import { MAX_ID, queryId } from './bounds';
import { z } from './zod-config';

/** Master data, and bank statements (`doc-trn`: the rows become a draft statement's lines). */
export const importKinds = ['art-main', 'kom-main', 'doc-trn'] as const;
export type ImportKind = (typeof importKinds)[number];

/** Field → column index in the file (null: not imported). */
export const importMapping = z.record(z.string(), z.number().int().min(0).nullable());
export type ImportMapping = z.infer<typeof importMapping>;

/** What an import into a document needs beyond the file: the period and the current account. */
export const importOptions = z.object({
  periodId: queryId().optional(),
  trnId: queryId().optional(),
});
export type ImportOptions = z.infer<typeof importOptions>;

export const importField = z.object({ name: z.string(), required: z.boolean() });

export const importRowResult = z.object({
  /** 1-based row number in the file, the header being row 1 */
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
});

export const importPreview = z.object({
  data: z.object({
    columns: z.array(z.string()),
    fields: z.array(importField),
    mapping: importMapping,
    total: z.number().int(),
    validCount: z.number().int(),
    invalidCount: z.number().int(),
    /** the first rows, and every invalid row up to a limit */
    rows: z.array(importRowResult),
  }),
});

export const importSummary = z.object({
  data: z.object({
    created: z.number().int(),
    skipped: z.number().int(),
    groupsCreated: z.number().int(),
    /** the draft document an import into a document created */
    docId: z.number().int().max(MAX_ID, 'too-large').optional(),
    errors: z.array(importRowResult),
  }),
});
