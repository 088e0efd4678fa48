import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../shared/api/client';
import { formatDate } from '../../shared/format';

/**
 * A document in a foreign currency refused for want of a rate (422 `kurs: error.kurs.missing`,
 * naming the date and currency): a link to the rate list where that rate is entered.
 */
export function MissingRateLink({ error }: { error: ApiError | null }) {
  const { t } = useTranslation('documents');
  const datum = error?.params?.datum;
  const valuta = error?.params?.valuta;
  if (error?.errors?.kurs !== 'error.kurs.missing' || typeof datum !== 'string' || typeof valuta !== 'string') return null;
  const search = new URLSearchParams({ valuta, datum }).toString();
  return (
    <Anchor component={Link} to={`/config/kursna-lista?${search}`} data-testid="doc-missing-rate">
      {t('kurs.enter', { valuta, datum: formatDate(datum) })}
    </Anchor>
  );
}
