import { MAX_ID, bodyId } from './bounds';
import { isValidAccount, isValidBic, isValidIban, isValidMaticniBroj, isValidPib } from '@knjige/domain';
import { currencyCode } from './currency';
import { familyOf, familyRegistry, subTypeValues } from './families/index';
import { listQuery } from './paging';
import { z } from './zod-config';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean).default(false);

/** Company data (`/v1/config`): the seller on every document. */
export const companyConfigInput = z.strictObject({
  /** the company's name */
  naziv: text(200),
  /** name in Cyrillic */
  nazivCyr: optionalText(200),
  /** tax id (PIB, 9 digits; a private person's JMBG) */
  pib: text(9).refine(isValidPib, { message: 'invalid' }),
  /** company registration number (matični broj, 8 digits) */
  maticniBroj: text(8).refine(isValidMaticniBroj, { message: 'invalid' }),
  /** the company is in the VAT system */
  isPdv: flag,
  /** bank name */
  banka: optionalText(100),
  /** bank account number (18 digits) */
  tracun: optionalText(30).refine((v) => v === '' || isValidAccount(v), { message: 'invalid' }),
  /** postcode, city and street */
  address: z.strictObject({
    /** the postal code */
    postcode: optionalText(10),
    /** the town */
    city: optionalText(100),
    /** street and number */
    street: optionalText(200),
  }),
  /** contact person: name, phone, e-mail */
  contact: z.strictObject({
    /** the contact person's name */
    name: optionalText(100),
    /** phone */
    phone: optionalText(50),
    /** e-mail address */
    email: optionalText(254),
  }),
  /** allow locking documents that take stock below zero */
  allowNegativeStock: flag,
});
export type CompanyConfigInput = z.input<typeof companyConfigInput>;
export const companyConfig = z.object({
  /** the company's id */
  id: z.number().int(),
  /** the company's name */
  naziv: z.string(),
  /** name in Cyrillic */
  nazivCyr: z.string(),
  /** tax id (PIB, 9 digits; a private person's JMBG) */
  pib: z.string(),
  /** company registration number (matični broj, 8 digits) */
  maticniBroj: z.string(),
  /** the company is in the VAT system */
  isPdv: z.boolean(),
  /** bank name */
  banka: z.string(),
  /** bank account number (18 digits) */
  tracun: z.string(),
  /** postcode, city and street */
  address: z.object({
    /** the postal code */
    postcode: z.string(),
    /** the town */
    city: z.string(),
    /** street and number */
    street: z.string(),
  }),
  /** contact person: name, phone, e-mail */
  contact: z.object({
    /** the contact person's name */
    name: z.string(),
    /** phone */
    phone: z.string(),
    /** e-mail address */
    email: z.string(),
  }),
  /** allow locking documents that take stock below zero */
  allowNegativeStock: z.boolean(),
});
export type CompanyConfig = z.infer<typeof companyConfig>;

/** A note's `vSubDoc` that applies to every sub-type of its family. */
export const ALL_SUB_TYPES = '*';

/** Default document notes: documents pre-fill their note from these. */
export const docNapomenaInput = z
  .strictObject({
    /** a client the note is for (null: every client) */
    komId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null),
    /** the document family the note is for */
    vDoc: text(20).refine((v) => familyOf(v) !== null, { message: 'invalid' }),
    /** one of the family's sub-types, or `*` for all of them */
    vSubDoc: text(20),
    /** the note's name, to pick it by */
    naziv: text(100),
    /** the note's text */
    napomena: optionalText(4000),
  })
  .refine(
    (n) => {
      const family = familyOf(n.vDoc);
      return family === null || n.vSubDoc === ALL_SUB_TYPES || subTypeValues(familyRegistry[family]).includes(n.vSubDoc);
    },
    { path: ['vSubDoc'], message: 'invalid' },
  );
export const docNapomena = z.object({
  /** the note's id */
  id: z.number().int(),
  /** a client the note is for (null: every client) */
  komId: z.number().int().nullable(),
  /** the document family the note is for */
  vDoc: z.string(),
  /** the sub-type the note is for, `*` for all */
  vSubDoc: z.string(),
  /** the note's name, to pick it by */
  naziv: z.string(),
  /** the note's text */
  napomena: z.string(),
});

/** The company's own current (bank) accounts. */
export const tekuciRacunInput = z.strictObject({
  /** the account's name */
  naziv: text(100),
  /** bank name */
  banka: text(100),
  /** bank account number (18 digits) */
  tracun: text(30).refine(isValidAccount, { message: 'invalid' }),
  /** the account proposed on new statements */
  isDefault: flag,
});
/** A current account of the company: `naziv` name, `banka` bank, `tracun` account number, `isDefault` proposed on new statements. */
export const tekuciRacun = z.object({
  /** the account's row id */
  id: z.number().int(),
  /** the account's name */
  naziv: z.string(),
  /** bank name */
  banka: z.string(),
  /** bank account number (18 digits) */
  tracun: z.string(),
  /** the account proposed on new statements */
  isDefault: z.boolean(),
});

/**
 * The company's foreign-currency accounts, one per currency: what an invoice in that currency (an
 * export) prints for the buyer to pay to, instead of the dinar account and its model-97 reference.
 */
export const deviznaRacunInput = z.strictObject({
  /** the account's currency (ISO 4217; not the dinar) */
  valuta: currencyCode,
  /** the international account number (IBAN: a Serbian one is RS35 and the 18-digit account) */
  iban: text(42).refine(isValidIban, { message: 'invalid' }),
  /** the bank's BIC / SWIFT code (8 or 11 characters) */
  bic: text(14).refine(isValidBic, { message: 'invalid' }),
  /** bank name */
  banka: text(100),
});
/** A foreign-currency account of the company: `valuta` its currency, `iban`, `bic` the bank's SWIFT code, `banka` bank name. */
export const deviznaRacun = z.object({
  /** the account's row id */
  id: z.number().int(),
  /** the account's currency (ISO 4217) */
  valuta: z.string(),
  /** the international account number */
  iban: z.string(),
  /** the bank's BIC / SWIFT code */
  bic: z.string(),
  /** bank name */
  banka: z.string(),
});

/** Fiscal registers: the fiscal module id and the retail warehouse they sell from. */
export const posMainInput = z.strictObject({
  /** the register's name */
  naziv: text(100),
  /** the fiscal module's id (IBFM) */
  ibfm: text(20),
  /** the retail warehouse the register sells from */
  magId: bodyId(),
});
/** A fiscal register: `naziv` name, `ibfm` fiscal module id, `magId`/`magNaziv` the retail warehouse it sells from. */
export const posMain = z.object({
  /** the register's row id */
  id: z.number().int(),
  /** the register's name */
  naziv: z.string(),
  /** the fiscal module's id (IBFM) */
  ibfm: z.string(),
  /** the retail warehouse the register sells from */
  magId: z.number().int(),
  /** that warehouse's name */
  magNaziv: z.string(),
});
export const posMainListQuery = listQuery;
