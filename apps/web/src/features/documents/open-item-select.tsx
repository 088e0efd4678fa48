import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenItems } from '../client-balances';
import type { DocRow } from './types';
import { useValueText } from './values';

/** An open item as a line names it: the invoice's family and id. */
export interface OpenItemRef {
  vDoc: string;
  docId: number;
}

type OpenItemSelectProps = Omit<React.ComponentProps<typeof Select>, 'value' | 'onChange' | 'data'> & {
  doc: DocRow | null;
  value: OpenItemRef | null;
  onChange: (next: OpenItemRef | null) => void;
};

const keyOf = (ref: OpenItemRef) => `${ref.vDoc}:${ref.docId}`;

/**
 * The open items of the document's partner (what he owes us and what we owe him), each by its
 * label, side and what is open; the value is the invoice's family and id.
 */
export function OpenItemSelect({ doc, value, onChange, ...rest }: OpenItemSelectProps) {
  const { t } = useTranslation('documents');
  const text = useValueText();
  const items = useOpenItems(doc);
  const rows = items.data ?? [];
  const data = rows.map((r) => ({ value: keyOf(r), label: `${r.docOznaka} · ${t(`option.smer.${r.dir}`)} · ${text(r.otvoreno, 'money')}` }));
  const current = value ? keyOf(value) : null;
  // the stored line's item, closed since, stays shown by its key
  if (current && !data.some((d) => d.value === current)) data.push({ value: current, label: current });
  const empty = typeof doc?.komId === 'number' ? t('open-item.none') : t('open-item.client-first');
  return (
    <Select
      {...rest}
      searchable
      nothingFoundMessage={empty}
      data={data}
      value={current}
      onChange={(next) => {
        const row = rows.find((r) => keyOf(r) === next);
        onChange(row ? { vDoc: row.vDoc, docId: row.docId } : null);
      }}
    />
  );
}
