import { Anchor } from '@mantine/core';
import type { ExportColumn } from '@knjige/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { useFormat } from '../../shared/format';
import type { PagedTableColumn } from '../../shared/ui/paged-table';
import { ledgerDocPath } from '../stock';
import type { LedgerLine } from './api';

type Key = 'datum' | 'broj' | 'docOznaka' | 'konto' | 'komNaziv' | 'opis' | 'duguje' | 'potrazuje' | 'saldo';
const types: Record<Key, ExportColumn['type']> = { datum: 'date', broj: 'int', docOznaka: 'text', konto: 'text', komNaziv: 'text', opis: 'text', duguje: 'money', potrazuje: 'money', saldo: 'money' };

/**
 * A posting scheme's line carries the figure it posts as its description (`goods`, `vat.out.2000`):
 * shown by its name, a trailing VAT rate as a percent; a figure without a name (a company's own
 * scheme) as it is. A manual entry's lines keep what was typed.
 */
export function lineDescription(row: Pick<LedgerLine, 'vDoc' | 'opis'>, t: TFunction, vatRate: (value: number) => string): string {
  const figure = row.vDoc === 'nal' ? null : /^([a-z]+(?:\.[a-z]+)*)(?:\.(\d+))?$/.exec(row.opis);
  if (!figure) return row.opis;
  const [, name, rate] = figure;
  return t(`figure.${name!.replaceAll('.', '-')}`, { ns: 'ledger', rate: rate ? vatRate(Number(rate)) : '', defaultValue: row.opis });
}

/** The columns of the journal and the account card, each line linked to its document; and the same for the export. */
export function useLedgerColumns(keys: Key[]) {
  const { t } = useTranslation('ledger');
  const fmt = useFormat();
  const defaultVPromet = useAppConfigObject().data?.defaults.vPromet ?? 'vp';
  const columns: PagedTableColumn<LedgerLine>[] = keys.map((key) => ({
    accessor: key,
    title: t(`column.${key}`),
    textAlign: types[key] === 'money' ? 'right' : undefined,
    render: (row: LedgerLine) => {
      if (key === 'docOznaka') {
        const path = ledgerDocPath(row, defaultVPromet);
        return path ? (
          <Anchor component={Link} to={path} size="sm">
            {row.docOznaka}
          </Anchor>
        ) : (
          row.docOznaka
        );
      }
      if (key === 'opis') return lineDescription(row, t, fmt.vatRate);
      const value = row[key];
      if (types[key] === 'money') return fmt.money(Number(value ?? 0));
      if (types[key] === 'date') return fmt.date(String(value));
      return String(value ?? '');
    },
  }));
  const exportColumns: ExportColumn[] = keys.map((key) => ({ key, label: t(`column.${key}`), type: types[key], total: key === 'duguje' || key === 'potrazuje' ? 'sum' : key === 'saldo' ? 'last' : 'none' }));
  return { columns, exportColumns };
}
