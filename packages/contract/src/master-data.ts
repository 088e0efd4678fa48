import { MAX_ID, bodyId, queryId } from './bounds';
import { HOME_COUNTRY, MAX_PAYMENT_TERM_DAYS, isAbroad, isCountryCode, isValidAccount, isValidForeignVatId, isValidJbkjs, isValidJmbg, isValidMaticniBroj, isValidPib } from '@knjige/domain';
import { vKom } from './enums';
import { listQuery } from './paging';
import { z } from './zod-config';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean).default(false);
const id = bodyId();

export const accountField = text(30).refine(isValidAccount, { message: 'invalid' });

// Places
/** A place: `postcode`, `naziv` name, `opstina` municipality, `drzava` country. */
export const komMestoInput = z.strictObject({
  /** the postal code */
  postcode: text(10),
  /** the place's name */
  naziv: text(100),
  /** the municipality it is in */
  opstina: text(100),
  /** the country */
  drzava: text(100),
});
/** A place: `postcode`, `naziv` name, `opstina` municipality, `drzava` country. */
export const komMesto = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the postal code */
  postcode: z.string(),
  /** the place's name */
  naziv: z.string(),
  /** the municipality it is in */
  opstina: z.string(),
  /** the country */
  drzava: z.string(),
});
export type KomMesto = z.infer<typeof komMesto>;

// Cost groups and items
/** A cost group (grupa troškova): `naziv` name, `opis` description. */
export const trosakGrupaInput = z.strictObject({
  /** the group's name */
  naziv: text(100),
  /** description */
  opis: optionalText(500),
});
/** A cost group: `naziv` name, `opis` description, `itemsCount` its cost items. */
export const trosakGrupa = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the group's name */
  naziv: z.string(),
  /** description */
  opis: z.string(),
  /** how many cost items it holds */
  itemsCount: z.number().int(),
});
export type TrosakGrupa = z.infer<typeof trosakGrupa>;
/** A cost item (trošak): `grpId` its group, `naziv` name, `opis` description. */
export const trosakMainInput = z.strictObject({
  /** the cost group it belongs to */
  grpId: id,
  /** the cost item's name */
  naziv: text(100),
  /** description */
  opis: optionalText(500),
  /** the account its expense invoices post the cost to (a postable account of the company's chart); empty: the posting scheme's */
  konto: z.string().trim().max(12).nullable().optional().transform((v) => v || null),
});
/** A cost item: `grpId`/`grpNaziv` its group, `naziv` name, `opis` description, `konto` its account. */
export const trosakMain = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the cost group it belongs to */
  grpId: z.number().int(),
  /** the cost item's name */
  naziv: z.string(),
  /** description */
  opis: z.string(),
  /** the group's name */
  grpNaziv: z.string(),
  /** the account its expense invoices post the cost to; null: the posting scheme's */
  konto: z.string().nullable(),
});
export type TrosakMain = z.infer<typeof trosakMain>;
/** Cost items, optionally of one group (`grpId`). */
export const trosakMainListQuery = listQuery.extend({
  /** only the items of this cost group */
  grpId: queryId().optional(),
});

// Clients
export const komMainInput = z
  .strictObject({
    /** client type: firm (firma) or private person (kupac) */
    vKom: z.enum(vKom).default('firma'),
    /** the client's code */
    sifra: text(20),
    /** short name used in lists */
    intNaziv: text(100),
    /** full legal name */
    naziv: text(200),
    /** the place (kom-mesto) picked */
    mestoId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null),
    /** postcode */
    postcode: text(10),
    /** place (city) */
    mesto: text(100),
    /** Global Location Number (13 digits) */
    gln: optionalText(13),
    /** street address */
    adresa: text(200),
    /** phone */
    telefon: optionalText(50),
    /** mobile phone */
    mobilni: optionalText(50),
    /** the country, ISO 3166-1 alpha-2 (RS Serbia) */
    drzava: z.string().trim().optional().default(HOME_COUNTRY).refine(isCountryCode, { message: 'invalid' }),
    /** company registration number (matični broj, 8 digits in Serbia; abroad as the country writes it) */
    maticniBroj: optionalText(20),
    /** PIB of a firm; for a private person (kupac) the personal id (JMBG) is kept here; abroad the tax number as the country writes it */
    pib: optionalText(20),
    /** a private person's personal id (JMBG, 13 digits) */
    jmbg: optionalText(13),
    /** activity code (šifra delatnosti) */
    sifraDelatnosti: optionalText(10),
    /** flagged as a buyer (kupac) */
    isKupac: flag,
    /** flagged as a supplier (dobavljač) */
    isDobavljac: flag,
    /** public-sector budget user number (JBKJS, 5 digits) */
    jbkjs: optionalText(5),
    /** registered for VAT */
    isPdvObveznik: flag,
    /** VAT number */
    pdvBroj: optionalText(20),
    /** a client abroad: its VAT number (an EU one begins with its country's prefix: ATU12345678, EL…) */
    inoPdvBroj: optionalText(20),
    /** payment term in days: a new sales invoice to the client falls due this many days after its date (0 or left out: the same day) */
    rokPlacanjaDana: z
      .number()
      .int('invalid')
      .min(0, 'invalid')
      .max(MAX_PAYMENT_TERM_DAYS, 'too-large')
      .nullable()
      .optional()
      .transform((v) => v ?? 0),
    /** public-sector entity (javno preduzeće) */
    isJP: flag,
    /** web site */
    web: optionalText(200),
    /** e-mail address */
    email: z.union([z.literal(''), z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/, 'invalid').max(254)]).optional().default(''),
  })
  .superRefine((c, ctx) => {
    const wrong = (field: string) => ctx.addIssue({ code: 'custom', path: [field], message: 'invalid' });
    // A client abroad has no Serbian identifiers to check; its VAT number is checked loosely.
    if (isAbroad(c.drzava)) {
      if (c.vKom === 'firma' && !isValidForeignVatId(c.drzava, c.inoPdvBroj)) wrong('inoPdvBroj');
      return;
    }
    const check = c.vKom === 'kupac' ? isValidJmbg : isValidPib;
    if (c.pib !== '' && !check(c.pib)) wrong('pib');
    if (c.maticniBroj !== '' && !isValidMaticniBroj(c.maticniBroj)) wrong('maticniBroj');
    if (c.jmbg !== '' && !isValidJmbg(c.jmbg)) wrong('jmbg');
    if (c.vKom === 'firma' && c.jbkjs !== '' && !isValidJbkjs(c.jbkjs)) wrong('jbkjs');
  })
  .transform((c) => {
    // A private person has no company-only data; the VAT number exists only for VAT payers; the
    // public sector, the Serbian VAT registration and the activity code are Serbian clients' only,
    // the foreign VAT number a foreign firm's.
    const abroad = isAbroad(c.drzava);
    if (c.vKom === 'kupac') return { ...c, jbkjs: '', isPdvObveznik: false, pdvBroj: '', isJP: false, inoPdvBroj: '', sifraDelatnosti: abroad ? '' : c.sifraDelatnosti };
    if (abroad) return { ...c, jbkjs: '', isPdvObveznik: false, pdvBroj: '', isJP: false, sifraDelatnosti: '' };
    return { ...c, pdvBroj: c.isPdvObveznik ? c.pdvBroj : '', inoPdvBroj: '' };
  });
export type KomMainInput = z.input<typeof komMainInput>;
export const komMain = z.object({
  /** the row's id */
  id: z.number().int(),
  /** client type: firm (firma) or private person (kupac) */
  vKom: z.enum(vKom),
  /** the client's code */
  sifra: z.string(),
  /** short name used in lists */
  intNaziv: z.string(),
  /** full legal name */
  naziv: z.string(),
  /** the place (kom-mesto) picked */
  mestoId: z.number().int().nullable(),
  /** postcode */
  postcode: z.string(),
  /** place (city) */
  mesto: z.string(),
  /** Global Location Number (13 digits) */
  gln: z.string(),
  /** street address */
  adresa: z.string(),
  /** phone */
  telefon: z.string(),
  /** mobile phone */
  mobilni: z.string(),
  /** company registration number (matični broj, 8 digits) */
  maticniBroj: z.string(),
  /** tax id (PIB, 9 digits; a private person's JMBG) */
  pib: z.string(),
  /** a private person's personal id (JMBG, 13 digits) */
  jmbg: z.string(),
  /** activity code (šifra delatnosti) */
  sifraDelatnosti: z.string(),
  /** flagged as a buyer (kupac) */
  isKupac: z.boolean(),
  /** flagged as a supplier (dobavljač) */
  isDobavljac: z.boolean(),
  /** public-sector budget user number (JBKJS, 5 digits) */
  jbkjs: z.string(),
  /** registered for VAT */
  isPdvObveznik: z.boolean(),
  /** VAT number */
  pdvBroj: z.string(),
  /** public-sector entity (javno preduzeće) */
  isJP: z.boolean(),
  /** web site */
  web: z.string(),
  /** e-mail address */
  email: z.string(),
  /** the country, ISO 3166-1 alpha-2 (RS Serbia) */
  drzava: z.string(),
  /** a client abroad: its VAT number */
  inoPdvBroj: z.string(),
  /** payment term in days (0 the invoice's own day) */
  rokPlacanjaDana: z.number().int(),
});
export type KomMain = z.infer<typeof komMain>;
export const komMainListQuery = listQuery.extend({
  /** client type: firm (firma) or private person (kupac) */
  vKom: z.enum(vKom).optional(),
  /** flagged as a buyer (kupac) */
  isKupac: z.coerce.number().int().min(0).max(1).optional(),
  /** flagged as a supplier (dobavljač) */
  isDobavljac: z.coerce.number().int().min(0).max(1).optional(),
});

export const komKontaktInput = z.strictObject({
  /** the client the contact belongs to */
  komId: id,
  /** the contact person's name */
  ime: text(100),
  /** phone */
  telefon: optionalText(50),
  /** mobile phone */
  mobilni: optionalText(50),
  /** e-mail address */
  email: optionalText(254),
  /** note */
  napomena: optionalText(500),
});
/** A client's contact person: `ime` name, phones, e-mail, note. */
export const komKontakt = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the client */
  komId: z.number().int(),
  /** the contact person's name */
  ime: z.string(),
  /** phone */
  telefon: z.string(),
  /** mobile phone */
  mobilni: z.string(),
  /** e-mail address */
  email: z.string(),
  /** note */
  napomena: z.string(),
});
/** A client's bank account: `komId` the client, `tracun` the account number, `banka` bank name, `isDefault` the one proposed. */
export const komTracunInput = z.strictObject({
  /** the client */
  komId: id,
  /** the account number */
  tracun: accountField,
  /** the bank's name */
  banka: text(100),
  /** the client's account proposed first where one is chosen */
  isDefault: flag,
});
/** A client's bank account: `komId` the client, `tracun` the account number (18 digits), `banka` bank name, `isDefault` the one proposed. */
export const komTracun = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the client */
  komId: z.number().int(),
  /** the account number (18 digits) */
  tracun: z.string(),
  /** the bank's name */
  banka: z.string(),
  /** the client's account proposed first where one is chosen */
  isDefault: z.boolean(),
});
/** Rows of one client (`komId`). */
export const byClientQuery = listQuery.extend({
  /** only the rows of this client */
  komId: queryId().optional(),
});
