import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useFormat } from '../../shared/format';

export interface Shortfall {
  artId: number;
  intSifra: string;
  artNaziv: string;
  magId: number;
  /** thousandths */
  shortfall: number;
}

/** The articles a lock or storno would take below zero, from a 409 'error.stock.negative'. */
export function shortfallsOf(err: unknown): Shortfall[] | null {
  if (!(err instanceof ApiError) || err.message !== 'error.stock.negative' || !err.details) return null;
  return err.details.map((d) => ({
    artId: Number(d.artId),
    intSifra: String(d.intSifra ?? ''),
    artNaziv: String(d.artNaziv ?? ''),
    magId: Number(d.magId),
    shortfall: Number(d.shortfall),
  }));
}

/** Stays on the page (a toast is gone in 2 s) until closed or the next attempt. */
export function ShortfallAlert({ shortfalls, onClose }: { shortfalls: Shortfall[]; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const fmt = useFormat();
  return (
    <Alert color="red" title={t('shortfall.title')} withCloseButton onClose={onClose} role="alert" data-testid="doc-shortfall">
      {t('shortfall.body')}
      <List size="sm" mt={4}>
        {shortfalls.map((s) => (
          <List.Item key={`${s.magId}-${s.artId}`}>{t('shortfall.line', { code: s.intSifra, name: s.artNaziv, quantity: fmt.quantity(s.shortfall) })}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
