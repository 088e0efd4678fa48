import { Checkbox, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { ownDeadlineInput, type OwnDeadline } from '@knjige/contract';
import { deadlineRuleKinds, type DeadlineRuleKind } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../shared/form/date-field';
import { useFormat } from '../../shared/format';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useSaveOwnDeadline } from './api';
import { fieldError } from '../../shared/form/field-error';

export interface OwnDeadlineFormProps {
  /** the deadline to change; null for a new one */
  deadline: OwnDeadline | null;
  onDone: () => void;
  onCancel: () => void;
}

const LAST = 'last';
/** A new deadline repeats monthly until told otherwise. */
const NEW_RULE_KIND: DeadlineRuleKind = 'monthly';
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** An own deadline: its name, and a date or a rule (day of month / quarter / year and how many periods after). */
export function OwnDeadlineForm({ deadline, onDone, onCancel }: OwnDeadlineFormProps) {
  const { t } = useTranslation('deadlines');
  const fmt = useFormat();
  const save = useSaveOwnDeadline();
  const { notifySuccess } = useToasts('deadlines');
  const { form, formProps, generalError, submitting } = useSchemaForm(
    ownDeadlineInput,
    {
      naziv: deadline?.naziv ?? '',
      napomena: deadline?.napomena ?? '',
      ruleKind: deadline?.ruleKind ?? NEW_RULE_KIND,
      ruleDate: deadline?.ruleDate ?? null,
      ruleDay: deadline ? deadline.ruleDay : 15,
      ruleMonth: deadline?.ruleMonth ?? null,
      ruleOffset: deadline?.ruleOffset ?? 0,
      shift: deadline?.shift ?? true,
    },
    {
      ns: 'deadlines',
      onSubmit: async (body) => {
        await save.mutateAsync({ id: deadline?.id, body });
        notifySuccess(t('own.saved'));
        onDone();
      },
    },
  );
  const kind = form.values.ruleKind;
  const numberSelect = (field: 'ruleDay' | 'ruleMonth' | 'ruleOffset') => {
    const value = form.values[field];
    return {
      error: fieldError(form, field),
      value: value === null ? (field === 'ruleDay' ? LAST : null) : String(value),
      onChange: (next: string | null) => form.setFieldValue(field, next === null || next === LAST ? null : Number(next)),
    };
  };

  return (
    <form {...formProps} data-testid="own-deadline-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('own.field.naziv')} withAsterisk data-autofocus {...form.getInputProps('naziv')} data-testid="own-deadline-naziv" />
        <Select
          label={t('own.field.ruleKind')}
          withAsterisk
          allowDeselect={false}
          data={deadlineRuleKinds.map((k) => ({ value: k, label: t(`own.kind.${k}`) }))}
          {...form.getInputProps('ruleKind')}
          data-testid="own-deadline-kind"
        />
        {kind === 'date' ? (
          <DateField
            label={t('own.field.ruleDate')}
            withAsterisk
            {...form.getInputProps('ruleDate')}
            value={form.values.ruleDate}
            onChange={(next) => form.setFieldValue('ruleDate', next || null)}
            onUnreadable={() => form.setFieldError('ruleDate', 'error.ruleDate.invalid')}
            data-testid="own-deadline-date"
          />
        ) : (
          <Group grow align="flex-start">
            <Select label={t('own.field.ruleDay')} data={[...range(1, 31), { value: LAST, label: t('own.lastDay') }]} allowDeselect={false} {...numberSelect('ruleDay')} data-testid="own-deadline-day" />
            {kind === 'yearly' && (
              <Select
                label={t('own.field.ruleMonth')}
                withAsterisk
                data={range(1, 12).map((m) => ({ value: m, label: new Intl.DateTimeFormat(fmt.locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, Number(m) - 1, 1))) }))}
                {...numberSelect('ruleMonth')}
                data-testid="own-deadline-month"
              />
            )}
            <Select
              label={t(kind === 'yearly' ? 'own.field.yearsAfter' : kind === 'quarterly' ? 'own.field.monthsAfterQuarter' : 'own.field.monthsAfter')}
              data={range(0, kind === 'yearly' ? 1 : 12)}
              allowDeselect={false}
              {...numberSelect('ruleOffset')}
              data-testid="own-deadline-offset"
            />
          </Group>
        )}
        <Checkbox label={t('own.field.shift')} {...form.getInputProps('shift', { type: 'checkbox' })} data-testid="own-deadline-shift" />
        <Textarea label={t('own.field.napomena')} autosize minRows={2} maxRows={5} {...form.getInputProps('napomena')} />
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="own-deadline-save" />
      </Stack>
    </form>
  );
}
