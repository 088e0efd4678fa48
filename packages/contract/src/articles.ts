import { vArtikl } from './enums';
import { listQuery } from './paging';
import { z } from './zod-config';

const code = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const artGrupaInput = z.strictObject({
  vArtikl: z.enum(vArtikl).default('roba'),
  grpSifra: code(20),
  grpNaziv: code(100),
});
export type ArtGrupaInput = z.input<typeof artGrupaInput>;

export const artGrupa = z.object({
  id: z.number().int(),
  vArtikl: z.enum(vArtikl),
  grpSifra: z.string(),
  grpNaziv: z.string(),
});
export type ArtGrupa = z.infer<typeof artGrupa>;

export const artGrupaListQuery = listQuery.extend({ vArtikl: z.enum(vArtikl).optional() });

export const artMainInput = z.strictObject({
  vArtikl: z.enum(vArtikl).default('roba'),
  grpId: z.number({ error: 'required' }).int().positive('required'),
  intSifra: code(30),
  artNaziv: code(200),
  barkod: optionalText(30),
  meraCode: z.string({ error: 'error.mera.required' }).trim().min(1, 'error.mera.required').max(10),
  pdvId: z.number({ error: 'required' }).int().positive('required'),
});
export type ArtMainInput = z.input<typeof artMainInput>;

export const artMain = z.object({
  id: z.number().int(),
  vArtikl: z.enum(vArtikl),
  grpId: z.number().int(),
  intSifra: z.string(),
  artNaziv: z.string(),
  barkod: z.string(),
  meraCode: z.string(),
  pdvId: z.number().int(),
  mera: z.string(),
  pdvStopa: z.number().int(),
  grpNaziv: z.string(),
  /** quantity on hand over all warehouses, thousandths */
  stanje: z.number().int(),
  /** current sale price, hundredths */
  cena: z.number().int(),
});
export type ArtMain = z.infer<typeof artMain>;

/** With a period, reads add the stock on hand and the current sale price. */
export const periodQuery = z.object({ periodId: z.coerce.number().int().positive().optional() });

export const artMainListQuery = listQuery.extend({
  vArtikl: z.enum(vArtikl).optional(),
  grpId: z.coerce.number().int().positive().optional(),
  periodId: z.coerce.number().int().positive().optional(),
});

export const artMainInit = z.object({
  data: z.object({ vArtikl: z.enum(vArtikl), intSifra: z.string(), barkod: z.string(), pdvId: z.number().int().nullable(), meraCode: z.string() }),
});

/** Lookup by code: 404 `mp-art-main.not.found` with the code as parameter when absent. */
export const artLookupQuery = z.object({ code: z.string().trim().min(1).max(30), periodId: z.coerce.number().int().positive().optional() });
