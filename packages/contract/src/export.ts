import { z } from './zod-config';

/**
 * An Excel export of a list or report (`GET <its call>/export?<its filters>&columns=…`): the
 * columns the screen shows, in its order, with the header in the user's language and the cell type.
 * Amounts are hundredths, quantities thousandths, rates hundredths of a percent, as the API gives them.
 */
export const exportColumnTypes = ['text', 'int', 'money', 'qty', 'rate', 'date'] as const;
export type ExportColumnType = (typeof exportColumnTypes)[number];

export const exportColumn = z.object({
  /** the field of the row the column shows */
  key: z.string().min(1).max(60),
  /** the column's header in the user's language */
  label: z.string().max(120),
  /** the cell type: text, int, money, qty, rate or date */
  type: z.enum(exportColumnTypes),
  /** what the totals row shows in this column: the sum of the rows, the last row's value (a running balance), or nothing */
  total: z.enum(['sum', 'last', 'none']).default('none'),
});
export type ExportColumn = z.input<typeof exportColumn>;

const columnsParam = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
  })
  .pipe(z.array(exportColumn).min(1).max(60));

/** The query fields an export adds to its list's filters. */
export const exportFields = {
  /** the columns, as JSON */
  columns: columnsParam,
  /** the file's name without extension */
  fileName: z
    .string()
    .max(80)
    .regex(/^[\p{L}\p{N} _.-]*$/u, 'invalid')
    .optional()
    .default('export'),
  /** the label of the totals row */
  totalLabel: z.string().max(60).optional().default(''),
};

/** A turnover's export adds these: the label of its first row, the opening balance at date-from. */
export const turnoverExportFields = {
  ...exportFields,
  /** the label of the opening-balance row */
  openingLabel: z.string().max(80).optional().default(''),
};

/** The query string of an export: the list's filters plus the columns. */
export function exportSearch(filters: Record<string, string | number | undefined>, columns: ExportColumn[], fileName: string, totalLabel: string): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
  params.set('columns', JSON.stringify(columns));
  params.set('fileName', fileName);
  params.set('totalLabel', totalLabel);
  return params.toString();
}
