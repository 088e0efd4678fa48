import { useMemo } from 'react';
import { Anchor, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { formatAccount } from '@knjige/domain';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_ID, type DocFamily, type PartnerKind } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { DateField } from '../../shared/form/date-field';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { MoneyInput, ScaledInput } from '../../shared/ui/scaled-input';
import { useCostItems } from '../costs';
import { useOpenItems } from '../client-balances';
import { useCashDesks } from '../cash-desk';
import { docComboSource, useRegisters } from './api';
import { partnerComboSources, useAccounts, useWarehouses } from '../../shared/documents/lookups';
import { AdvancesField } from './advances-field';
import { DependentCostsField } from './dependent-costs-field';
import { InvoicesField } from './invoices-field';
import { ExemptionField } from '../../shared/ui/exemption-field';

/** A select option as the Select holds it: the empty one as 'none'. */
const optionValue = (option: unknown) => (option === '' ? 'none' : String(option));
import type { DocRow, HeaderFieldSpec } from './types';
import { fieldError } from '../../shared/form/field-error';

const kindOf = (spec: HeaderFieldSpec) => spec.kind;

/** A 'document' field's options: the target family's documents of the form's period. */
function useDocComboSource(family: DocFamily | undefined, periodId: unknown) {
  return useMemo(() => (family && typeof periodId === 'number' ? docComboSource(family, periodId) : null), [family, periodId]);
}

type HeaderForm = UseFormReturnType<Record<string, unknown>, unknown>;

export interface HeaderFieldProps {
  spec: HeaderFieldSpec;
  form: HeaderForm;
  disabled: boolean;
  autoFocus?: boolean;
  /** the family's partner kind: which clients a 'partner' field offers */
  partner: PartnerKind;
  /** the saved document (an 'advances' field reads its advances' labels from it) */
  doc?: DocRow | null;
}

/** One header field by kind; its label is `field.<name>` and its errors come from the form. */
export function HeaderField({ spec, form, disabled, autoFocus, partner, doc = null }: HeaderFieldProps) {
  const { t } = useTranslation('documents');
  const warehouses = useWarehouses();
  const registers = useRegisters(kindOf(spec) === 'register');
  const accounts = useAccounts(kindOf(spec) === 'account');
  const desks = useCashDesks(kindOf(spec) === 'cash-desk');
  const fmt = useFormat();
  const costs = useCostItems(kindOf(spec) === 'cost');
  const openItems = useOpenItems(kindOf(spec) === 'basis' ? form.values : null);
  const docSource = useDocComboSource(kindOf(spec) === 'document' ? spec.target : undefined, form.values.periodId);
  const { name, kind, required } = spec;
  const input = form.getInputProps(name);
  const value = form.values[name];
  const common = { label: t(spec.label ?? `field.${name}`), withAsterisk: required, disabled, 'data-testid': `doc-field-${name}` };
  const set = (next: unknown) => form.setFieldValue(name, next);

  switch (kind) {
    case 'rbroj':
      return (
        <ScaledInput
          scale={0}
          max={MAX_ID}
          grouped={false}
          {...input}
          {...common}
          autoFocus={autoFocus}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => set(next)}
        />
      );
    case 'date':
      return (
        <DateField
          {...input}
          {...common}
          value={typeof value === 'string' ? value : null}
          onChange={set}
          onUnreadable={() => form.setFieldError(name, `error.${name}.invalid`)}
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
    case 'register':
      return (
        <Select
          {...input}
          {...common}
          allowDeselect={false}
          data={(registers.data ?? []).map((r) => ({ value: String(r.id), label: `${r.naziv} (${r.ibfm}) · ${r.magNaziv}` }))}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(next) => set(next ? Number(next) : null)}
        />
      );
    case 'account':
      return (
        <Select
          {...input}
          {...common}
          allowDeselect={!required}
          data={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: `${a.naziv} (${formatAccount(a.tracun)})` }))}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(next) => set(next ? Number(next) : null)}
        />
      );
    case 'cash-desk':
      return (
        <Select
          {...input}
          {...common}
          allowDeselect={!required}
          data={(desks.data ?? []).map((d) => ({ value: String(d.id), label: `${d.naziv} (${d.valuta}, ${d.konto})` }))}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(next) => set(next ? Number(next) : null)}
        />
      );
    case 'select':
      return (
        <Select
          {...input}
          {...common}
          allowDeselect={false}
          // an empty option (none chosen on purpose) is offered as `option.<name>.none`
          data={(spec.options ?? []).map((option) => ({ value: optionValue(option), label: t(`option.${name}.${optionValue(option)}`) }))}
          value={value === null || value === undefined ? null : optionValue(value)}
          onChange={(next) => set(spec.options?.find((option) => optionValue(option) === next) ?? null)}
        />
      );
    case 'exemption':
      return <ExemptionField kategorija={String(form.values.kategorija ?? '')} value={value} onChange={set} label={common.label} error={fieldError(form, name)} disabled={disabled} testId={`doc-field-${name}`} />;
    case 'money':
      return <MoneyInput {...input} {...common} value={typeof value === 'number' ? value : null} onChange={(next) => set(next ?? 0)} />;
    case 'rate': {
      // millionths of a dinar per unit; empty: the NBS middle rate of the document's date
      const field = <ScaledInput scale={6} {...input} {...common} value={typeof value === 'number' ? value : null} onChange={(next) => set(next || null)} />;
      if (form.errors[name] !== 'error.kurs.missing') return field;
      // no rate on the list for the date: the rate list offers to enter it
      const valuta = String(form.values.valuta ?? '');
      const datum = String(form.values.datumPrometa ?? form.values.datum ?? '');
      return (
        <Stack gap={2}>
          {field}
          <Anchor component={Link} size="sm" to={`/config/kursna-lista?${new URLSearchParams({ valuta, datum }).toString()}`} data-testid="doc-rate-enter">
            {t('rate.enter', { valuta, datum })}
          </Anchor>
        </Stack>
      );
    }
    case 'document':
      return docSource ? <PagedCombo {...input} {...common} source={docSource} value={typeof value === 'number' ? value : null} onChange={(id) => set(id)} /> : <TextInput {...common} disabled />;
    case 'dependent-costs':
      return <DependentCostsField form={form} name={name} disabled={disabled} doc={doc} />;
    case 'cost':
      // the cost item with its group, as the expense list shows it
      return (
        <Select
          {...input}
          {...common}
          searchable
          data={(costs.data ?? []).map((c) => ({ value: String(c.id), label: `${c.naziv} (${c.grpNaziv})` }))}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(next) => set(next ? Number(next) : null)}
        />
      );
    case 'basis': {
      const items = openItems.data ?? [];
      return (
        <Group align="flex-end" gap="xs" grow>
          <TextInput {...input} {...common} />
          <Select
            label={t('field.invoice')}
            placeholder={t('field.invoice-pick')}
            disabled={disabled || !items.length}
            clearable
            data={items.map((i) => ({ value: String(i.id), label: `${i.docOznaka} (${fmt.money(i.otvoreno)})` }))}
            value={null}
            onChange={(next) => {
              const item = items.find((i) => String(i.id) === next);
              if (!item) return;
              // the basis already typed stays; an empty one takes the invoice's label
              if (typeof value !== 'string' || !value.trim()) set(item.docOznaka);
              form.setFieldValue('poziv', item.poziv ?? '');
            }}
            data-testid="doc-field-invoice"
          />
        </Group>
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
    case 'invoices':
      return <InvoicesField values={form.values} value={value} onChange={set} error={fieldError(form, name)} disabled={disabled} label={common.label} />;
    case 'switch':
      return <Checkbox {...common} checked={value === true} onChange={(e) => set(e.currentTarget.checked)} />;
    case 'advances':
      return <AdvancesField form={form} name={name} subType={spec.advanceSubType ?? ''} disabled={disabled} doc={doc} />;
    case 'note':
      return <Textarea {...input} {...common} autosize minRows={3} maxRows={10} />;
    default:
      return <TextInput {...input} {...common} />;
  }
}
