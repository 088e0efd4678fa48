import { Group } from '@mantine/core';
import { docPrintPath, printNames, type DocStatus } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { PrintButton } from '../../shared/ui/print-button';
import type { DocEntry } from './types';

/** The document's print buttons (docs/domain.md#screens-and-routes actions): the registry's prints of its sub-type, the storno variant once reversed. */
export function DocPrints({ entry, doc }: { entry: DocEntry; doc: { id: number; status: DocStatus; vSubDoc: string } }) {
  const { t } = useTranslation('ui');
  if (!entry.prints) return null;
  return (
    <Group gap="xs" ml="auto">
      {printNames(entry.prints, doc.status, doc.vSubDoc).map((name) => (
        <PrintButton key={name} path={docPrintPath(entry, name, doc.id)} label={t(`print.${name}`)} data-testid={`print-${name}`} />
      ))}
    </Group>
  );
}
