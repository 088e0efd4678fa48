import { MAX_AMOUNT, MAX_QUANTITY, bodyId, queryId } from '../bounds';
import { docStatus } from '../enums';
import { listQuery } from '../paging';
import { isoDate } from '../dates';
import { z } from '../zod-config';

/** Fields every document header has (spec §3 "Common header"). */
export const docHeader = z.object({
  id: z.number().int(),
  periodId: z.number().int(),
  vSubDoc: z.string(),
  rbroj: z.number().int(),
  oznaka: z.string(),
  datum: isoDate,
  status: z.enum(docStatus),
  napomena: z.string(),
  komentar: z.string(),
  opis: z.string(),
});

const optionalText = (max: number) => z.string().max(max).optional().default('');

/** The writable part of every header; `periodId` comes with the payload (spec §7). */
export const docHeaderInput = {
  periodId: bodyId(),
  vSubDoc: z.string({ error: 'required' }).min(1).max(20),
  rbroj: bodyId(),
  datum: isoDate,
  napomena: optionalText(4000),
  komentar: optionalText(4000),
  opis: optionalText(500),
};
export type DocHeaderInput = z.output<z.ZodObject<typeof docHeaderInput>>;
export type DocHeader = z.infer<typeof docHeader>;

export const docListQuery = listQuery.extend({
  periodId: queryId(),
  status: z.enum(docStatus).optional(),
  vSubDoc: z.string().max(20).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  komId: queryId().optional(),
  magId: queryId().optional(),
  trnId: queryId().optional(),
  /** a cost item (families with a `costColumn`: expense invoices) */
  trosakId: queryId().optional(),
});
export type DocListQuery = z.infer<typeof docListQuery>;

export const docTotalsQuery = z.object({ periodId: queryId(), vSubDoc: z.string().max(20).optional() });
export const docTotals = z.object({ data: z.object({ draft: z.number().int(), locked: z.number().int(), storno: z.number().int() }) });

export const docInitQuery = z.object({ periodId: queryId(), vSubDoc: z.string().max(20).optional() });

export const itemIds = z.object({ data: z.array(z.number().int()) });

/** What the item form shows of an article in the document's warehouse (`/{id}/art-lookup/{artId}`). */
export const artLookup = z.object({
  data: z.object({
    id: z.number().int(),
    intSifra: z.string(),
    artNaziv: z.string(),
    mera: z.string(),
    pdvStopa: z.number().int(),
    /** quantity on hand at the document's date, thousandths */
    stanje: z.number().int(),
    /** current sale price in the warehouse (retail: with VAT), hundredths */
    cena: z.number().int(),
    /** moving average purchase price, hundredths */
    pnCena: z.number().int(),
    /** last purchase price, hundredths */
    znCena: z.number().int(),
    /** whether `cena` includes VAT (retail warehouse) */
    cenaSaPdv: z.boolean(),
  }),
});

/** An item's article as lists show it. */
export const itemArticle = z.object({ artNaziv: z.string(), intSifra: z.string(), mera: z.string(), pdvStopa: z.number().int() });

export const qty = z.number({ error: 'required' }).int().positive('greater-than-0').max(MAX_QUANTITY, 'too-large');
export const price = (field = 'prodCena') =>
  z.number({ error: `error.${field}.required` }).int().positive(`error.${field}.greater-than-0`).max(MAX_AMOUNT, `error.${field}.too-large`);
export const artId = bodyId();

/** A reference to a row the user picks (warehouse, client). */
export const refId = bodyId();
/** The fields every article line has as lists show it. */
export const itemBase = { id: z.number().int(), docId: z.number().int(), artId: z.number().int(), kolicina: z.number().int(), artikl: itemArticle };

/** A document as a dropdown shows it (`GET /{resource}/combo`): label, date and the partner's or warehouse's name. */
export const docComboRow = z.object({ id: z.number().int(), oznaka: z.string(), datum: isoDate, vSubDoc: z.string(), status: z.enum(docStatus), naziv: z.string() });
export const docComboQuery = listQuery.extend({ periodId: queryId(), vSubDoc: z.string().max(20).optional() });

/** One document by its number (`GET /{resource}/lookup`). */
export const docLookupQuery = z.object({
  periodId: queryId(),
  vSubDoc: z.string().min(1).max(20),
  rbroj: queryId(),
});

/** The distinct articles of a document (`GET /{resource}/{id}/articles`). */
export const docArticles = z.object({ data: z.array(itemArticle.extend({ id: z.number().int() })) });
