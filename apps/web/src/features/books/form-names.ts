import { toCyrillic } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { asLocale } from '../../shared/i18n/language';

/** A name of the VAT forms (the domain's table: Serbian Latin and English) in the screen's language; Cyrillic is the Latin transliterated. */
export function useFormName() {
  const { i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  return (name: { sr: string; en: string }) => (locale === 'en' ? name.en : locale === 'sr-Cyrl' ? toCyrillic(name.sr) : name.sr);
}
