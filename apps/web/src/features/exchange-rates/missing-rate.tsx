import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { useSession } from '../../shared/auth/use-session';
import { formatDate } from '../../shared/format';
import { missingRateLink } from './api';

/** The currency and date a document was refused for (422 `{ kurs: 'error.kurs.missing' }`, params `{ datum, valuta }`), or null. */
export function missingRateOf(err: unknown): { valuta: string; datum: string } | null {
  if (!(err instanceof ApiError) || err.errors?.kurs !== 'error.kurs.missing') return null;
  const valuta = err.params?.valuta;
  const datum = err.params?.datum;
  return typeof valuta === 'string' && typeof datum === 'string' ? { valuta, datum } : null;
}

/**
 * A document screen's notice of a missing rate: what is missing and a link that opens the rates
 * page's form on that currency and date (`/config/kursna-lista?valuta=EUR&datum=2024-07-03`); a
 * user who may not write rates is told to ask an administrator.
 */
export function MissingRateNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const { isAdmin } = useSession();
  const missing = missingRateOf(error);
  if (!missing) return null;
  return (
    <Alert color="yellow" data-testid="missing-rate">
      <Text size="sm">{t('error.kurs.missing', { valuta: missing.valuta, datum: formatDate(missing.datum) })}</Text>
      {isAdmin ? (
        <Anchor component={Link} to={missingRateLink(missing.valuta, missing.datum)} size="sm" data-testid="missing-rate-link">
          {t('rates.enter')}
        </Anchor>
      ) : (
        <Text size="sm">{t('rates.ask-admin')}</Text>
      )}
    </Alert>
  );
}
