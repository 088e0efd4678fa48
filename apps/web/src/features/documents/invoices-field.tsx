import type { ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';
import { correctedInvoiceFamilies, correctionSide } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { isRecord } from '../../shared/is-record';
import { useLockedInvoices, type CorrectableInvoice } from './api';

interface Ref {
  vDoc: string;
  docId: number;
}

const isRef = (value: unknown): value is Ref => isRecord(value) && typeof value.vDoc === 'string' && typeof value.docId === 'number';
const keyOf = (r: Ref) => `${r.vDoc}:${r.docId}`;

/**
 * A credit or debit note's invoices: the client's locked invoices of the note's side (sales and
 * retail invoices to a customer, incoming and expense invoices from a supplier), several at once.
 * The value is the list `{ vDoc, docId }` the API takes (ids are per family).
 */
export function InvoicesField({
  values,
  value,
  onChange,
  error,
  disabled,
  label,
}: {
  values: Record<string, unknown>;
  value: unknown;
  onChange: (next: Ref[]) => void;
  error?: ReactNode;
  disabled: boolean;
  label: string;
}) {
  const { t } = useTranslation('documents');
  const periodId = typeof values.periodId === 'number' ? values.periodId : 0;
  const komId = typeof values.komId === 'number' ? values.komId : null;
  const [first, second] = correctedInvoiceFamilies[correctionSide(String(values.vSubDoc ?? ''))];
  const a = useLockedInvoices(first, periodId, komId);
  const b = useLockedInvoices(second, periodId, komId);
  const offered: CorrectableInvoice[] = [...(a.data ?? []), ...(b.data ?? [])];
  const selected = Array.isArray(value) ? value.filter(isRef) : [];
  // a named invoice stays shown even when the list no longer offers it
  const data = [
    ...offered.map((i) => ({ value: keyOf(i), label: `${i.oznaka} (${formatDate(i.datum)})` })),
    ...selected.filter((s) => !offered.some((i) => keyOf(i) === keyOf(s))).map((s) => ({ value: keyOf(s), label: keyOf(s) })),
  ];
  return (
    <MultiSelect
      label={label}
      placeholder={t('field.invoice-pick')}
      searchable
      clearable
      disabled={disabled || komId === null}
      error={error}
      data={data}
      value={selected.map(keyOf)}
      onChange={(keys) =>
        onChange(
          keys.map((k) => {
            const [vDoc, id] = k.split(':');
            return { vDoc: vDoc!, docId: Number(id) };
          }),
        )
      }
      data-testid="doc-field-fakture"
    />
  );
}
