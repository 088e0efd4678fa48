import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text';

/** A page's loading state. */
export function PageLoading() {
  const { t } = useTranslation('ui');
  return (
    <Center h={200} aria-busy="true">
      <Loader size="sm" aria-label={t('loading')} />
    </Center>
  );
}

/** A page whose data could not be read (not found, another company's, network). */
export function PageFailed({ error }: { error: unknown }) {
  const { t } = useTranslation(['documents', 'ui', 'common']);
  return (
    <Alert color="red" role="alert" data-testid="page-error">
      {errorText(t, error)}
    </Alert>
  );
}
