import { periodStatus, vPromet } from './enums';
import { z } from './zod-config';

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid');

export const period = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  status: z.enum(periodStatus),
});
export type Period = z.infer<typeof period>;

export const artPdv = z.object({
  id: z.number().int(),
  opis: z.string(),
  /** hundredths of a percent: 2000 = 20 % */
  stopa: z.number().int(),
  isDefault: z.boolean(),
});
export type ArtPdv = z.infer<typeof artPdv>;

export const magMain = z.object({
  id: z.number().int(),
  sifra: z.string(),
  magNaziv: z.string(),
  kepuMesto: z.string(),
  vPromet: z.enum(vPromet),
  mesto: z.string(),
  opis: z.string(),
  isDefault: z.boolean(),
});
export type MagMain = z.infer<typeof magMain>;

export const unitOfMeasure = z.object({ code: z.string(), name: z.string() });
