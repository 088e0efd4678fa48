import { MAX_ID, bodyId, queryId } from './bounds';
import { isValidAccount, isValidJbkjs, isValidJmbg, isValidMaticniBroj, isValidPib } from '@knjige/domain';
import { vKom } from './enums';
import { listQuery } from './paging';
import { z } from './zod-config';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
/** An optional identifier: empty, or valid by its check (`error.<field>.invalid`). */
const optionalId = (check: (v: string) => boolean, max: number) =>
  optionalText(max).refine((v) => v === '' || check(v), { message: 'invalid' });
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean).default(false);
const id = bodyId();

export const pibField = optionalId(isValidPib, 9);
export const maticniBrojField = optionalId(isValidMaticniBroj, 8);
export const jmbgField = optionalId(isValidJmbg, 13);
export const accountField = text(30).refine(isValidAccount, { message: 'invalid' });

// Places
export const komMestoInput = z.strictObject({ postcode: text(10), naziv: text(100), opstina: text(100), drzava: text(100) });
export const komMesto = z.object({ id: z.number().int(), postcode: z.string(), naziv: z.string(), opstina: z.string(), drzava: z.string() });
export type KomMesto = z.infer<typeof komMesto>;

// Cost groups and items
export const trosakGrupaInput = z.strictObject({ naziv: text(100), opis: optionalText(500) });
export const trosakGrupa = z.object({ id: z.number().int(), naziv: z.string(), opis: z.string(), itemsCount: z.number().int() });
export type TrosakGrupa = z.infer<typeof trosakGrupa>;
export const trosakMainInput = z.strictObject({ grpId: id, naziv: text(100), opis: optionalText(500) });
export const trosakMain = z.object({ id: z.number().int(), grpId: z.number().int(), naziv: z.string(), opis: z.string(), grpNaziv: z.string() });
export type TrosakMain = z.infer<typeof trosakMain>;
export const trosakMainListQuery = listQuery.extend({ grpId: queryId().optional() });

// Clients
export const komMainInput = z
  .strictObject({
    vKom: z.enum(vKom).default('firma'),
    sifra: text(20),
    intNaziv: text(100),
    naziv: text(200),
    mestoId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null),
    postcode: text(10),
    mesto: text(100),
    gln: optionalText(13),
    adresa: text(200),
    telefon: optionalText(50),
    mobilni: optionalText(50),
    maticniBroj: maticniBrojField,
    /** PIB of a firm; for a private person (kupac) the personal id (JMBG) is kept here. */
    pib: optionalText(13),
    jmbg: jmbgField,
    sifraDelatnosti: optionalText(10),
    isKupac: flag,
    isDobavljac: flag,
    jbkjs: optionalId(isValidJbkjs, 5),
    isPdvObveznik: flag,
    pdvBroj: optionalText(20),
    isJP: flag,
    web: optionalText(200),
    email: z.union([z.literal(''), z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/, 'invalid').max(254)]).optional().default(''),
  })
  .superRefine((c, ctx) => {
    const check = c.vKom === 'kupac' ? isValidJmbg : isValidPib;
    if (c.pib !== '' && !check(c.pib)) ctx.addIssue({ code: 'custom', path: ['pib'], message: 'invalid' });
  })
  .transform((c) =>
    // A private person has no company-only data; the VAT number exists only for VAT payers.
    c.vKom === 'kupac'
      ? { ...c, jbkjs: '', isPdvObveznik: false, pdvBroj: '', isJP: false }
      : { ...c, pdvBroj: c.isPdvObveznik ? c.pdvBroj : '' },
  );
export type KomMainInput = z.input<typeof komMainInput>;
export const komMain = z.object({
  id: z.number().int(),
  vKom: z.enum(vKom),
  sifra: z.string(),
  intNaziv: z.string(),
  naziv: z.string(),
  mestoId: z.number().int().nullable(),
  postcode: z.string(),
  mesto: z.string(),
  gln: z.string(),
  adresa: z.string(),
  telefon: z.string(),
  mobilni: z.string(),
  maticniBroj: z.string(),
  pib: z.string(),
  jmbg: z.string(),
  sifraDelatnosti: z.string(),
  isKupac: z.boolean(),
  isDobavljac: z.boolean(),
  jbkjs: z.string(),
  isPdvObveznik: z.boolean(),
  pdvBroj: z.string(),
  isJP: z.boolean(),
  web: z.string(),
  email: z.string(),
});
export type KomMain = z.infer<typeof komMain>;
export const komMainListQuery = listQuery.extend({
  vKom: z.enum(vKom).optional(),
  isKupac: z.coerce.number().int().min(0).max(1).optional(),
  isDobavljac: z.coerce.number().int().min(0).max(1).optional(),
});

export const komKontaktInput = z.strictObject({
  komId: id,
  ime: text(100),
  telefon: optionalText(50),
  mobilni: optionalText(50),
  email: optionalText(254),
  napomena: optionalText(500),
});
export const komKontakt = z.object({
  id: z.number().int(), komId: z.number().int(), ime: z.string(), telefon: z.string(), mobilni: z.string(), email: z.string(), napomena: z.string(),
});
export const komTracunInput = z.strictObject({ komId: id, tracun: accountField, banka: text(100), isDefault: flag });
export const komTracun = z.object({ id: z.number().int(), komId: z.number().int(), tracun: z.string(), banka: z.string(), isDefault: z.boolean() });
export const byClientQuery = listQuery.extend({ komId: queryId().optional() });
