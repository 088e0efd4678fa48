import { PasswordInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@knjige/contract';
import { useTranslation } from 'react-i18next';

type PasswordValues = { password: string; passwordConfirm: string };

/** The new password typed twice, with the rule under it (reset and signup). */
export function NewPasswordFields<V extends PasswordValues, O>({ form, prefix, autoFocus }: { form: UseFormReturnType<V, O>; prefix: string; autoFocus?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordInput
        label={t('field.newPassword')}
        withAsterisk
        autoComplete="new-password"
        autoFocus={autoFocus}
        {...form.getInputProps('password')}
        data-testid={`${prefix}-password`}
      />
      <PasswordInput label={t('field.passwordConfirm')} withAsterisk autoComplete="new-password" {...form.getInputProps('passwordConfirm')} data-testid={`${prefix}-confirm`} />
      <Text size="xs" c="dimmed">
        {t('password.rule', { min: PASSWORD_MIN_LENGTH })}
      </Text>
    </>
  );
}
