import { Alert, Button, FileInput, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { formatScaled } from '@knjige/domain';
import type { DocFamily, FileRow } from '@knjige/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useFormat } from '../../shared/format';
import { errorText } from '../../shared/i18n/error-text';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { showError, showSuccess } from '../../shared/ui/toasts';
import type { DocRow } from '../../shared/documents/types';
import { attachmentKeys, filesApi, UploadError, uploadPdf, useAttachments } from './api';
import { TableScroll } from '../../shared/ui/table-scroll';

/** 1,5 MB, 820,25 KB: a size in the user's number format. */
function useSizeText() {
  const { locale } = useFormat();
  return (bytes: number) => {
    const mb = bytes >= 1024 * 1024;
    const hundredths = Math.round((bytes / (mb ? 1024 * 1024 : 1024)) * 100);
    return `${formatScaled(hundredths, 2, locale)} ${mb ? 'MB' : 'KB'}`;
  };
}

/**
 * The Prilozi tab (docs/domain.md#screens-and-routes, docs/domain.md#states-and-defaults): one PDF at a time, sent in chunks
 * with a progress bar, then attached; the document's files with preview, detach and delete. Files
 * change only while the document is a draft (the server refuses otherwise).
 */
export function AttachmentsPanel({ family, doc }: { family: DocFamily; doc: DocRow | null }) {
  const { t } = useTranslation('documents');
  if (!doc) return <Text c="dimmed" size="sm">{t('file.save-first')}</Text>;
  return <Attachments family={family} doc={doc} />;
}

function Attachments({ family, doc }: { family: DocFamily; doc: DocRow }) {
  const { t } = useTranslation(['documents', 'ui', 'common']);
  const client = useQueryClient();
  const confirm = useConfirmAction();
  const sizeText = useSizeText();
  const { date } = useFormat();
  const list = useAttachments(family, doc.id);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null);
  const editable = doc.status === 'draft';
  const refresh = () => client.invalidateQueries({ queryKey: attachmentKeys.ofDoc(family, doc.id) });

  /** A refusal's own words (a field error's text when it is one), else the error's message. */
  const reason = (err: unknown) => {
    if (!(err instanceof ApiError) || !err.errors) return errorText(t, err);
    const field = Object.values(err.errors)[0];
    return field ? t(field, { ...err.params, defaultValue: field }) : errorText(t, err);
  };

  const failure = (err: unknown) => {
    if (err instanceof UploadError) {
      if (err.step === 'create') return `${t('file.create.error')}: ${reason(err.cause)}`;
      if (err.step === 'uuid') return t('file.uuid.missing');
      if (err.step === 'chunk') return t('file.upload.chunk-error', { part: (err.chunkIndex ?? 0) + 1, count: err.chunksCount, message: reason(err.cause) });
    }
    return `${t('file.upload.error')} ${reason(err instanceof UploadError ? err.cause : err)}`.trim();
  };

  const send = async () => {
    if (!file) return;
    setProgress({ done: 0, count: 0 });
    try {
      const uuid = await uploadPdf(file, (done, count) => setProgress({ done, count }));
      showSuccess(t('file.upload.success'));
      try {
        await filesApi.attach(family, doc.id, uuid);
        showSuccess(t('file.attach.success'));
      } catch (err) {
        showError(`${t('file.attach.error')} ${reason(err)}`);
        await filesApi.discard(uuid);
      }
      setFile(null);
    } catch (err) {
      showError(failure(err));
    } finally {
      setProgress(null);
      await refresh();
    }
  };

  /** Opens the PDF in a new tab; a failure is silent (docs/domain.md#errors-and-messages). The tab opens at once, so no popup blocker stops it. */
  const preview = async (row: FileRow) => {
    const tab = window.open('', '_blank');
    try {
      const blob = await filesApi.preview(row.uuid);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
    }
  };

  const act = (row: FileRow, action: 'dettach' | 'delete') =>
    confirm({
      title: t(`file.${action}.title`),
      body: t(`file.${action}.body`, { name: row.name }),
      danger: action === 'delete',
      onConfirm: async () => {
        try {
          await (action === 'delete' ? filesApi.remove(row.uuid) : filesApi.detach(row.uuid));
          showSuccess(t(`file.${action}.success`));
        } catch (err) {
          showError(`${t(`file.${action}.error`)} ${reason(err)}`);
        }
        await refresh();
      },
    });

  const busy = progress !== null;
  const rows = list.data ?? [];
  return (
    <Stack gap="sm" data-testid="attachments">
      {editable ? (
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('file.choose')}
            accept="application/pdf,.pdf"
            value={file}
            onChange={setFile}
            disabled={busy}
            clearable
            w={360}
            data-testid="attachment-file"
          />
          <Button type="button" onClick={() => void send()} disabled={!file || busy} loading={busy} data-testid="attachment-send">
            {t('file.send')}
          </Button>
        </Group>
      ) : (
        <Alert color="gray" data-testid="attachments-locked">
          {t('file.locked')}
        </Alert>
      )}
      {progress && (
        <Stack gap={4}>
          <Progress value={progress.count ? (100 * progress.done) / progress.count : 0} animated aria-label={t('file.progress-label')} data-testid="attachment-progress" />
          <Text size="xs" c="dimmed">
            {t('file.progress', { done: progress.done, count: progress.count })}
          </Text>
        </Stack>
      )}
      <TableScroll minWidth={560}>
        <Table striped withTableBorder data-testid="attachments-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('file.name')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('file.size')}</Table.Th>
              <Table.Th>{t('file.createdAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed">
                    {list.isLoading ? t('loading', { ns: 'ui' }) : t('file.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => (
              <Table.Tr key={row.uuid} data-testid="attachment-row">
                <Table.Td>{row.name}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{sizeText(row.size)}</Table.Td>
                <Table.Td>{date(row.createdAt.slice(0, 10))}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button type="button" size="xs" variant="light" onClick={() => void preview(row)} data-testid="attachment-preview">
                      {t('file.preview')}
                    </Button>
                    <Button type="button" size="xs" variant="default" disabled={!editable} onClick={() => act(row, 'dettach')} data-testid="attachment-dettach">
                      {t('file.dettach')}
                    </Button>
                    <Button type="button" size="xs" color="red" variant="light" disabled={!editable} onClick={() => act(row, 'delete')} data-testid="attachment-delete">
                      {t('file.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
