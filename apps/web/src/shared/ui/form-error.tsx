import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The general error of a form (anything that is not a field error), above its fields. */
export function FormError({ error }: { error: string | null | undefined }) {
  const { t } = useTranslation('ui');
  if (!error) return null;
  return (
    <Alert color="red" title={t('form.error-title')} role="alert" data-testid="form-error">
      {error}
    </Alert>
  );
}
