import { Select, TextInput } from '@mantine/core';
import { HOME_CURRENCY } from '@knjige/domain';
import { MAX_PERCENT } from '@knjige/contract';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { DateField } from '../../shared/form/date-field';
import { fieldErrorText } from '../../shared/i18n/error-text';
import { MoneyInput, QuantityInput, ScaledInput } from '../../shared/ui/scaled-input';
import { useVatRates } from '../articles';
import { RATE_DECIMALS, useCurrencies } from '../exchange-rates';
import { costComboSource, partnerComboSources, useWarehouses } from '../../shared/documents/lookups';
import { fiscalReceiptSource, fixedAssetSource } from './api';
import { OpenItemSelect } from './open-item-select';
import type { DocRow, ItemFieldSpec, ItemValues } from './types';

type ItemForm = UseFormReturnType<ItemValues, unknown>;

export interface ItemFieldProps {
  spec: ItemFieldSpec;
  form: ItemForm;
  disabled: boolean;
  /** the document the line belongs to (an open item is its partner's) */
  doc?: DocRow;
}

/** A numeric choice (a client, a VAT rate) as the form holds it: its id, or null. */
const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** One item field by kind; its label is `field.<name>` and its errors come from the form. */
export function ItemField({ spec, form, disabled, doc }: ItemFieldProps) {
  const { t } = useTranslation('documents');
  const warehouses = useWarehouses();
  const { name, required } = spec;
  const value = form.values[name];
  const common = {
    ...form.getInputProps(name),
    label: t(spec.label ?? `field.${name}`),
    withAsterisk: required,
    disabled,
    'data-testid': `item-field-${name}`,
  };
  const set = (next: number | string | null) => form.setFieldValue(name, next);
  // A required amount is above 0 and says so when a minus is typed; an optional one may be 0.
  const minusText = required ? fieldErrorText(t, `error.${name}.greater-than-0`) : undefined;
  // An optional amount left empty is 0, as the server keeps it.
  const setAmount = (next: number | null) => set(next ?? (required ? null : 0));

  switch (spec.kind) {
    case 'date':
      // empty is null: the server takes the document's date
      return (
        <DateField
          {...common}
          clearable
          value={typeof value === 'string' ? value : null}
          onChange={(next) => set(next || null)}
          onUnreadable={() => form.setFieldError(name, `error.${name}.invalid`)}
        />
      );
    case 'money':
      return <MoneyInput {...common} value={idOf(value)} onChange={setAmount} minusText={minusText} />;
    case 'qty':
      return <QuantityInput {...common} value={idOf(value)} onChange={setAmount} minusText={minusText} />;
    case 'percent':
      return <QuantityInput {...common} value={idOf(value)} onChange={setAmount} max={MAX_PERCENT} rightSection="%" />;
    case 'vat-rate':
      return <VatRateSelect {...common} value={idOf(value)} onChange={set} />;
    case 'client': {
      const kind = spec.partner ?? 'either';
      // Named by who the client is (supplier, buyer), as the document's partner field.
      return <PagedCombo {...common} label={t(`partner.${kind}`)} source={partnerComboSources[kind]} value={idOf(value)} onChange={(id) => set(id)} />;
    }
    case 'cost':
      return <PagedCombo {...common} source={costComboSource} value={idOf(value)} onChange={(id) => set(id)} />;
    case 'warehouse': {
      const offered = (warehouses.data ?? []).filter((w) => !spec.vPromet || w.vPromet === spec.vPromet || w.id === value);
      return (
        <Select
          {...common}
          allowDeselect={!required}
          data={offered.map((w) => ({ value: String(w.id), label: `${w.magNaziv} (${w.sifra})` }))}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(next) => set(next ? Number(next) : null)}
        />
      );
    }
    case 'select':
      return (
        <Select
          {...common}
          allowDeselect={!required}
          data={spec.options.map((option) => ({ value: option, label: t(`option.${name}.${option}`) }))}
          value={typeof value === 'string' && value ? value : null}
          onChange={(next) => set(next)}
        />
      );
    case 'fiscal-receipt':
      return <PagedCombo {...common} source={fiscalReceiptSource} value={idOf(value)} onChange={(id) => set(id)} />;
    case 'fixed-asset':
      return <PagedCombo {...common} source={fixedAssetSource} value={idOf(value)} onChange={(id) => set(id)} />;
    case 'open-item': {
      const family = form.values[spec.familyField];
      return (
        <OpenItemSelect
          {...common}
          doc={doc ?? null}
          value={typeof family === 'string' && family && typeof value === 'number' ? { vDoc: family, docId: value } : null}
          onChange={(next) => {
            form.setFieldValue(spec.familyField, next?.vDoc ?? '');
            set(next?.docId ?? null);
          }}
        />
      );
    }
    case 'text':
      return <TextInput {...common} />;
    case 'currency':
      return <CurrencySelect {...common} value={typeof value === 'string' && value ? value : null} onChange={set} />;
    case 'rate':
      return <ScaledInput {...common} scale={RATE_DECIMALS} value={idOf(value)} onChange={set} />;
  }
}

type CurrencySelectProps = Omit<React.ComponentProps<typeof Select>, 'value' | 'onChange' | 'data'> & {
  value: string | null;
  onChange: (code: string | null) => void;
};

/** The foreign currencies of the list by code and name; cleared, the line is in dinars. */
function CurrencySelect({ value, onChange, ...rest }: CurrencySelectProps) {
  const currencies = useCurrencies();
  const data = (currencies.data ?? []).filter((c) => c.code !== HOME_CURRENCY).map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` }));
  return <Select {...rest} clearable searchable data={data} value={value === HOME_CURRENCY ? null : value} onChange={(next) => onChange(typeof next === 'string' ? next : null)} />;
}

type VatRateSelectProps = Omit<React.ComponentProps<typeof Select>, 'value' | 'onChange' | 'data'> & {
  value: number | null;
  onChange: (id: number | null) => void;
};

/** The company's VAT rates by their description; the value is the rate's id. */
export function VatRateSelect({ value, onChange, ...rest }: VatRateSelectProps) {
  const vatRates = useVatRates();
  return (
    <Select
      {...rest}
      allowDeselect={false}
      data={(vatRates.data ?? []).map((rate) => ({ value: String(rate.id), label: rate.opis }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
    />
  );
}
