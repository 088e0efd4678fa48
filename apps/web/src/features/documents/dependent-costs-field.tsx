import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { dependentCostKinds, type DependentCostInput } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { MoneyInput } from '../../shared/ui/scaled-input';
import { partnerComboSources } from '../../shared/documents/lookups';
import { VatRateSelect } from './item-field';
import type { DocRow } from './types';
import { TableScroll } from '../../shared/ui/table-scroll';
import { isOneOf } from '../../shared/one-of';
import { fieldError } from '../../shared/form/field-error';
import { isRecord } from '../../shared/is-record';

/** A cost line as the form holds it: what the input takes (the saved rows' rate and VAT are the server's). */
type CostUse = { vrsta: DependentCostInput['vrsta']; iznos: number; komId: number | null; dokBroj: string; pdvId: number | null };

const isKind = (value: unknown): value is CostUse['vrsta'] => isOneOf(dependentCostKinds, value);

/** The cost lines of a document as the form holds them: the saved rows reduced to what the input takes. */
export function dependentCostUses(value: unknown): CostUse[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown) => {
    if (!isRecord(row)) return [];
    const { vrsta, iznos, komId, dokBroj, pdvId } = row;
    if (!isKind(vrsta) || typeof iznos !== 'number') return [];
    return [{ vrsta, iznos, komId: typeof komId === 'number' ? komId : null, dokBroj: typeof dokBroj === 'string' ? dokBroj : '', pdvId: typeof pdvId === 'number' ? pdvId : null }];
  });
}

/** The VAT a saved cost line carries, by its position (the server's, shown read-only). */
const savedVat = (doc: DocRow | null, name: string, index: number) => {
  const rows = doc?.[name];
  const row: unknown = Array.isArray(rows) ? rows[index] : null;
  return row && typeof row === 'object' && 'pdvIznos' in row && typeof row.pdvIznos === 'number' ? row.pdvIznos : null;
};

export interface DependentCostsFieldProps {
  form: UseFormReturnType<Record<string, unknown>, unknown>;
  name: string;
  disabled: boolean;
  doc: DocRow | null;
}

/**
 * The dependent costs of a purchase (zavisni troškovi): kind and amount in dinars, optionally the
 * service supplier's invoice and its VAT rate (the lock books that supplier's credit and KUR row).
 * They join the purchase value, spread over the lines by their invoice value.
 */
export function DependentCostsField({ form, name, disabled, doc }: DependentCostsFieldProps) {
  const { t } = useTranslation('documents');
  const fmt = useFormat();
  const rows = dependentCostUses(form.values[name]);
  const set = (next: CostUse[]) => form.setFieldValue(name, next);
  const change = (index: number, patch: Partial<CostUse>) => set(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const error = fieldError(form, name);
  const total = rows.reduce((a, r) => a + r.iznos, 0);

  return (
    <Stack gap="xs" data-testid={`doc-field-${name}`}>
      <Text size="sm" fw={500}>
        {t(`field.${name}`)}
      </Text>
      {rows.length > 0 && (
        <TableScroll minWidth={640}>
          <Table withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('field.vrsta')}</Table.Th>
                <Table.Th ta="right">{t('field.iznos')}</Table.Th>
                <Table.Th>{t('partner.supplier')}</Table.Th>
                <Table.Th>{t('field.dokBroj')}</Table.Th>
                <Table.Th>{t('field.pdvId')}</Table.Th>
                <Table.Th ta="right">{t('field.pdvIznos')}</Table.Th>
                {!disabled && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const vat = savedVat(doc, name, index);
                return (
                  // the rows have no id of their own: their position is what the input names
                  <Table.Tr key={index} data-testid={`doc-cost-${index}`}>
                    <Table.Td>
                      <Select
                        aria-label={t('field.vrsta')}
                        disabled={disabled}
                        allowDeselect={false}
                        data={dependentCostKinds.map((k) => ({ value: k, label: t(`option.vrsta.${k}`) }))}
                        value={row.vrsta}
                        onChange={(next) => isKind(next) && change(index, { vrsta: next })}
                        data-testid={`doc-cost-vrsta-${index}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <MoneyInput
                        {...form.getInputProps(`${name}.${index}.iznos`)}
                        aria-label={t('field.iznos')}
                        disabled={disabled}
                        value={row.iznos}
                        onChange={(next) => change(index, { iznos: next ?? 0 })}
                        data-testid={`doc-cost-iznos-${index}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <PagedCombo
                        aria-label={t('partner.supplier')}
                        disabled={disabled}
                        clearable
                        source={partnerComboSources.supplier}
                        value={row.komId}
                        onChange={(id) => change(index, id === null ? { komId: null, pdvId: null } : { komId: id })}
                        data-testid={`doc-cost-komId-${index}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('field.dokBroj')}
                        disabled={disabled || row.komId === null}
                        value={row.dokBroj}
                        onChange={(e) => change(index, { dokBroj: e.currentTarget.value })}
                        data-testid={`doc-cost-dokBroj-${index}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <VatRateSelect
                        aria-label={t('field.pdvId')}
                        disabled={disabled || row.komId === null}
                        value={row.pdvId}
                        onChange={(id) => change(index, { pdvId: id })}
                        data-testid={`doc-cost-pdvId-${index}`}
                      />
                    </Table.Td>
                    <Table.Td ta="right">{vat === null ? '' : fmt.money(vat)}</Table.Td>
                    {!disabled && (
                      <Table.Td>
                        <Button variant="subtle" color="red" size="compact-sm" onClick={() => set(rows.filter((_, i) => i !== index))} data-testid={`doc-cost-remove-${index}`}>
                          {t('costs.remove')}
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
      <Group justify="space-between">
        {!disabled && (
          <Button variant="light" size="compact-sm" onClick={() => set([...rows, { vrsta: 'freight', iznos: 0, komId: null, dokBroj: '', pdvId: null }])} data-testid="doc-cost-add">
            {t('costs.add')}
          </Button>
        )}
        <Text size="sm">
          {t('field.zavisniTr')}: {fmt.money(total)}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red">
          {t(error)}
        </Text>
      )}
    </Stack>
  );
}
