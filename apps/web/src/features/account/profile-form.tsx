import { Group, Select, Stack, TextInput } from '@mantine/core';
import { languages, profileInput, type Profile } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../shared/i18n/i18n';
import { languageLabels } from '../../shared/i18n/language';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useSaveProfile } from './api';

/** Own name and language; the interface switches to the saved language at once. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const save = useSaveProfile();
  const { notifySuccess } = useToasts('account');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    profileInput,
    { firstName: profile.firstName, lastName: profile.lastName, language: profile.language },
    {
      ns: 'account',
      onSubmit: async (body) => {
        await save.mutateAsync(body);
        await changeLanguage(body.language);
        notifySuccess(t('profile.saved'));
        form.resetDirty();
      },
    },
  );

  return (
    <form {...formProps} data-testid="profile-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <Group grow align="flex-start">
          <TextInput label={t('field.firstName')} withAsterisk autoComplete="given-name" {...form.getInputProps('firstName')} data-testid="profile-first-name" />
          <TextInput label={t('field.lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} data-testid="profile-last-name" />
        </Group>
        <Select
          label={t('field.language')}
          withAsterisk
          allowDeselect={false}
          data={languages.map((language) => ({ value: language, label: languageLabels[language] }))}
          {...form.getInputProps('language')}
          data-testid="profile-language"
        />
        <FormActions onCancel={() => form.reset()} submitting={submitting} saveTestId="profile-save" />
      </Stack>
    </form>
  );
}
