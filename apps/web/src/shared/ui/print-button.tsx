import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, withQuery, type Query } from '../api/client';
import { languageOfLocale } from '../i18n/language';
import { useToasts } from './toasts';

export interface PrintButtonProps {
  /** the print's call (`/v1/rpt-fin/print/kir`) */
  path: string;
  /** the filters the screen's call sends (the print holds every page) */
  query?: Query;
  /** the button's text when it is not just "Print" (e.g. the invoice's kind) */
  label?: string;
  disabled?: boolean;
  /** a small button (one in each row of a table) */
  size?: 'xs' | 'sm';
  'data-testid'?: string;
}

/**
 * "Print": opens the PDF in a new tab. A new tab sends no bearer header, so the button first asks
 * for a print token bound to this one print (a normal call with the header), then opens the URL
 * carrying it; the tab is opened at the click so the browser does not take it for a pop-up.
 */
export function PrintButton({ path, query, label, disabled, size, ...rest }: PrintButtonProps) {
  const { t, i18n } = useTranslation('ui');
  const { notifyError } = useToasts();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const printPath = withQuery(path, { ...query, lang: languageOfLocale(i18n.language) });
      const { data } = await api.post<{ data: { url: string } }>('/v1/print/token', { path: printPath });
      if (tab) tab.location.href = data.url;
      else window.open(data.url, '_blank');
    } catch (err) {
      tab?.close();
      notifyError(err, t('print.resource'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      size={size}
      loading={busy}
      disabled={disabled}
      onClick={(event) => {
        // a button in a clickable table row prints without opening the row
        event.stopPropagation();
        void open();
      }}
      data-testid={rest['data-testid'] ?? 'print-button'}
    >
      {label ?? t('print.button')}
    </Button>
  );
}
