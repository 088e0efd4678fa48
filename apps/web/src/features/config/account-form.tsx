import { Checkbox, Stack, TextInput } from '@mantine/core';
import { tekuciRacunInput } from '@knjige/contract';
import { formatAccount } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { accounts, type TekuciRacun } from './resources';

interface AccountFormProps {
  account: TekuciRacun | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The account number is typed short (840-955845-10) or in 18 digits; the server keeps 18. */
export function AccountForm({ account, onDone, onCancel }: AccountFormProps) {
  const { t } = useTranslation('config');
  const save = accounts.useSave();
  const remove = accounts.useRemove();
  const { notifySuccess, notifyError } = useToasts('config');
  const confirmDelete = useConfirmedDelete('config');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    tekuciRacunInput,
    { naziv: account?.naziv ?? '', banka: account?.banka ?? '', tracun: account ? formatAccount(account.tracun) : '', isDefault: account?.isDefault ?? false },
    {
      ns: 'config',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await save.mutateAsync({ id: account?.id, body });
            notifySuccess(t('accounts.saved'));
            onDone();
          },
          notifyError,
          t('accounts.resource'),
        ),
    },
  );

  const askDelete = (target: TekuciRacun) =>
    confirmDelete({
      title: t('accounts.delete.title'),
      body: t('accounts.delete.body', { name: target.naziv }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('accounts.deleted'),
      resource: t('accounts.resource'),
      onDone,
    });

  return (
    <form {...formProps} data-testid="account-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('accounts.field.naziv')} withAsterisk data-autofocus {...form.getInputProps('naziv')} data-testid="account-naziv" />
        <TextInput label={t('accounts.field.banka')} withAsterisk {...form.getInputProps('banka')} data-testid="account-banka" />
        <TextInput
          label={t('accounts.field.tracun')}
          description={t('accounts.tracun-hint')}
          withAsterisk
          inputMode="numeric"
          {...form.getInputProps('tracun')}
          data-testid="account-tracun"
        />
        <Checkbox label={t('accounts.field.isDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} data-testid="account-default" />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="account-save"
          delete={account && { onDelete: () => askDelete(account), testId: 'config-account-delete' }}
        />
      </Stack>
    </form>
  );
}
