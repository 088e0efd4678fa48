import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isIsoDate } from '@knjige/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { MoneyInput } from '../../shared/ui/scaled-input';
import { docApi } from './api';
import { docKeys, type DocListParams } from '../../shared/documents/doc-api';
import type { DocRow } from './types';
import { TableScroll } from '../../shared/ui/table-scroll';
import { fieldError } from '../../shared/form/field-error';
import { isRecord } from '../../shared/is-record';

/** One advance the form deducts: the advance invoice and the gross taken from it (hundredths). */
export interface AdvanceUse {
  avrId: number;
  iznos: number;
}

/** The advances of a document as the form holds them: the saved header's rows (with their labels) reduced to what the input takes. */
export function advanceUses(value: unknown): AdvanceUse[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown) => {
    if (!isRecord(row)) return [];
    const { avrId, iznos } = row;
    return typeof avrId === 'number' && typeof iznos === 'number' ? [{ avrId, iznos }] : [];
  });
}

/** The labels of a saved document's advances (`avansi: [{ avrId, oznaka }]`) by advance id. */
function savedLabels(doc: DocRow | null, name: string): Map<number, string> {
  const rows = doc?.[name];
  const labels = new Map<number, string>();
  if (Array.isArray(rows)) for (const row of rows) if (isRecord(row) && typeof row.avrId === 'number' && typeof row.oznaka === 'string') labels.set(row.avrId, row.oznaka);
  return labels;
}

export interface AdvancesFieldProps {
  form: UseFormReturnType<Record<string, unknown>, unknown>;
  name: string;
  /** the advance invoices' sub-type: a buyer's (avr-izdati) for a sale, a supplier's (avr-primljeni) for a purchase */
  subType: string;
  disabled: boolean;
  doc: DocRow | null;
}

/**
 * The advances a final invoice deducts (docs/domain.md#advances): picked from the chosen client's
 * locked advance invoices of the right kind dated on or before the invoice with something left,
 * each with the gross to deduct (what is left by default, at most that). Read-only, the saved
 * advances with their labels.
 */
export function AdvancesField({ form, name, subType, disabled, doc }: AdvancesFieldProps) {
  const { t } = useTranslation('documents');
  const fmt = useFormat();
  const uses = advanceUses(form.values[name]);
  const { periodId, komId, datum } = form.values;
  const params: DocListParams | null =
    typeof periodId === 'number' && typeof komId === 'number'
      ? { periodId, vSubDoc: subType, status: 'locked', komId, ...(typeof datum === 'string' && isIsoDate(datum) ? { dateTo: datum } : {}), search: '', page: 1, perPage: 200 }
      : null;
  const advances = useQuery({
    queryKey: docKeys.list('avr', params ?? { periodId: 0, vSubDoc: subType, search: '', page: 1, perPage: 200 }),
    queryFn: () => docApi.list('avr', params!),
    enabled: params !== null && !disabled,
  });
  const rows = advances.data?.data ?? [];
  const leftOf = (id: number) => {
    const row = rows.find((r) => r.id === id);
    return row ? Number(row.iznos) - Number(row.iskorisceno) : null;
  };
  const labels = savedLabels(doc, name);
  const labelOf = (id: number) => rows.find((r) => r.id === id)?.oznaka ?? labels.get(id) ?? String(id);
  const offered = rows.filter((r) => Number(r.iznos) - Number(r.iskorisceno) > 0 && !uses.some((u) => u.avrId === r.id));
  const set = (next: AdvanceUse[]) => form.setFieldValue(name, next);
  const error = fieldError(form, name);

  return (
    <Stack gap="xs" data-testid={`doc-field-${name}`}>
      <Text size="sm" fw={500}>
        {t(`field.${name}`)}
      </Text>
      {uses.length > 0 && (
        <TableScroll minWidth={480}>
          <Table withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('advances.advance')}</Table.Th>
                {!disabled && <Table.Th ta="right">{t('advances.left')}</Table.Th>}
                <Table.Th ta="right">{t('advances.amount')}</Table.Th>
                {!disabled && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {uses.map((use, index) => {
                const left = leftOf(use.avrId);
                return (
                  <Table.Tr key={use.avrId} data-testid={`doc-advance-${use.avrId}`}>
                    <Table.Td>{labelOf(use.avrId)}</Table.Td>
                    {!disabled && <Table.Td ta="right">{left === null ? '' : fmt.money(left)}</Table.Td>}
                    <Table.Td ta="right">
                      {disabled ? (
                        fmt.money(use.iznos)
                      ) : (
                        <MoneyInput
                          {...form.getInputProps(`${name}.${index}.iznos`)}
                          aria-label={t('advances.amount-of', { label: labelOf(use.avrId) })}
                          value={use.iznos}
                          // kept as typed; more than is left of the advance is said under it (the server refuses it too)
                          error={left !== null && use.iznos > left ? t('error.avansi.exceeds-advance') : fieldError(form, `${name}.${index}.iznos`)}
                          onChange={(next) => set(uses.map((u, i) => (i === index ? { ...u, iznos: next ?? 0 } : u)))}
                          data-testid={`doc-advance-iznos-${use.avrId}`}
                        />
                      )}
                    </Table.Td>
                    {!disabled && (
                      <Table.Td>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          onClick={() => set(uses.filter((_, i) => i !== index))}
                          aria-label={t('advances.remove-of', { label: labelOf(use.avrId) })}
                          data-testid={`doc-advance-remove-${use.avrId}`}
                        >
                          {t('advances.remove')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {disabled && uses.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('advances.none')}
        </Text>
      )}
      {!disabled && (
        <Group align="flex-end">
          <Select
            label={t('advances.add')}
            placeholder={params === null ? t('advances.client-first') : offered.length ? t('advances.pick') : t('advances.none-left')}
            // kept enabled with nothing to offer: opening it says why it is empty
            nothingFoundMessage={params === null ? t('advances.client-first') : t('advances.none-left')}
            searchable
            data={offered.map((r) => ({ value: String(r.id), label: `${r.oznaka} · ${fmt.date(r.datum)} · ${fmt.money(Number(r.iznos) - Number(r.iskorisceno))}` }))}
            value={null}
            onChange={(next) => {
              const row = offered.find((r) => String(r.id) === next);
              if (row) set([...uses, { avrId: row.id, iznos: Number(row.iznos) - Number(row.iskorisceno) }]);
            }}
            data-testid="doc-advance-pick"
            style={{ flex: 1 }}
          />
        </Group>
      )}
      {error && (
        <Text size="sm" c="red" role="alert" data-testid={`doc-field-${name}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
