import { Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { companyCreateInput } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { useCreateCompany } from './companies-api';

const empty = { naziv: '', pib: '', maticniBroj: '', admin: { email: '', firstName: '', lastName: '' } };

/** A new company and its first admin, who is invited by e-mail (or simply added, if they already sign in). */
export function CompanyCreateForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('config');
  const create = useCreateCompany();
  const { notifySuccess, notifyError } = useToasts('config');

  const { form, formProps, generalError, submitting } = useSchemaForm(companyCreateInput, empty, {
    ns: 'config',
    onSubmit: (body) =>
      toastRefusals(
        async () => {
          await create.mutateAsync(body);
          notifySuccess(t('companies.created', { naziv: body.naziv, email: body.admin.email }));
          onDone();
        },
        notifyError,
        t('companies.resource'),
      ),
  });

  return (
    <form {...formProps} data-testid="company-create-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('company.field.naziv')} withAsterisk data-autofocus {...form.getInputProps('naziv')} data-testid="company-create-naziv" />
        <Group grow align="flex-start">
          <TextInput label={t('company.field.pib')} withAsterisk inputMode="numeric" maxLength={9} {...form.getInputProps('pib')} data-testid="company-create-pib" />
          <TextInput
            label={t('company.field.maticniBroj')}
            withAsterisk
            inputMode="numeric"
            maxLength={8}
            {...form.getInputProps('maticniBroj')}
            data-testid="company-create-maticni-broj"
          />
        </Group>
        <Divider label={t('companies.admin')} labelPosition="left" mt="xs" />
        <Text size="xs" c="dimmed">
          {t('companies.admin-hint')}
        </Text>
        <TextInput label={t('companies.field.email')} type="email" withAsterisk {...form.getInputProps('admin.email')} data-testid="company-create-admin-email" />
        <Group grow align="flex-start">
          <TextInput label={t('companies.field.firstName')} {...form.getInputProps('admin.firstName')} data-testid="company-create-admin-first-name" />
          <TextInput label={t('companies.field.lastName')} {...form.getInputProps('admin.lastName')} data-testid="company-create-admin-last-name" />
        </Group>
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="company-create-save" saveLabel={t('companies.create')} />
      </Stack>
    </form>
  );
}
