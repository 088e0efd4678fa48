import { MAX_AMOUNT, MAX_QUANTITY, bodyId, queryId } from '../bounds';
import { docStatus } from '../enums';
import { listQuery } from '../paging';
import { isoDate } from '../dates';
import { z } from '../zod-config';

/** Fields every document header has (docs/domain.md#entities-and-fields). */
export const docHeader = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the accounting period (business year) */
  periodId: z.number().int(),
  /** the sub-type */
  vSubDoc: z.string(),
  /** the document's sequence number within company, period and sub-type */
  rbroj: z.number().int(),
  /** the printed label, e.g. `UR-VP-12/2024` */
  oznaka: z.string(),
  /** the document date */
  datum: isoDate,
  /** the document's status: draft, locked or stornoed */
  status: z.enum(docStatus),
  /** note printed on the document */
  napomena: z.string(),
  /** internal comment, not printed */
  komentar: z.string(),
  /** description */
  opis: z.string(),
});

const optionalText = (max: number) => z.string().max(max).optional().default('');

/** The writable part of every header; `periodId` comes with the payload (docs/domain.md#calls). */
export const docHeaderInput = {
  /** the accounting period (business year) */
  periodId: bodyId(),
  /** the sub-type */
  vSubDoc: z.string({ error: 'required' }).min(1).max(20),
  /** the document's sequence number within company, period and sub-type */
  rbroj: bodyId(),
  /** the document date */
  datum: isoDate,
  /** note printed on the document */
  napomena: optionalText(4000),
  /** internal comment, not printed */
  komentar: optionalText(4000),
  /** description */
  opis: optionalText(500),
};
export type DocHeaderInput = z.output<z.ZodObject<typeof docHeaderInput>>;
export type DocHeader = z.infer<typeof docHeader>;

export const docListQuery = listQuery.extend({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** only documents in this status */
  status: z.enum(docStatus).optional(),
  /** the sub-type */
  vSubDoc: z.string().max(20).optional(),
  /** the first day of the range */
  dateFrom: isoDate.optional(),
  /** the last day of the range */
  dateTo: isoDate.optional(),
  /** only documents of this client */
  komId: queryId().optional(),
  /** only documents of this warehouse */
  magId: queryId().optional(),
  /** only documents of this current account */
  trnId: queryId().optional(),
  /** a cost item (families with a `costColumn`: expense invoices) */
  trosakId: queryId().optional(),
});
export type DocListQuery = z.infer<typeof docListQuery>;

/** The period and optionally the sub-type to count documents of. */
export const docTotalsQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** only documents of this sub-type */
  vSubDoc: z.string().max(20).optional(),
});
/** Count of the documents in each status (the status tabs). */
export const docTotals = z.object({
  /** the answer */
  data: z.object({
    /** how many drafts */
    draft: z.number().int(),
    /** how many locked documents */
    locked: z.number().int(),
    /** how many stornoed documents */
    storno: z.number().int(),
  }),
});

/** The period and sub-type a new document is proposed for (next `rbroj`, defaults). */
export const docInitQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the sub-type the new document is of */
  vSubDoc: z.string().max(20).optional(),
});

/** The ids of a document's lines, in order. */
export const itemIds = z.object({
  /** the lines' ids */
  data: z.array(z.number().int()),
});

/** The most lines one batch takes (a longer paste is saved in several). */
export const MAX_ITEM_BATCH = 500;

/**
 * Many new lines of a document at once (`POST /{resource}/{id}/items/batch`), in order: each is the
 * family's line input. All are written or none: a refused line answers 422 with its errors under
 * `items.<index>.<field>`.
 */
export const itemBatch = <T extends z.ZodType>(itemInput: T) =>
  z.strictObject({
    /** the new lines, in order */
    items: z.array(itemInput).min(1, 'empty').max(MAX_ITEM_BATCH, 'too-many'),
  });
/** The new lines' ids, in the order they were sent. */
export const itemBatchCreated = z.object({
  /** the new lines' ids */
  ids: z.array(z.number().int()),
});

/** What the item form shows of an article in the document's warehouse (`/{id}/art-lookup/{artId}`). */
export const artLookup = z.object({
  /** the answer */
  data: z.object({
    /** the row's id */
    id: z.number().int(),
    /** the article's internal code */
    intSifra: z.string(),
    /** the article's name */
    artNaziv: z.string(),
    /** unit of measure as shown */
    mera: z.string(),
    /** VAT rate in hundredths of a percent (2000 = 20 %), as when the line was entered */
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
export const itemArticle = z.object({
  /** the article's name */
  artNaziv: z.string(),
  /** the article's internal code */
  intSifra: z.string(),
  /** unit of measure as shown */
  mera: z.string(),
  /** the article's VAT rate, hundredths of a percent (2000 = 20 %) */
  pdvStopa: z.number().int(),
});

export const qty = z.number({ error: 'required' }).int().positive('greater-than-0').max(MAX_QUANTITY, 'too-large');
export const price = (field = 'prodCena') =>
  z.number({ error: `error.${field}.required` }).int().positive(`error.${field}.greater-than-0`).max(MAX_AMOUNT, `error.${field}.too-large`);
export const artId = bodyId();

/** A reference to a row the user picks (warehouse, client). */
export const refId = bodyId();
/** The fields every article line has as lists show it. */
export const itemBase = {
  /** the line's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** the article */
  artId: z.number().int(),
  /** quantity, thousandths */
  kolicina: z.number().int(),
  /** the article as lists show it */
  artikl: itemArticle,
};

/** A document as a dropdown shows it (`GET /{resource}/combo`): label, date and the partner's or warehouse's name. */
export const docComboRow = z.object({
  /** the document's id */
  id: z.number().int(),
  /** the printed label */
  oznaka: z.string(),
  /** the document date */
  datum: isoDate,
  /** the sub-type */
  vSubDoc: z.string(),
  /** the document's status: draft, locked or stornoed */
  status: z.enum(docStatus),
  /** the partner's or the warehouse's name */
  naziv: z.string(),
});
/** The period and optionally the sub-type of the documents a dropdown offers. */
export const docComboQuery = listQuery.extend({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** only documents of this sub-type */
  vSubDoc: z.string().max(20).optional(),
});

/** One document by its number (`GET /{resource}/lookup`). */
export const docLookupQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the sub-type */
  vSubDoc: z.string().min(1).max(20),
  /** the document's sequence number within company, period and sub-type */
  rbroj: queryId(),
});

/** The distinct articles of a document (`GET /{resource}/{id}/articles`). */
export const docArticles = z.object({
  /** the articles, each once */
  data: z.array(
    itemArticle.extend({
      /** the article's id */
      id: z.number().int(),
    }),
  ),
});
