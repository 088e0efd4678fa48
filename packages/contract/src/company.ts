import { MAX_ID, bodyId } from './bounds';
import { isValidAccount, isValidMaticniBroj, isValidPib } from '@knjige/domain';
import { familyOf, familyRegistry, subTypeValues } from './families/index';
import { listQuery } from './paging';
import { z } from './zod-config';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean).default(false);

/** Company data (`/v1/config`): the seller on every document. */
export const companyConfigInput = z.strictObject({
  naziv: text(200),
  nazivCyr: optionalText(200),
  pib: text(9).refine(isValidPib, { message: 'invalid' }),
  maticniBroj: text(8).refine(isValidMaticniBroj, { message: 'invalid' }),
  isPdv: flag,
  banka: optionalText(100),
  tracun: optionalText(30).refine((v) => v === '' || isValidAccount(v), { message: 'invalid' }),
  address: z.strictObject({ postcode: optionalText(10), city: optionalText(100), street: optionalText(200) }),
  contact: z.strictObject({ name: optionalText(100), phone: optionalText(50), email: optionalText(254) }),
  allowNegativeStock: flag,
});
export type CompanyConfigInput = z.input<typeof companyConfigInput>;
export const companyConfig = z.object({
  id: z.number().int(),
  naziv: z.string(),
  nazivCyr: z.string(),
  pib: z.string(),
  maticniBroj: z.string(),
  isPdv: z.boolean(),
  banka: z.string(),
  tracun: z.string(),
  address: z.object({ postcode: z.string(), city: z.string(), street: z.string() }),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  allowNegativeStock: z.boolean(),
});
export type CompanyConfig = z.infer<typeof companyConfig>;

/** A note's `vSubDoc` that applies to every sub-type of its family. */
export const ALL_SUB_TYPES = '*';

/** Default document notes: documents pre-fill their note from these. */
export const docNapomenaInput = z
  .strictObject({
    komId: z.number().int().positive().max(MAX_ID, 'too-large').nullable().optional().default(null),
    vDoc: text(20).refine((v) => familyOf(v) !== null, { message: 'invalid' }),
    /** one of the family's sub-types, or `*` for all of them */
    vSubDoc: text(20),
    naziv: text(100),
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
  id: z.number().int(),
  komId: z.number().int().nullable(),
  vDoc: z.string(),
  vSubDoc: z.string(),
  naziv: z.string(),
  napomena: z.string(),
});

/** The company's own current (bank) accounts. */
export const tekuciRacunInput = z.strictObject({
  naziv: text(100),
  banka: text(100),
  tracun: text(30).refine(isValidAccount, { message: 'invalid' }),
  isDefault: flag,
});
export const tekuciRacun = z.object({ id: z.number().int(), naziv: z.string(), banka: z.string(), tracun: z.string(), isDefault: z.boolean() });

/** Fiscal registers: the fiscal module id and the retail warehouse they sell from. */
export const posMainInput = z.strictObject({
  naziv: text(100),
  ibfm: text(20),
  magId: bodyId(),
});
export const posMain = z.object({ id: z.number().int(), naziv: z.string(), ibfm: z.string(), magId: z.number().int(), magNaziv: z.string() });
export const posMainListQuery = listQuery;
