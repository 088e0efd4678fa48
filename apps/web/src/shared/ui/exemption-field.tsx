import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import type { VatExemption } from '@knjige/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { staleTimes } from '../api/query-client';

/** The official VAT exemption reasons (SEF's list, the same for every company). */
export function useVatExemptions() {
  return useQuery({
    queryKey: ['vat-exemptions'],
    queryFn: () => api.get<{ data: VatExemption[] }>('/v1/vat-exemptions').then((answer) => answer.data),
    staleTime: staleTimes.lookup,
  });
}

/** An exemption reason in the interface's language, after its code. */
export function exemptionLabel(e: VatExemption, language: string): string {
  const text = language === 'sr-Cyrl' ? e.razlogCyr : language === 'en' ? e.razlogEn : e.razlog;
  return `${e.kod} – ${text}`;
}

interface ExemptionFieldProps {
  /** the tax category whose reasons are offered ('' none: the field is off) */
  kategorija: string;
  value: unknown;
  onChange: (code: string) => void;
  label: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/** An official VAT exemption reason of the chosen category (SEF's list), shown in the interface's language. */
export function ExemptionField({ kategorija, value, onChange, label, error, disabled, testId }: ExemptionFieldProps) {
  const { i18n } = useTranslation();
  const list = useVatExemptions();
  const offered = (list.data ?? []).filter((e) => e.kategorija === kategorija);
  return (
    <Select
      label={label}
      error={error}
      searchable
      clearable
      disabled={disabled || !kategorija || kategorija === 'S'}
      data={offered.map((e) => ({ value: e.kod, label: exemptionLabel(e, i18n.language) }))}
      value={typeof value === 'string' && value ? value : null}
      onChange={(next) => onChange(next ?? '')}
      data-testid={testId}
      comboboxProps={{ width: 520, position: 'bottom-start' }}
    />
  );
}
