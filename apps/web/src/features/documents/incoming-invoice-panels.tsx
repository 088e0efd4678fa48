import { Stack } from '@mantine/core';
import type { DocFamily } from '@knjige/contract';
import { ReceivedNotesPanel } from '../eotp';
import { InternalInvoicePanel } from './internal-invoice-panel';
import type { DocRow } from './types';

/** The incoming invoice's panels: its internal invoice on SEF (a reverse charge), and the dispatch notes received for it. */
export function IncomingInvoicePanels({ family, doc }: { family: DocFamily; doc: DocRow }) {
  return (
    <Stack gap="xs">
      <InternalInvoicePanel family={family} doc={doc} />
      <ReceivedNotesPanel family={family} doc={doc} />
    </Stack>
  );
}
