import { queryId } from './bounds';
import { isoDate } from './dates';
import { listQuery } from './paging';
import { z } from './zod-config';

/** The turnover types the realised-turnover report is asked for (`/ostvareni-promet/{vPromet}`). */
export const prmTurnoverTypes = ['vp', 'mp', 'usluga'] as const;

/** Realised turnover (rpt-fin prm): the sold lines of a turnover type in a date range (the period's when not given). */
export const prmQuery = listQuery.extend({
  periodId: queryId(),
  vPromet: z.enum(prmTurnoverTypes).default('vp'),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});
export type PrmQuery = z.infer<typeof prmQuery>;

export const prmRow = z.object({
  id: z.number().int(),
  datum: isoDate,
  vDoc: z.string(),
  docId: z.number().int(),
  docOznaka: z.string(),
  komNaziv: z.string(),
  artId: z.number().int(),
  intSifra: z.string(),
  artNaziv: z.string(),
  /** thousandths */
  kolicina: z.number().int(),
  /** cost at the moving average, re-costing included (0 for services), hundredths */
  nabIznos: z.number().int(),
  /** margin: osnovica − nabIznos */
  ruc: z.number().int(),
  osnovica: z.number().int(),
  pdvIznos: z.number().int(),
  iznos: z.number().int(),
});
export type PrmRow = z.infer<typeof prmRow>;

export const prmTotal = z.object({
  data: z.object({
    count: z.number().int(),
    nabIznos: z.number().int(),
    ruc: z.number().int(),
    osnovica: z.number().int(),
    pdvIznos: z.number().int(),
    iznos: z.number().int(),
  }),
});
