import { Stack, TextInput } from '@mantine/core';
import { glAccountInput, glAccountUpdate, type GlAccountRow } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { useRemoveAccount, useSaveAccount } from './api';

interface AccountFormProps {
  /** the company's own account being edited, or null for a new one */
  account: GlAccountRow | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A company's own analytic account: its code (new accounts only: postings name it) under an account
 * of the chart, and its names; the Cyrillic and English names left empty follow the Latin one.
 */
export function AccountForm({ account, onDone, onCancel }: AccountFormProps) {
  const { t } = useTranslation('ledger');
  const save = useSaveAccount();
  const remove = useRemoveAccount();
  const { notifySuccess, notifyError } = useToasts('ledger');
  const confirmDelete = useConfirmedDelete('ledger');
  const id = account?.id ?? null;

  const { form, formProps, generalError, submitting } = useSchemaForm(
    id ? glAccountUpdate.extend({ konto: glAccountInput.shape.konto.optional() }) : glAccountInput,
    { konto: account?.konto ?? '', naziv: account?.naziv ?? '', nazivCyr: account?.nazivCyr ?? '', nazivEn: account?.nazivEn ?? '' },
    {
      ns: 'ledger',
      onSubmit: (values) =>
        toastRefusals(
          async () => {
            const names = { naziv: values.naziv, nazivCyr: values.nazivCyr, nazivEn: values.nazivEn };
            await save.mutateAsync({ id, body: id ? names : { konto: values.konto ?? '', ...names } });
            notifySuccess(t('chart.saved'));
            onDone();
          },
          notifyError,
          t('chart.resource'),
        ),
    },
  );

  const askDelete = (target: GlAccountRow) =>
    confirmDelete({
      title: t('chart.delete.title'),
      body: t('chart.delete.body', { konto: target.konto, name: target.naziv }),
      mutate: () => remove.mutateAsync(target.id ?? 0),
      deletedText: t('chart.deleted'),
      resource: t('chart.resource'),
      onDone,
    });

  return (
    <form {...formProps} data-testid="account-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput
          label={t('chart.field.konto')}
          description={id ? undefined : t('chart.kontoHint')}
          withAsterisk
          disabled={Boolean(id)}
          data-autofocus
          inputMode="numeric"
          {...form.getInputProps('konto')}
          data-testid="account-konto"
        />
        <TextInput label={t('chart.field.naziv')} withAsterisk {...form.getInputProps('naziv')} data-testid="account-naziv" />
        <TextInput label={t('chart.field.nazivCyr')} {...form.getInputProps('nazivCyr')} data-testid="account-naziv-cyr" />
        <TextInput label={t('chart.field.nazivEn')} {...form.getInputProps('nazivEn')} data-testid="account-naziv-en" />
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="account-save" delete={account && { onDelete: () => askDelete(account), testId: 'account-delete' }} />
      </Stack>
    </form>
  );
}
