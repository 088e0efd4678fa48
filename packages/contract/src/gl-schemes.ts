import { z } from './zod-config';

/**
 * Posting schemes (docs/decisions.md#posting-schemes): what a family's lock posts to the general ledger, each row a figure
 * the lock computes mapped to an account and a side; `withClient` on client accounts (204, 435…).
 */
export const schemeSides = ['duguje', 'potrazuje'] as const;
export type SchemeSide = (typeof schemeSides)[number];

export const schemeRow = z.object({
  /** the sub-type whose own rows these are; '' the family's common rows */
  subType: z.string(),
  /** the amount the lock computes that the row posts (a figure's name, e.g. a value or a VAT at a rate) */
  figure: z.string(),
  /** the account it posts to */
  konto: z.string(),
  /** debit (duguje) or credit (potrazuje) */
  side: z.enum(schemeSides),
  /** the posting names the document's client (client accounts: 204, 435 …) */
  withClient: z.boolean(),
});
export type SchemeRowView = z.infer<typeof schemeRow>;

/** A family's scheme in force for the company: its own version or the defaults'. */
export const schemeView = z.object({
  /** the document family the scheme posts */
  family: z.string(),
  /** the company's own version (false: the defaults) */
  own: z.boolean(),
  /** the version in force */
  version: z.number().int(),
  /** the family's sub-types; the rows of one without rows of its own are the common ones ('') */
  subTypes: z.array(z.string()),
  /** the rows in force: every sub-type's own and the common ones */
  rows: z.array(schemeRow),
  /** the figures the family's lock can give (`#` any VAT rate, then the company's rates) */
  figures: z.array(z.string()),
});
export type SchemeView = z.infer<typeof schemeView>;
export const schemeList = z.object({
  /** one scheme per family */
  data: z.array(schemeView),
});

/** A version of a family's scheme: the defaults' or one the company's admin wrote (or a reset to the defaults). */
export const schemeVersionRow = z.object({
  /** the version's number, from 1 */
  version: z.number().int(),
  /** written by the company (false: the defaults) */
  own: z.boolean(),
  /** the company went back to the defaults from this version on */
  reset: z.boolean(),
  /** the sub-type the change was for ('' the common rows or all) */
  subType: z.string(),
  /** when it was written (ISO timestamp) */
  createdAt: z.string(),
  /** who wrote it (null: the defaults) */
  user: z.string().nullable(),
  /** in force now */
  current: z.boolean(),
  /** the rows the version holds */
  rows: z.array(schemeRow),
});
export type SchemeVersionRow = z.infer<typeof schemeVersionRow>;
export const schemeDetail = z.object({
  /** the scheme in force and its versions */
  data: schemeView.extend({
    /** every version of the family's scheme */
    history: z.array(schemeVersionRow),
  }),
});
export type SchemeDetail = z.infer<typeof schemeDetail>['data'];

export const schemeFamilyParam = z.object({
  /** the document family */
  family: z
    .string()
    .regex(/^[a-z]{2,8}$/, 'invalid'),
});
const subType = z.string().trim().max(30, 'too-long').optional().default('');
export const schemeQuery = z.object({
  /** the sub-type whose rows to show; left out, the common rows */
  subType,
});

/** A row of a scheme being written: a figure, an account (both required), a side, whether the line names the client. */
export const schemeRowInput = z.strictObject({
  /** the amount the lock computes that the row posts */
  figure: z.string({ error: 'required' }).trim().min(1, 'required').max(60, 'too-long'),
  /** the account it posts to */
  konto: z.string({ error: 'required' }).trim().min(1, 'required').max(12, 'too-long'),
  /** debit (duguje) or credit (potrazuje) */
  side: z.enum(schemeSides, { error: 'invalid' }),
  /** the posting names the document's client */
  withClient: z.boolean().optional().default(false),
});
export type SchemeRowInput = z.output<typeof schemeRowInput>;
/** A new company version of a family's scheme (`subType`: the rows of that sub-type; left out the common rows). */
export const schemeInput = z.strictObject({
  /** the sub-type the rows are for; left out, the common rows */
  subType,
  /** the rows of the new version */
  rows: z.array(schemeRowInput).min(1, 'required').max(200, 'too-many'),
});
export type SchemeInput = z.output<typeof schemeInput>;
/** The version a write made. */
export const schemeWritten = z.object({
  /** the new version's number */
  version: z.number().int(),
});
