import { Select, Stack, TextInput } from '@mantine/core';
import { deviznaRacunInput } from '@knjige/contract';
import { formatIban, HOME_CURRENCY } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useCurrencies } from '../exchange-rates';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { foreignAccounts, type DeviznaRacun } from './resources';

interface ForeignAccountFormProps {
  account: DeviznaRacun | null;
  onDone: () => void;
  onCancel: () => void;
}

/** A foreign-currency account: its currency, the IBAN (typed with or without spaces), the bank's BIC / SWIFT code and name. */
export function ForeignAccountForm({ account, onDone, onCancel }: ForeignAccountFormProps) {
  const { t } = useTranslation('config');
  const save = foreignAccounts.useSave();
  const remove = foreignAccounts.useRemove();
  const currencies = useCurrencies();
  const { notifySuccess, notifyError } = useToasts('config');
  const confirmDelete = useConfirmedDelete('config');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    deviznaRacunInput,
    { valuta: account?.valuta ?? '', iban: account ? formatIban(account.iban) : '', bic: account?.bic ?? '', banka: account?.banka ?? '' },
    {
      ns: 'config',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await save.mutateAsync({ id: account?.id, body });
            notifySuccess(t('foreignAccounts.saved'));
            onDone();
          },
          notifyError,
          t('foreignAccounts.resource'),
        ),
    },
  );

  const askDelete = (target: DeviznaRacun) =>
    confirmDelete({
      title: t('foreignAccounts.delete.title'),
      body: t('foreignAccounts.delete.body', { name: `${target.valuta} ${formatIban(target.iban)}` }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('foreignAccounts.deleted'),
      resource: t('foreignAccounts.resource'),
      onDone,
    });

  const data = (currencies.data ?? []).filter((c) => c.code !== HOME_CURRENCY).map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` }));
  return (
    <form {...formProps} data-testid="foreign-account-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <Select label={t('foreignAccounts.field.valuta')} withAsterisk searchable data={data} data-autofocus {...form.getInputProps('valuta')} data-testid="foreign-account-valuta" />
        <TextInput label={t('foreignAccounts.field.iban')} description={t('foreignAccounts.iban-hint')} withAsterisk {...form.getInputProps('iban')} data-testid="foreign-account-iban" />
        <TextInput label={t('foreignAccounts.field.bic')} description={t('foreignAccounts.bic-hint')} withAsterisk {...form.getInputProps('bic')} data-testid="foreign-account-bic" />
        <TextInput label={t('foreignAccounts.field.banka')} withAsterisk {...form.getInputProps('banka')} data-testid="foreign-account-banka" />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="foreign-account-save"
          delete={account && { onDelete: () => askDelete(account), testId: 'config-foreign-account-delete' }}
        />
      </Stack>
    </form>
  );
}
