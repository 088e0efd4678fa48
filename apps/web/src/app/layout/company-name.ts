import type { IdClaims } from '@knjige/contract';
import type { Locale } from '../../shared/i18n/language';

/** The company as the top bar names it: the Cyrillic name in sr-Cyrl when the company has one. */
export function companyNameFor(user: Pick<IdClaims, 'companyName' | 'companyNameCyr'> | null | undefined, locale: Locale): string {
  if (!user) return '';
  if (locale === 'sr-Cyrl' && user.companyNameCyr) return user.companyNameCyr;
  return user.companyName;
}

/** Words that are only a legal form ("d.o.o.", "a.d.") or punctuation do not make an initial. */
const legalForm = /^(?:[dд]\.?[oо]\.?[oо]\.?|[aа]\.?[dд]\.?|[jј]\.?[pп]\.?|str\.?|стр\.?|szr\.?|сзр\.?|pr\.?|пр\.?|llc|ltd\.?|inc\.?)$/iu;

/** The company's initials for a narrow top bar: "Demo Trgovina d.o.o." → "DT" (at most three). */
export function initialsOf(name: string): string {
  const all = name.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const words = all.filter((word) => !legalForm.test(word));
  return (words.length > 0 ? words : all)
    .slice(0, 3)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0]!.toUpperCase())
    .join('');
}
