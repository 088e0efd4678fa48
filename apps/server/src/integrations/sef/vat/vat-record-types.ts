import { z } from 'zod';
import { ciObject, optText } from '../sef-json';

/** SEF's v2 `vatRecordingStatus` (docs/domain.md#vat-record-calls): Draft 0, Recorded 10, Replaced 20, Cancelled 30. */
export const vatRecordingStatuses = { 0: 'Draft', 10: 'Recorded', 20: 'Replaced', 30: 'Cancelled' } as const;
export type VatRecordingStatus = keyof typeof vatRecordingStatuses;

/** `IndividualVatRecordDto`: the fields we fill (no real estate, amounts in dinars with two decimals). */
export interface IndividualVatRecordDto {
  year: number;
  calculationNumber: string;
  /** an outbound document's number (386) */
  documentNumber?: string;
  /** an internal invoice's number (400 / 401) */
  internalInvoiceNumber?: string;
  vatPeriod: number;
  /** Inbound 0 (internal invoices), Outbound 1 (supplies) */
  documentDirection: 0 | 1;
  documentType: 386 | 400 | 401;
  /** None 0, Turnover 1, Prepayment 2, Increase 3, Reduction 4 */
  internalInvoiceOption: 0 | 1 | 2 | 3 | 4;
  relatedPartyIdentifier: string;
  noRealEstateBaseAmount20: number;
  noRealEstateCalculatedVat20: number;
  noRealEstateBaseAmount10: number;
  noRealEstateCalculatedVat10: number;
  relatedInvoiceOption: 0;
  relatedInternalInvoiceOption: 0;
}

/** `GroupVatRecordDto`: the summary record's fields we fill (supplies at 20 and 10 %). */
export interface GroupVatRecordDto {
  year: number;
  calculationNumber: string;
  vatPeriod: number;
  baseAmount20: number;
  calculatedVat20: number;
  baseAmount10: number;
  calculatedVat10: number;
}

const status = z.number().int();

/** `IndividualVatRecordResponseDto`, the part we keep. */
export const individualVatAnswer = ciObject({
  individualVatId: z.number().int(),
  vatRecordingStatus: status,
  statusChangeDate: optText,
  recordingDate: optText,
  totalCalculatedVat: z.number().nullish(),
});
export type IndividualVatAnswer = z.output<typeof individualVatAnswer>;

/** `GroupVatRecordResponseDto`, the part we keep. */
export const groupVatAnswer = ciObject({
  groupVatId: z.number().int(),
  vatRecordingStatus: status,
  statusChangeDate: optText,
  recordingDate: optText,
});
export type GroupVatAnswer = z.output<typeof groupVatAnswer>;

/** What a send, correction or cancel of either record answers, the same for both. */
export interface VatRecordAnswer {
  sefId: number;
  status: number;
}

/** One record of a list (`GET …/individual|group?dateFrom=&dateTo=`): its id, calculation number and status (⚠ the list item's fields are not confirmed). */
export const vatRecordListItem = ciObject({
  individualVatId: z.number().int().nullish(),
  groupVatId: z.number().int().nullish(),
  calculationNumber: optText,
  vatRecordingStatus: status,
});
