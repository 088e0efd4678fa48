import { bodyId, queryId } from './bounds';
import { vArtikl, vPromet } from './enums';
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
  grpId: bodyId(),
  intSifra: code(30),
  artNaziv: code(200),
  barkod: optionalText(30),
  meraCode: z.string({ error: 'error.mera.required' }).trim().min(1, 'error.mera.required').max(10),
  pdvId: bodyId(),
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
});
export type ArtMain = z.infer<typeof artMain>;

/** The article in one warehouse in a period: its stock and that warehouse's sale price. */
export const artStock = z.object({
  magId: z.number().int(),
  magNaziv: z.string(),
  vPromet: z.enum(vPromet),
  /** quantity on hand, thousandths */
  stanje: z.number().int(),
  /** the warehouse's current sale price (retail: with VAT), hundredths */
  cena: z.number().int(),
});
export type ArtStock = z.infer<typeof artStock>;

/**
 * One article as a single read returns it. Stock and price exist only per warehouse and period, so
 * `zalihe` comes with a `periodId` (one entry per warehouse the article has a balance in), and
 * without one the read says nothing about stock.
 */
export const artMainDetail = artMain.extend({ zalihe: z.array(artStock).optional() });
export type ArtMainDetail = z.infer<typeof artMainDetail>;

/** With a period, a single read adds the stock and price in each warehouse. */
export const periodQuery = z.object({ periodId: queryId().optional() });

export const artMainListQuery = listQuery.extend({
  vArtikl: z.enum(vArtikl).optional(),
  grpId: queryId().optional(),
});

export const artMainInit = z.object({
  data: z.object({ vArtikl: z.enum(vArtikl), intSifra: z.string(), barkod: z.string(), pdvId: z.number().int().nullable(), meraCode: z.string() }),
});

/** Lookup by code: 404 `mp-art-main.not.found` with the code as parameter when absent. */
export const artLookupQuery = z.object({ code: z.string().trim().min(1).max(30), periodId: queryId().optional() });
