import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The box of a wide table: on a narrow screen (a phone) the table keeps `minWidth` and scrolls
 * sideways inside its box, so the page itself is never wider than the screen. The box takes the
 * focus, so the arrow keys scroll it too.
 */
export function TableScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} data-table-scroll>
      {children}
    </Table.ScrollContainer>
  );
}
