import { Text } from '@mantine/core';
import { useFormat } from '../../shared/format';

/** A balance: red when negative, blue when positive (docs/domain.md#screens-and-routes). */
export function BalanceText({ value, testId, strong = false }: { value: number; testId?: string; strong?: boolean }) {
  const fmt = useFormat();
  const color = value < 0 ? 'red.8' : value > 0 ? 'blue.8' : undefined;
  return (
    <Text span size="sm" c={color} fw={strong ? 600 : undefined} data-testid={testId}>
      {fmt.money(value)}
    </Text>
  );
}
