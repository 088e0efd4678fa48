import { Alert, Anchor, Badge, Breadcrumbs, Button, Card, FileInput, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { formatAccount } from '@knjige/domain';
import type { ImportKind, ImportMapping, ImportOptions } from '@knjige/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { errorText as anyErrorText } from '../../shared/i18n/error-text';
import { FormError } from '../../shared/ui/form-error';
import { usePeriod } from '../../shared/period/use-period';
import { useAccounts } from '../../shared/documents/lookups';
import { docPaths } from '../../shared/documents/paths';
import { useImportCommit, useImportPreview, type ImportPreview, type ImportSummary } from './api';
import { ImportRowsTable, mappedFields } from './import-rows-table';
import { listOf, useImportTexts } from './import-texts';
import { MappingFields } from './mapping-fields';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The formats' names, the same in every language. */
const FORMATS = 'CSV, XLSX';

/** What a failed upload says: the file's own error, the mapping's, or something general. */
interface Failure {
  file?: string;
  mapping: Record<string, string>;
  general?: unknown;
}

function failureOf(err: unknown): Failure {
  if (err instanceof ApiError && err.status === 422 && err.errors) {
    const mapping = Object.fromEntries(Object.entries(err.errors).filter(([field]) => field.startsWith('mapping')));
    return { file: err.errors.file, mapping };
  }
  if (err instanceof ApiError && err.status === 413) return { file: err.message, mapping: {} };
  return { mapping: {}, general: err };
}

/**
 * /uvoz/artikli and /uvoz/klijenti: choose a CSV or XLSX file, check the guessed column of each
 * field, preview the rows with their errors, then import the valid ones and see what was skipped.
 */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const texts = useImportTexts(kind);
  const { t } = texts;
  const list = listOf[kind];
  const previewCall = useImportPreview(kind);
  const commitCall = useImportCommit(kind);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  /** The user's choice; differs from the preview's while a new preview is on its way or failed. */
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [fresh, setFresh] = useState(false);
  const [failure, setFailure] = useState<Failure>({ mapping: {} });
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [onlyInvalid, setOnlyInvalid] = useState(false);
  // A statement goes to a current account of the period: the default account until another is chosen.
  const statement = kind === 'doc-trn';
  const { periodId } = usePeriod();
  const accounts = useAccounts();
  const [chosenAccount, setChosenAccount] = useState<number | null>(null);
  const trnId = chosenAccount ?? (accounts.data ?? []).find((a) => a.isDefault)?.id ?? accounts.data?.[0]?.id ?? null;
  const options: ImportOptions | undefined = statement ? { periodId, trnId: trnId ?? undefined } : undefined;

  const runPreview = async (chosen: File, nextMapping?: ImportMapping) => {
    setFresh(false);
    setFailure({ mapping: {} });
    try {
      const result = await previewCall.mutateAsync({ file: chosen, mapping: nextMapping, options });
      setPreview(result);
      setMapping(result.mapping);
      setFresh(true);
    } catch (err) {
      setFailure(failureOf(err));
    }
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setMapping(null);
    setSummary(null);
    setOnlyInvalid(false);
    setFailure({ mapping: {} });
    if (chosen) void runPreview(chosen);
  };

  const changeMapping = (field: string, column: number | null) => {
    if (!file || !mapping) return;
    const next = { ...mapping, [field]: column };
    setMapping(next);
    void runPreview(file, next);
  };

  const commit = async () => {
    if (!file || !preview) return;
    setFailure({ mapping: {} });
    try {
      setSummary(await commitCall.mutateAsync({ file, mapping: preview.mapping, options }));
    } catch (err) {
      setFailure(failureOf(err));
    }
  };

  const busy = previewCall.isPending || commitCall.isPending;
  const shownRows = preview ? (onlyInvalid ? preview.rows.filter((row) => Object.keys(row.errors).length > 0) : preview.rows) : undefined;
  const generalError = failure.general === undefined ? null : anyErrorText(t, failure.general);

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to={list.path}>
          {t(`menu.item.${list.menuKey}`, { ns: 'common' })}
        </Anchor>
        <Text span>{t('button')}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">{t(`title.${kind}`)}</Title>
      <FormError error={generalError} />

      {summary ? (
        <ImportResult kind={kind} summary={summary} fields={preview ? mappedFields(preview.fields, preview.mapping) : []} onAgain={() => chooseFile(null)} />
      ) : (
        <>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Text size="sm">{t(statement ? 'intro-statement' : 'intro', { formats: FORMATS })}</Text>
              {statement && (
                <Select
                  label={t('account.label')}
                  withAsterisk
                  allowDeselect={false}
                  data={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: `${a.naziv} (${formatAccount(a.tracun)})` }))}
                  value={trnId === null ? null : String(trnId)}
                  onChange={(next) => setChosenAccount(next ? Number(next) : null)}
                  disabled={commitCall.isPending}
                  w={{ base: '100%', sm: 420 }}
                  data-testid="import-account"
                />
              )}
              <FileInput
                label={t('file.label')}
                placeholder={t('file.placeholder', { formats: FORMATS })}
                accept={ACCEPT}
                clearable
                value={file}
                onChange={chooseFile}
                error={failure.file ? texts.errorText(failure.file) : undefined}
                w={{ base: '100%', sm: 420 }}
                // The placeholder is text, not a hint inside a typed value: it needs the helper text's contrast.
                styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
                data-testid="import-file"
              />
            </Stack>
          </Card>

          {preview && mapping && file && (
            <>
              <Card withBorder padding="lg">
                <Title order={3} size="h4" mb="xs">
                  {t('mapping.title')}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {t('mapping.hint')}
                </Text>
                <MappingFields
                  fields={preview.fields}
                  columns={preview.columns}
                  mapping={mapping}
                  errors={failure.mapping}
                  texts={texts}
                  disabled={commitCall.isPending}
                  onChange={changeMapping}
                />
              </Card>

              <Group gap="sm" wrap="wrap" data-testid="import-counts">
                <Badge size="lg" variant="light" color="gray" data-testid="import-total">
                  {t('count.total', { count: preview.total })}
                </Badge>
                <Badge size="lg" variant="light" color="green" data-testid="import-valid">
                  {t('count.valid', { count: preview.validCount })}
                </Badge>
                <Badge size="lg" variant="light" color={preview.invalidCount ? 'red' : 'gray'} data-testid="import-invalid">
                  {t('count.invalid', { count: preview.invalidCount })}
                </Badge>
                <Switch
                  ml="md"
                  label={t('preview.only-invalid')}
                  checked={onlyInvalid}
                  disabled={preview.invalidCount === 0}
                  onChange={(event) => setOnlyInvalid(event.currentTarget.checked)}
                />
              </Group>
              {preview.rows.length < preview.total && (
                <Text size="sm" c="dimmed">
                  {t('preview.partial', { count: preview.rows.length })}
                </Text>
              )}
              <ImportRowsTable
                data-testid="import-preview-table"
                rows={shownRows}
                fields={mappedFields(preview.fields, preview.mapping)}
                texts={texts}
                fetching={previewCall.isPending}
              />
              <Group justify="flex-end" gap="sm">
                {!fresh && !previewCall.isPending && (
                  <Text size="sm" c="red.7">
                    {t('preview.stale')}
                  </Text>
                )}
                <Button onClick={commit} loading={commitCall.isPending} disabled={busy || !fresh || preview.validCount === 0} data-testid="import-commit">
                  {t('commit')}
                </Button>
              </Group>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

function ImportResult({ kind, summary, fields, onAgain }: { kind: ImportKind; summary: ImportSummary; fields: string[]; onAgain: () => void }) {
  const texts = useImportTexts(kind);
  const { t } = texts;
  const list = listOf[kind];
  return (
    <Stack gap="md" data-testid="import-summary">
      <Alert color={summary.skipped ? 'yellow' : 'green'} title={t('summary.title')} role="status">
        <Stack gap={2}>
          <Text size="sm" data-testid="import-created">
            {t('summary.created', { count: summary.created })}
          </Text>
          <Text size="sm" data-testid="import-skipped">
            {t('summary.skipped', { count: summary.skipped })}
          </Text>
          {kind === 'art-main' && (
            <Text size="sm" data-testid="import-groups-created">
              {t('summary.groups-created', { count: summary.groupsCreated })}
            </Text>
          )}
          {summary.docId !== undefined && (
            <Text size="sm" data-testid="import-statement">
              {t('summary.statement')}{' '}
              <Anchor component={Link} to={docPaths.doc('trn', 'izvod', summary.docId)} size="sm">
                {t('summary.open-statement')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Alert>
      {summary.errors.length > 0 && (
        <>
          <Title order={3} size="h4">
            {t('summary.skipped-rows')}
          </Title>
          <ImportRowsTable data-testid="import-skipped-table" rows={summary.errors} fields={fields} texts={texts} />
        </>
      )}
      <Group gap="sm">
        <Button component={Link} to={list.path} data-testid="import-back">
          {t('summary.back', { list: t(`menu.item.${list.menuKey}`, { ns: 'common' }) })}
        </Button>
        <Button variant="default" onClick={onAgain} data-testid="import-again">
          {t('summary.again')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /uvoz/artikli */
export const ArticlesImportPage = () => <ImportPage kind="art-main" />;

/** /uvoz/klijenti */
export const ClientsImportPage = () => <ImportPage kind="kom-main" />;

export const FixedAssetsImportPage = () => <ImportPage kind="osnovna-sredstva" />;

/** /uvoz/izvod: a bank statement's rows become a draft statement of the chosen account. */
export const StatementImportPage = () => <ImportPage kind="doc-trn" />;
