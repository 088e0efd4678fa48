import { z } from './zod-config';

/**
 * `POST /v1/periods/{id}/carry-forward`: the drafts that open the next period with this one's
 * closing figures (spec-silent; docs/decisions.md#opening-balances-and-the-year-end-carry-forward).
 */
export const carryForwardDocument = z.object({
  /** the family's code: opening stock or opening client balances */
  family: z.enum(['psr', 'psk']),
  /** the draft document */
  id: z.number().int(),
  /** its sub-type */
  vSubDoc: z.string(),
  /** its label */
  oznaka: z.string(),
  /** the opening stock's warehouse */
  magNaziv: z.string().optional(),
  /** how many lines it has */
  lines: z.number().int(),
});
export const carryForwardResult = z.object({
  /** the period the drafts open */
  periodId: z.number().int(),
  /** that period's title */
  periodTitle: z.string(),
  /** the drafts of an earlier run that this one replaced */
  replaced: z.number().int(),
  /** the drafts made */
  documents: z.array(carryForwardDocument),
});
export type CarryForwardResult = z.infer<typeof carryForwardResult>;
