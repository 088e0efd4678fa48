import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageButtons, pageRange } from './page-buttons';

export interface PaginationProps {
  page: number;
  pages: number;
  perPage: number;
  /** Rows matching the current search and filters (`pagination.filteredCount`). */
  total: number;
  onChange: (page: number) => void;
}

/**
 * The pager under a list: up to 7 page buttons with ellipses and '{from} - {to} od {total}'.
 * Hidden when there is only one page.
 */
export function Pagination({ page, pages, perPage, total, onChange }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (pages < 2) return null;
  const { from, to } = pageRange(page, perPage, total);
  return (
    <Group justify="space-between" mt="sm" wrap="wrap" gap="xs" component="nav" aria-label={t('pagination.label')}>
      <Group gap={4}>
        {pageButtons(page, pages).map((slot, index) =>
          slot === 'ellipsis' ? (
            <Text key={`e${index}`} span px={4} c="dimmed" data-testid="pagination-ellipsis" aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={slot}
              size="compact-sm"
              miw={32}
              variant={slot === page ? 'filled' : 'default'}
              aria-current={slot === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: slot })}
              onClick={() => slot !== page && onChange(slot)}
            >
              {slot}
            </Button>
          ),
        )}
      </Group>
      <Text size="sm" c="dimmed" data-testid="pagination-range">
        {t('pagination.range', { from, to, total })}
      </Text>
    </Group>
  );
}
