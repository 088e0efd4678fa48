import { Anchor } from '@mantine/core';
import type { ExportColumn } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { useFormat } from '../../shared/format';
import type { PagedTableColumn } from '../../shared/ui/paged-table';
import { ledgerDocPath } from '../stock';
import type { LedgerLine } from './api';

type Key = 'datum' | 'broj' | 'docOznaka' | 'konto' | 'komNaziv' | 'opis' | 'duguje' | 'potrazuje' | 'saldo';
const types: Record<Key, ExportColumn['type']> = { datum: 'date', broj: 'int', docOznaka: 'text', konto: 'text', komNaziv: 'text', opis: 'text', duguje: 'money', potrazuje: 'money', saldo: 'money' };

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
      const value = row[key];
      if (types[key] === 'money') return fmt.money(Number(value ?? 0));
      if (types[key] === 'date') return fmt.date(String(value));
      return String(value ?? '');
    },
  }));
  const exportColumns: ExportColumn[] = keys.map((key) => ({ key, label: t(`column.${key}`), type: types[key], total: key === 'duguje' || key === 'potrazuje' ? 'sum' : key === 'saldo' ? 'last' : 'none' }));
  return { columns, exportColumns };
}
