import type { IdClaims } from '@knjige/contract';
import type { Locale } from '../../shared/i18n/language';

/** The company as the top bar names it: the Cyrillic name in sr-Cyrl when the company has one. */
export function companyNameFor(user: Pick<IdClaims, 'companyName' | 'companyNameCyr'> | null | undefined, locale: Locale): string {
  if (!user) return '';
  if (locale === 'sr-Cyrl' && user.companyNameCyr) return user.companyNameCyr;
  return user.companyName;
}
