import { formatScaled, type NumberLocale } from '@knjige/domain';

/**
 * A VAT rate kept in hundredths of a percent as a short percentage for tables:
 * 2000 → '20%', 1000 → '10%', 1050 → '10,5%' (sr) or '10.5%' (en).
 */
export function vatPercent(stopa: number, locale: NumberLocale): string {
  const text = formatScaled(stopa, 2, locale);
  const mark = locale === 'en' ? '.' : ',';
  const [whole, frac = ''] = text.split(mark);
  const trimmed = frac.replace(/0+$/, '');
  return `${whole}${trimmed ? mark + trimmed : ''}%`;
}
