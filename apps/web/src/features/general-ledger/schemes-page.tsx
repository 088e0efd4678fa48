import { ActionIcon, Alert, Badge, Button, Checkbox, Grid, Group, Loader, NavLink, Paper, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { GlAccountRow, SchemeDetail, SchemeRowView, SchemeSide, SchemeView, SchemeVersionRow } from '@knjige/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ConfigHeader } from '../../shared/ui/config-header';
import { ApiError } from '../../shared/api/client';
import { useSession } from '../../shared/auth/use-session';
import { useFormat } from '../../shared/format';
import { errorText, keyText } from '../../shared/i18n/error-text';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { useToasts } from '../../shared/ui/toasts';
import { usePostableAccounts, useScheme, useSchemes, useWriteScheme } from './api';
import { accountName } from './chart-page';
import { TableScroll } from '../../shared/ui/table-scroll';

/** A row being edited: `key` keeps React's rows apart while rows are added and removed. */
interface EditRow {
  key: number;
  figure: string | null;
  konto: string | null;
  side: SchemeSide;
  withClient: boolean;
}

const familyName = (t: TFunction, family: string) => t(`family.${family}.title`, { ns: 'documents', defaultValue: family });
const subTypeName = (t: TFunction, subType: string) => (subType ? t(`sub.${subType}`, { ns: 'documents', defaultValue: subType }) : t('schemes.common'));

/** A figure's text: its code and what it is (`vat.out.2000`: output VAT at 20 %). */
function figureLabel(t: TFunction, figure: string): string {
  const rate = /^(.*\.)(\d+)$/.exec(figure);
  // the catalog's keys have `_` for the figure's dots (a dot separates the catalog's levels)
  const text = (code: string) => t(`schemes.figures.${code.replaceAll('.', '_')}`, { defaultValue: '' });
  const known = text(figure);
  if (known) return `${figure} · ${known}`;
  if (rate) {
    const general = text(`${rate[1]}#`);
    if (general) return `${figure} · ${general} ${Number(rate[2]) / 100} %`;
  }
  return figure;
}

/**
 * /config/seme-knjizenja: what each document family's lock posts to the general ledger. The
 * families on the left, the selected one's rows (per sub-type) in an editable grid, its versions
 * below; admins save a new version or put the family back on the defaults.
 */
export function SchemesPage() {
  const { t } = useTranslation(['ledger', 'documents']);
  const list = useSchemes();
  const [family, setFamily] = useState<string | null>(null);
  const schemes = list.data ?? [];
  const selected = schemes.find((s) => s.family === family) ?? schemes[0];

  return (
    <Stack gap="md">
      <ConfigHeader title={t('schemes.title')}>
        <Text size="sm" c="dimmed">
          {t('schemes.intro')}
        </Text>
      </ConfigHeader>
      {list.isPending && <Loader size="sm" data-testid="schemes-loading" />}
      {list.isError && (
        <Alert color="red" data-testid="schemes-error">
          {errorText(t, list.error)}
        </Alert>
      )}
      {list.isSuccess && !schemes.length && <Text data-testid="schemes-empty">{t('schemes.empty')}</Text>}
      {selected && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder p={4} data-testid="scheme-families">
              {schemes.map((s) => (
                <NavLink
                  key={s.family}
                  label={familyName(t, s.family)}
                  description={s.own ? t('schemes.ownVersion', { version: s.version }) : t('schemes.defaultVersion', { version: s.version })}
                  active={s.family === selected.family}
                  onClick={() => setFamily(s.family)}
                  rightSection={s.own ? <Badge variant="light" color="green" size="xs">{t('schemes.ownBadge')}</Badge> : null}
                  data-testid={`scheme-family-${s.family}`}
                />
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <FamilyScheme key={selected.family} scheme={selected} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/** One family: its sub-types, the rows in force for the chosen one, and its versions. */
function FamilyScheme({ scheme }: { scheme: SchemeView }) {
  const { t } = useTranslation(['ledger', 'documents']);
  const [subType, setSubType] = useState('');
  const detail = useScheme(scheme.family, subType);
  const hasOwnRows = !subType || scheme.rows.some((r) => r.subType === subType);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {familyName(t, scheme.family)}
        </Title>
        <Badge variant="light" color={scheme.own ? 'green' : 'gray'} data-testid="scheme-state">
          {scheme.own ? t('schemes.ownVersion', { version: scheme.version }) : t('schemes.defaultVersion', { version: scheme.version })}
        </Badge>
      </Group>
      {scheme.subTypes.length > 1 && (
        <SegmentedControl
          value={subType}
          onChange={setSubType}
          data={['', ...scheme.subTypes].map((s) => ({ value: s, label: subTypeName(t, s) }))}
          data-testid="scheme-subtype"
        />
      )}
      {!hasOwnRows && (
        <Text size="sm" c="dimmed" data-testid="scheme-inherited">
          {t('schemes.inherited')}
        </Text>
      )}
      {detail.isPending && <Loader size="sm" data-testid="scheme-loading" />}
      {detail.isError && (
        <Alert color="red" data-testid="scheme-error">
          {errorText(t, detail.error)}
        </Alert>
      )}
      {detail.data && (
        <>
          <SchemeEditor key={`${subType}|${detail.data.own}|${detail.data.version}`} detail={detail.data} subType={subType} />
          <SchemeHistory history={detail.data.history} />
        </>
      )}
    </Stack>
  );
}

const toEdit = (rows: SchemeRowView[]): EditRow[] => rows.map((r, i) => ({ key: i, figure: r.figure, konto: r.konto, side: r.side, withClient: r.withClient }));

/** The editable grid of a family's (sub-type's) rows: figure, account, side, client; save and reset. */
function SchemeEditor({ detail, subType }: { detail: SchemeDetail; subType: string }) {
  const { t, i18n } = useTranslation(['ledger', 'documents']);
  const { isAdmin } = useSession();
  const accounts = usePostableAccounts();
  const write = useWriteScheme();
  const confirm = useConfirmAction();
  const { notifySuccess, notifyError } = useToasts('ledger');
  const [rows, setRows] = useState<EditRow[]>(() => toEdit(detail.rows));
  const [nextKey, setNextKey] = useState(detail.rows.length);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const readOnly = !isAdmin;

  const byCode = useMemo(() => new Map((accounts.data ?? []).map((a) => [a.konto, a])), [accounts.data]);
  const accountOptions = (current: string | null) => {
    const options = (accounts.data ?? []).map((a: GlAccountRow) => ({ value: a.konto, label: `${a.konto} ${accountName(a, i18n.language)}` }));
    return current && !byCode.has(current) ? [{ value: current, label: current }, ...options] : options;
  };
  const figureOptions = (current: string | null) =>
    [...new Set([...(current ? [current] : []), ...detail.figures])].map((f) => ({ value: f, label: figureLabel(t, f) }));

  const change = (key: number, patch: Partial<EditRow>) => {
    setErrors({});
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  const add = () => {
    setErrors({});
    setRows((all) => [...all, { key: nextKey, figure: null, konto: null, side: 'duguje', withClient: false }]);
    setNextKey((k) => k + 1);
  };
  const remove = (key: number) => {
    setErrors({});
    setRows((all) => all.filter((r) => r.key !== key));
  };
  const fieldError = (i: number, field: string) => {
    const key = errors[`rows.${i}.${field}`];
    return key ? keyText(t, key) : undefined;
  };
  const general = Object.entries(errors).filter(([field]) => !field.startsWith('rows.'));

  const run = async (body: Parameters<typeof write.mutateAsync>[0]['body']) => {
    try {
      const { version } = await write.mutateAsync({ family: detail.family, body });
      notifySuccess(body ? t('schemes.saved', { version }) : t('schemes.resetDone'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422 && err.errors) setErrors(err.errors);
      notifyError(err, t('schemes.resource'));
    }
  };
  const save = () =>
    confirm({
      title: t('schemes.save.title'),
      body: t('schemes.save.body', { family: familyName(t, detail.family), subType: subTypeName(t, subType) }),
      onConfirm: () => run({ subType, rows: rows.map((r) => ({ figure: r.figure ?? '', konto: r.konto ?? '', side: r.side, withClient: r.withClient })) }),
    });
  const reset = () =>
    confirm({
      title: t('schemes.reset.title'),
      body: t('schemes.reset.body', { family: familyName(t, detail.family) }),
      danger: true,
      onConfirm: () => run(null),
    });

  return (
    <Stack gap="xs">
      {general.map(([field, key]) => (
        <Alert key={field} color="red" data-testid="scheme-general-error">
          {keyText(t, key)}
        </Alert>
      ))}
      <TableScroll minWidth={560}>
        <Table withTableBorder verticalSpacing={4} data-testid="scheme-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('schemes.field.figure')}</Table.Th>
              <Table.Th>{t('schemes.field.konto')}</Table.Th>
              <Table.Th w={150}>{t('schemes.field.side')}</Table.Th>
              <Table.Th w={90}>{t('schemes.field.withClient')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={row.key} data-testid={`scheme-row-${i}`}>
                <Table.Td>
                  <Select
                    aria-label={t('schemes.field.figure')}
                    data={figureOptions(row.figure)}
                    value={row.figure}
                    onChange={(figure) => change(row.key, { figure })}
                    searchable
                    disabled={readOnly}
                    error={fieldError(i, 'figure')}
                    data-testid={`scheme-figure-${i}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('schemes.field.konto')}
                    data={accountOptions(row.konto)}
                    value={row.konto}
                    onChange={(konto) => change(row.key, { konto, withClient: konto ? (byCode.get(konto)?.needsClient ?? row.withClient) : row.withClient })}
                    searchable
                    limit={50}
                    nothingFoundMessage={t('schemes.noAccount')}
                    disabled={readOnly}
                    error={fieldError(i, 'konto')}
                    data-testid={`scheme-konto-${i}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('schemes.field.side')}
                    data={[
                      { value: 'duguje', label: t('schemes.side.duguje') },
                      { value: 'potrazuje', label: t('schemes.side.potrazuje') },
                    ]}
                    value={row.side}
                    onChange={(side) => side && change(row.key, { side: side === 'potrazuje' ? 'potrazuje' : 'duguje' })}
                    allowDeselect={false}
                    disabled={readOnly}
                    data-testid={`scheme-side-${i}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={t('schemes.field.withClient')}
                    checked={row.withClient}
                    onChange={(e) => change(row.key, { withClient: e.currentTarget.checked })}
                    disabled={readOnly}
                    error={fieldError(i, 'withClient')}
                    data-testid={`scheme-client-${i}`}
                  />
                </Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" aria-label={t('schemes.removeRow')} onClick={() => remove(row.key)} data-testid={`scheme-remove-${i}`}>
                      <span aria-hidden>×</span>
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {!rows.length && (
        <Text size="sm" c="dimmed" data-testid="scheme-no-rows">
          {t('schemes.noRows')}
        </Text>
      )}
      {!readOnly && (
        <Group gap="sm">
          <Button variant="default" onClick={add} data-testid="scheme-add-row">
            {t('schemes.addRow')}
          </Button>
          <Group ml="auto" gap="sm">
            {detail.own && (
              <Button variant="default" color="red" onClick={reset} loading={write.isPending && !write.variables?.body} data-testid="scheme-reset">
                {t('schemes.reset.button')}
              </Button>
            )}
            <Button onClick={save} loading={write.isPending && Boolean(write.variables?.body)} data-testid="scheme-save">
              {t('schemes.save.button')}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}

/** The family's versions, newest first: whose, for which sub-type, who and when; a click shows its rows. */
function SchemeHistory({ history }: { history: SchemeVersionRow[] }) {
  const { t } = useTranslation(['ledger', 'documents']);
  const fmt = useFormat();
  const [open, setOpen] = useState<string | null>(null);
  const id = (h: SchemeVersionRow) => `${h.own ? 'own' : 'default'}-${h.version}`;
  const shown = history.find((h) => id(h) === open);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('schemes.history.title')}
      </Title>
      <TableScroll minWidth={560}>
        <Table withTableBorder highlightOnHover data-testid="scheme-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('schemes.history.version')}</Table.Th>
              <Table.Th>{t('schemes.history.kind')}</Table.Th>
              <Table.Th>{t('schemes.history.subType')}</Table.Th>
              <Table.Th>{t('schemes.history.user')}</Table.Th>
              <Table.Th>{t('schemes.history.createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((h) => (
              <Table.Tr key={id(h)} onClick={() => setOpen(open === id(h) ? null : id(h))} style={{ cursor: 'pointer' }} data-testid={`scheme-version-${id(h)}`}>
                <Table.Td>
                  <Group gap={6}>
                    {h.version}
                    {h.current && (
                      <Badge size="xs" variant="light">
                        {t('schemes.history.current')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{t(h.reset ? 'schemes.history.reset' : h.own ? 'schemes.history.own' : 'schemes.history.defaults')}</Table.Td>
                <Table.Td>{h.own && !h.reset ? subTypeName(t, h.subType) : ''}</Table.Td>
                <Table.Td>{h.user ?? ''}</Table.Td>
                <Table.Td>{fmt.dateTime(h.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {shown && (
        <Paper withBorder p="xs" data-testid="scheme-version-rows">
          {shown.rows.map((r, i) => (
            <Text key={i} size="sm">
              {subTypeName(t, r.subType)}: {figureLabel(t, r.figure)} → {r.konto} {t(`schemes.side.${r.side}`)}
              {r.withClient ? ` (${t('schemes.field.withClient')})` : ''}
            </Text>
          ))}
          {!shown.rows.length && <Text size="sm">{t('schemes.history.resetRows')}</Text>}
        </Paper>
      )}
    </Stack>
  );
}
