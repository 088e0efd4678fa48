import { addDays } from '@knjige/domain';
import { RATE_LOOKBACK_DAYS } from '../master/currency/rates';

/** A rate a locked or reversed document took: its currency, the figure and the date it was taken for. */
export interface BookedRate {
  valuta: string;
  kurs: number;
  datum: string;
}

/**
 * Whether a locked or reversed document took this rate: a document in `valuta` at exactly `kurs`
 * whose rate date lies within the lookback after `datum` (the days this list may serve). A rate
 * typed on the document itself counts when it is the same figure; a later list of the same figure
 * does not free this one.
 */
export function rateTaken(booked: BookedRate[], rate: BookedRate): boolean {
  const last = addDays(rate.datum, RATE_LOOKBACK_DAYS);
  return booked.some((b) => b.valuta === rate.valuta && b.kurs === rate.kurs && b.datum >= rate.datum && b.datum <= last);
}
