import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoginInit, useSignIn } from '../../shared/auth/use-sign-in';
import { zodValidate } from '../../shared/form/zod-validate';
import { errorText, fieldErrorText } from '../../shared/i18n/error-text';
import { loginFormSchema, type LoginFormValues } from './login-schema';

const validate = zodValidate(loginFormSchema);

/** E-mail and password; errors per field clear as the user types (docs/domain.md#validation). */
export function LoginForm({ onSuccess }: { onSuccess?: () => void }) {
  const { t } = useTranslation();
  useLoginInit();
  const signIn = useSignIn();
  const form = useForm<LoginFormValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate,
    onValuesChange: () => {
      if (signIn.error) signIn.reset();
    },
  });

  const submit = form.onSubmit((values) => signIn.mutate(values, { onSuccess }));
  const fieldError = (field: keyof LoginFormValues) => fieldErrorText(t, form.errors[field]);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {signIn.error && (
          <Alert color="red" role="alert">
            {errorText(t, signIn.error)}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          withAsterisk
          // the sign-in page opens with the cursor in the e-mail field
          autoFocus
          {...form.getInputProps('email')}
          error={fieldError('email')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
          error={fieldError('password')}
        />
        <Group justify="space-between" mt="sm">
          <Anchor component={Link} to="/">
            {t('login.cancel')}
          </Anchor>
          <Button type="submit" loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
