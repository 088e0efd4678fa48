import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { PartnerKind } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE } from '../../shared/format';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { partnerComboSources, useWarehouses } from './api';
import type { HeaderFieldSpec } from './types';

type HeaderForm = UseFormReturnType<Record<string, unknown>, unknown>;

export interface HeaderFieldProps {
  spec: HeaderFieldSpec;
  form: HeaderForm;
  disabled: boolean;
  autoFocus?: boolean;
  /** the family's partner kind: which clients a 'partner' field offers */
  partner: PartnerKind;
}

/** One header field by kind; its label is `field.<name>` and its errors come from the form. */
export function HeaderField({ spec, form, disabled, autoFocus, partner }: HeaderFieldProps) {
  const { t } = useTranslation('documents');
  const warehouses = useWarehouses();
  const { name, kind, required } = spec;
  const input = form.getInputProps(name);
  const value = form.values[name];
  const common = { label: t(`field.${name}`), withAsterisk: required, disabled, 'data-testid': `doc-field-${name}` };
  const set = (next: unknown) => form.setFieldValue(name, next);

  switch (kind) {
    case 'rbroj':
      return (
        <NumberInput
          {...input}
          {...common}
          autoFocus={autoFocus}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => set(typeof next === 'number' ? next : null)}
        />
      );
    case 'date':
      return (
        <DateInput
          {...input}
          {...common}
          valueFormat={DISPLAY_DATE}
          value={typeof value === 'string' && value ? value : null}
          onChange={(next) => set(next ?? '')}
        />
      );
    case 'warehouse': {
      const all = warehouses.data ?? [];
      const offered = spec.vPromet ? all.filter((w) => w.vPromet === spec.vPromet || w.id === value) : all;
      return (
        <Select
          {...input}
          {...common}
          clearable={!required}
          allowDeselect={!required}
          data={offered.map((w) => ({ value: String(w.id), label: `${w.magNaziv} (${w.sifra})` }))}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(next) => set(next ? Number(next) : null)}
        />
      );
    }
    case 'partner': {
      const kind = partner === 'none' ? 'either' : partner;
      return (
        <PagedCombo
          {...input}
          {...common}
          // Named by who the family's partner is (supplier, buyer), whatever the field is called.
          label={t(`partner.${kind}`)}
          source={partnerComboSources[kind]}
          value={typeof value === 'number' ? value : null}
          onChange={(id) => set(id)}
        />
      );
    }
    case 'text-lines': {
      const lines = value && typeof value === 'object' ? Object.keys(value) : [];
      return (
        <SimpleGrid cols={1} spacing={4}>
          {lines.map((line) => (
            <TextInput key={line} {...form.getInputProps(`${name}.${line}`)} label={t(`field.${line}`)} disabled={disabled} data-testid={`doc-field-${line}`} />
          ))}
        </SimpleGrid>
      );
    }
    case 'note':
      return <Textarea {...input} {...common} autosize minRows={3} maxRows={10} />;
    default:
      return <TextInput {...input} {...common} />;
  }
}
