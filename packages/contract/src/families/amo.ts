import { z } from '../zod-config';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { MAX_ID } from '../bounds';
import { familyEntry } from './entry';

/**
 * Depreciation (obračun amortizacije): the straight-line accounting depreciation of a month, or of
 * the twelve months of a year, over every fixed asset in use (docs/decisions.md#accounting-depreciation-doc-amo). Its lines, one per asset,
 * are computed by the server when the document is saved; locking posts D 540 / P each asset's
 * accumulated-depreciation account through the family's posting scheme.
 */
export const amoEntry = familyEntry({
  vDoc: 'amo',
  resources: ['doc-amo'],
  route: '/amortizacija',
  labelPrefix: 'AMO',
  subTypes: { kind: 'fixed', values: ['amo'] },
  partner: 'none',
  lifecycle: true,
  lineKind: 'asset',
  menuKeys: { list: 'amortizacija', create: 'amortizacija-new' },
});

export const amoInput = z.strictObject({
  ...docHeaderInput,
  /** the month depreciated, 1–12, of the year of the document's date; null: the whole year (its 12 months) */
  mesec: z.number().int('invalid').min(1, 'out-of-range').max(12, 'out-of-range').nullable(),
});
export const amoDoc = docHeader.extend({
  /** the month depreciated, 1–12; null: the whole year */
  mesec: z.number().int().nullable(),
  /** the first day of the first month depreciated */
  mesecOd: z.string(),
  /** the first day of the last month depreciated */
  mesecDo: z.string(),
  /** the depreciation of every line, hundredths */
  iznos: z.number().int(),
  /** how many assets it depreciates */
  brojSredstava: z.number().int(),
});
export const amoItemInput = z.strictObject({
  /** the document */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** the asset depreciated (its line is computed) */
  osId: refId,
});
export const amoItem = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** the asset */
  osId: z.number().int(),
  /** its inventory number */
  invBroj: z.string(),
  /** its name */
  naziv: z.string(),
  /** its account (01x/02x) */
  konto: z.string(),
  /** its accumulated-depreciation account, credited */
  kontoIspravke: z.string(),
  /** its cost, hundredths */
  nabavnaVrednost: z.number().int(),
  /** accumulated depreciation before this line, hundredths */
  ispravkaPre: z.number().int(),
  /** the months depreciated */
  meseci: z.number().int(),
  /** the depreciation of the line, hundredths */
  iznos: z.number().int(),
});
