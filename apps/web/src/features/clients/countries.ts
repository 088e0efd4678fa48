import { countryName, countryOptions } from '@knjige/domain';
import { useMemo } from 'react';
import { useFormat } from '../../shared/format';

/** The country select's options in the interface's language: Serbia first, the others by name. */
export function useCountryOptions(): { value: string; label: string }[] {
  const { locale } = useFormat();
  return useMemo(() => countryOptions(locale).map((c) => ({ value: c.code, label: c.name })), [locale]);
}

/** A country's name in the interface's language. */
export function useCountryName(): (code: string) => string {
  const { locale } = useFormat();
  return (code: string) => countryName(code, locale);
}
