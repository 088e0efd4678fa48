import { formatScaled, RATE_SCALE, type NumberLocale } from '@knjige/domain';

/** Decimals of a rate per one unit: millionths (`RATE_SCALE`). */
export const RATE_DECIMALS = String(RATE_SCALE).length - 1;

/** 117200000 → "117,200000" (sr) or "117.200000" (en). */
export const formatRate = (kurs: number, locale: NumberLocale) => formatScaled(kurs, RATE_DECIMALS, locale);
