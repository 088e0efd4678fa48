import { Alert, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { companyConfigInput, type CompanyConfig } from '@knjige/contract';
import { formatAccount } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../shared/i18n/error-text';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { inputOf, useSaveCompanyConfig } from './company-api';
import { toastRefusals } from '../../shared/ui/toast-refusals';

export type CompanySection = 'details' | 'contact';

/** The fields each card edits; the PUT sends the whole record. */
export const sectionFields: Record<CompanySection, string[]> = {
  details: ['naziv', 'nazivCyr', 'pib', 'maticniBroj', 'isPdv', 'banka', 'tracun'],
  contact: ['address.postcode', 'address.city', 'address.street', 'contact.name', 'contact.phone', 'contact.email'],
};

interface CompanyFormProps {
  config: CompanyConfig;
  section: CompanySection;
  onDone: () => void;
  onCancel: () => void;
}

/** One card's fields of the company data in a modal. */
export function CompanyForm({ config, section, onDone, onCancel }: CompanyFormProps) {
  const { t } = useTranslation(['config', 'ui', 'common']);
  const save = useSaveCompanyConfig();
  const { notifySuccess, notifyError } = useToasts('config');
  const initial = inputOf(config);

  const { form, formProps, generalError, submitting } = useSchemaForm(
    companyConfigInput,
    { ...initial, tracun: initial.tracun ? formatAccount(initial.tracun) : '' },
    {
      ns: 'config',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await save.mutateAsync(body);
            notifySuccess(t('company.saved'));
            onDone();
          },
          notifyError,
          t('company.resource'),
        ),
    },
  );
  // A field of the other card that is wrong (a company created without a PIB) cannot be shown here.
  const elsewhere = Object.entries(form.errors).filter(([field]) => !sectionFields[section].includes(field));

  return (
    <form {...formProps} data-testid={`company-${section}-form`}>
      <Stack gap="sm">
        <FormError error={generalError} />
        {elsewhere.length > 0 && (
          <Alert color="orange" role="alert" data-testid="company-other-card-errors">
            {t(section === 'details' ? 'company.fix-contact' : 'company.fix-details')}{' '}
            {elsewhere.map(([field, key]) => `${t(`company.field.${field}`)}: ${fieldErrorText(t, String(key))}`).join(' ')}
          </Alert>
        )}
        {section === 'details' ? (
          <>
            <TextInput label={t('company.field.naziv')} withAsterisk data-autofocus {...form.getInputProps('naziv')} data-testid="company-naziv" />
            <TextInput label={t('company.field.nazivCyr')} {...form.getInputProps('nazivCyr')} data-testid="company-naziv-cyr" />
            <Group grow align="flex-start">
              <TextInput label={t('company.field.pib')} withAsterisk inputMode="numeric" maxLength={9} {...form.getInputProps('pib')} data-testid="company-pib" />
              <TextInput
                label={t('company.field.maticniBroj')}
                withAsterisk
                inputMode="numeric"
                maxLength={8}
                {...form.getInputProps('maticniBroj')}
                data-testid="company-maticni-broj"
              />
            </Group>
            <Checkbox label={t('company.field.isPdv')} {...form.getInputProps('isPdv', { type: 'checkbox' })} data-testid="company-is-pdv" />
            <Group grow align="flex-start">
              <TextInput label={t('company.field.banka')} {...form.getInputProps('banka')} data-testid="company-banka" />
              <TextInput label={t('company.field.tracun')} inputMode="numeric" {...form.getInputProps('tracun')} data-testid="company-tracun" />
            </Group>
          </>
        ) : (
          <>
            <Group grow align="flex-start">
              <TextInput label={t('company.field.address.postcode')} data-autofocus {...form.getInputProps('address.postcode')} data-testid="company-postcode" />
              <TextInput label={t('company.field.address.city')} {...form.getInputProps('address.city')} data-testid="company-city" />
            </Group>
            <TextInput label={t('company.field.address.street')} {...form.getInputProps('address.street')} data-testid="company-street" />
            <TextInput label={t('company.field.contact.name')} {...form.getInputProps('contact.name')} data-testid="company-contact-name" />
            <Group grow align="flex-start">
              <TextInput label={t('company.field.contact.phone')} type="tel" {...form.getInputProps('contact.phone')} data-testid="company-phone" />
              <TextInput label={t('company.field.contact.email')} type="email" {...form.getInputProps('contact.email')} data-testid="company-email" />
            </Group>
          </>
        )}
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="company-save" />
      </Stack>
    </form>
  );
}
