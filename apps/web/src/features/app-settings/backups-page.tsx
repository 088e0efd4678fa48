import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { BackupFile } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { currentLocale, DISPLAY_DATE } from '../../shared/format';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { useToasts } from '../../shared/ui/toasts';
import { AppSettingsHeader } from './app-settings-header';
import { saveBlob } from '../../shared/ui/save-blob';
import { downloadBackup, useBackupList, useRunBackup } from './backups-api';

const size = (bytes: number) =>
  bytes < 1_000_000
    ? `${Math.ceil(bytes / 1_000).toLocaleString(currentLocale())} KB`
    : `${(bytes / 1_000_000).toLocaleString(currentLocale(), { maximumFractionDigits: 1 })} MB`;
/** Local date and time of the server's ISO instant. */
const time = (iso: string) => dayjs(iso).format(`${DISPLAY_DATE} HH:mm`);

/** /app-settings/kopije: the backup files, where they are kept, and a backup on demand. */
export function BackupsPage() {
  const { t } = useTranslation('config');
  const list = useBackupList();
  const run = useRunBackup();
  const { notifySuccess, notifyError } = useToasts('config');
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (name: string) => {
    setDownloading(name);
    try {
      saveBlob(await downloadBackup(name), name);
    } catch (err) {
      notifyError(err);
    } finally {
      setDownloading(null);
    }
  };

  const columns: PagedTableColumn<BackupFile>[] = [
    { accessor: 'createdAt', title: t('backups.field.createdAt'), width: 170, render: (row) => time(row.createdAt) },
    { accessor: 'name', title: t('backups.field.name') },
    { accessor: 'schemaVersion', title: t('backups.field.schemaVersion'), width: 160 },
    { accessor: 'bytes', title: t('backups.field.bytes'), width: 110, textAlign: 'right', render: (row) => size(row.bytes) },
    {
      accessor: 'download',
      title: '',
      width: 120,
      render: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => void download(row.name)}
          loading={downloading === row.name}
          disabled={downloading !== null && downloading !== row.name}
          aria-label={`${t('backups.download')} ${row.name}`}
          data-testid={`backups-download-${row.name}`}
        >
          {t('backups.download')}
        </Button>
      ),
    },
  ];

  const backup = () =>
    run.mutate(undefined, {
      onSuccess: () => notifySuccess(t('backups.done')),
      onError: (err) => notifyError(err),
    });

  return (
    <Stack gap="md">
      <AppSettingsHeader title={t('appSettings.cards.kopije.title')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        {list.data && (
          <Text size="sm" c="dimmed" data-testid="backups-settings">
            {t('backups.settings', { dir: list.data.dir, keep: list.data.keep })}{' '}
            {list.data.time ? t('backups.daily', { time: list.data.time }) : t('backups.noDaily')}
          </Text>
        )}
        <Button ml="auto" onClick={backup} loading={run.isPending} data-testid="backups-run">
          {t('backups.run')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" data-testid="backups-restore-hint">
        {t('backups.restoreHint')}
      </Text>
      <PagedTable data-testid="backups-table" records={list.data?.data} columns={columns} fetching={list.isFetching} idAccessor="name" />
    </Stack>
  );
}
