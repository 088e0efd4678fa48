import { Button } from '@mantine/core';
import { exportSearch, type ExportColumn } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../api/client';
import { saveBlob } from './save-blob';
import { useToasts } from './toasts';

export interface ExportButtonProps {
  /** the list's or report's call (`/v1/rpt-fin/kir`); the export is `<call>/export` */
  path: string;
  /** the same filters the screen's call sends (without page and perPage: the file holds every page) */
  filters: Record<string, string | number | undefined>;
  /** the columns the screen shows, with their header in the user's language */
  columns: ExportColumn[];
  /** the file's name without extension */
  fileName: string;
  'data-testid'?: string;
}

/**
 * "Export": downloads an .xlsx of exactly the rows the screen's filters select (all pages), with
 * the screen's columns and a totals row. One button for every list and report.
 */
export function ExportButton({ path, filters, columns, fileName, ...rest }: ExportButtonProps) {
  const { t } = useTranslation('ui');
  const { notifyError } = useToasts();
  const [busy, setBusy] = useState(false);
  const safeName = fileName.replace(/[^\p{L}\p{N} _.-]/gu, '-').slice(0, 80);

  const download = async () => {
    setBusy(true);
    try {
      const blob = await apiDownload(`${path}/export?${exportSearch(filters, columns, safeName, t('export.total'))}`);
      saveBlob(blob, `${safeName}.xlsx`);
    } catch (err) {
      notifyError(err, t('export.resource'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="default" loading={busy} onClick={() => void download()} data-testid={rest['data-testid'] ?? 'export-button'}>
      {t('export.button')}
    </Button>
  );
}
