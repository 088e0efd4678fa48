import type { NumberLocale } from '@knjige/domain';
import { formatVatRate } from '../../shared/format';

/** A VAT rate kept in hundredths of a percent as tables show it: 2000 → '20 %' (sr), '20%' (en). */
export function vatPercent(stopa: number, locale: NumberLocale): string {
  return formatVatRate(stopa, locale);
}
