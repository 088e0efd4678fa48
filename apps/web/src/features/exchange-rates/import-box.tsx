import { Alert, Button, FileInput, Group, Text } from '@mantine/core';
import type { ExchangeRateImportSummary } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { errorText } from '../../shared/i18n/error-text';
import { ApiError } from '../../shared/api/client';
import { useImportRates } from './api';

/** The NBS middle-rate list (XML or CSV, one or more days) imported: what it wrote, or why the file was refused. */
export function ImportBox() {
  const { t } = useTranslation('config');
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<ExchangeRateImportSummary | null>(null);
  const importRates = useImportRates();
  const refused = importRates.error;
  const fileKey = refused instanceof ApiError ? refused.errors?.file : undefined;

  const run = async () => {
    if (!file) return;
    setDone(null);
    const summary = await importRates.mutateAsync(file).catch(() => null);
    if (summary) setDone(summary);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <FileInput
        label={t('exchangeRates.import.file')}
        placeholder={t('exchangeRates.import.placeholder')}
        accept=".xml,.csv,.txt,text/xml,text/csv"
        clearable
        value={file}
        onChange={(next) => {
          setFile(next);
          importRates.reset();
          setDone(null);
        }}
        w={{ base: '100%', sm: 320 }}
        data-testid="rates-import-file"
      />
      <Button variant="light" disabled={!file} loading={importRates.isPending} onClick={() => void run()} data-testid="rates-import">
        {t('exchangeRates.import.run')}
      </Button>
      {done && (
        <Alert color="green" w="100%" data-testid="rates-import-done">
          <Text size="sm">
            {t('exchangeRates.import.done', { count: done.written, dates: done.dates.map(formatDate).join(', ') })}
          </Text>
          {done.skipped.length > 0 && <Text size="sm">{t('exchangeRates.import.skipped', { codes: done.skipped.join(', ') })}</Text>}
        </Alert>
      )}
      {refused && (
        <Alert color="red" w="100%" data-testid="rates-import-error">
          {fileKey && refused instanceof ApiError ? t(fileKey, { ...refused.params }) : errorText(t, refused)}
        </Alert>
      )}
    </Group>
  );
}
