import { bodyId, queryId } from './bounds';
import { vArtikl, vPromet } from './enums';
import { listQuery } from './paging';
import { z } from './zod-config';

const code = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const artGrupaInput = z.strictObject({
  /** article kind: roba goods, usluga service, repro raw material, gp finished product, os fixed asset */
  vArtikl: z.enum(vArtikl).default('roba'),
  /** the article group's code */
  grpSifra: code(20),
  /** the article group's name */
  grpNaziv: code(100),
});
export type ArtGrupaInput = z.input<typeof artGrupaInput>;

export const artGrupa = z.object({
  /** the row's id */
  id: z.number().int(),
  /** article kind: roba goods, usluga service, repro raw material, gp finished product, os fixed asset */
  vArtikl: z.enum(vArtikl),
  /** the article group's code */
  grpSifra: z.string(),
  /** the article group's name */
  grpNaziv: z.string(),
});
export type ArtGrupa = z.infer<typeof artGrupa>;

/** Article groups, optionally of one kind (`vArtikl`). */
export const artGrupaListQuery = listQuery.extend({
  /** only the groups of this article kind */
  vArtikl: z.enum(vArtikl).optional(),
});

export const artMainInput = z.strictObject({
  /** article kind: roba goods, usluga service, repro raw material, gp finished product, os fixed asset */
  vArtikl: z.enum(vArtikl).default('roba'),
  /** the article group */
  grpId: bodyId(),
  /** the article's internal code */
  intSifra: code(30),
  /** the article's name */
  artNaziv: code(200),
  /** barcode (EAN) */
  barkod: optionalText(30),
  /** unit of measure code */
  meraCode: z.string({ error: 'error.mera.required' }).trim().min(1, 'error.mera.required').max(10),
  /** the VAT rate (art-pdv row) */
  pdvId: bodyId(),
});
export type ArtMainInput = z.input<typeof artMainInput>;

export const artMain = z.object({
  /** the row's id */
  id: z.number().int(),
  /** article kind: roba goods, usluga service, repro raw material, gp finished product, os fixed asset */
  vArtikl: z.enum(vArtikl),
  /** the article group */
  grpId: z.number().int(),
  /** the article's internal code */
  intSifra: z.string(),
  /** the article's name */
  artNaziv: z.string(),
  /** barcode (EAN) */
  barkod: z.string(),
  /** unit of measure code */
  meraCode: z.string(),
  /** the VAT rate (art-pdv row) */
  pdvId: z.number().int(),
  /** unit of measure as shown */
  mera: z.string(),
  /** VAT rate in hundredths of a percent (2000 = 20 %), as when the line was entered */
  pdvStopa: z.number().int(),
  /** the article group's name */
  grpNaziv: z.string(),
});
export type ArtMain = z.infer<typeof artMain>;

/** The article in one warehouse in a period: its stock and that warehouse's sale price. */
export const artStock = z.object({
  /** the warehouse */
  magId: z.number().int(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the warehouse's turnover type */
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
export const artMainDetail = artMain.extend({
  /** stock and price per warehouse in the asked period; absent without a `periodId` */
  zalihe: z.array(artStock).optional(),
});
export type ArtMainDetail = z.infer<typeof artMainDetail>;

/** With a period, a single read adds the stock and price in each warehouse. */
export const periodQuery = z.object({
  /** the accounting period whose stock and prices to add */
  periodId: queryId().optional(),
});

export const artMainListQuery = listQuery.extend({
  /** article kind: roba goods, usluga service, repro raw material, gp finished product, os fixed asset */
  vArtikl: z.enum(vArtikl).optional(),
  /** the article group */
  grpId: queryId().optional(),
});

export const artMainInit = z.object({
  /** defaults of a new article */
  data: z.object({
    /** the proposed article kind */
    vArtikl: z.enum(vArtikl),
    /** the next free internal code */
    intSifra: z.string(),
    /** the proposed barcode (the new code) */
    barkod: z.string(),
    /** the company's default VAT rate (art-pdv row), null when none is set */
    pdvId: z.number().int().nullable(),
    /** the proposed unit of measure's code */
    meraCode: z.string(),
  }),
});

/** Lookup by code: 404 `mp-art-main.not.found` with the code as parameter when absent. */
export const artLookupQuery = z.object({
  /** the article's internal code */
  code: z.string().trim().min(1).max(30),
  /** the accounting period whose stock and prices to add */
  periodId: queryId().optional(),
});
