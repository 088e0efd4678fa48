import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { ItemField } from './item-field';
import type { ItemValues } from './types';

function Quantity() {
  const form = useForm<ItemValues>({ initialValues: { kolicina: 1000 } });
  return (
    <>
      <ItemField spec={{ name: 'kolicina', kind: 'qty', required: true }} form={form} disabled={false} />
      <output data-testid="held">{String(form.values.kolicina)}</output>
    </>
  );
}

describe('an item’s quantity', () => {
  it('refuses a minus with its own message and keeps the quantity (never -5 saved as 5)', async () => {
    await renderWithProviders(<Quantity />);
    const input = screen.getByTestId('item-field-kolicina') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '-5' } });
    expect(screen.getByText('Količina mora biti veća od 0')).toBeTruthy();
    expect(input.value).toBe('1,000');
    expect(screen.getByTestId('held').textContent).toBe('1000');
    fireEvent.change(input, { target: { value: '5' } });
    expect(screen.getByTestId('held').textContent).toBe('5000');
  });
});
