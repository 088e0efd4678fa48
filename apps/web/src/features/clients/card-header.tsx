import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row of a card on the client page, with its action button on the right. */
export function CardHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="sm" wrap="nowrap">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Group>
  );
}
