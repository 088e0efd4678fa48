import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyInput, QuantityInput } from './scaled-input';
import { renderWithProviders } from './test-utils';

afterEach(cleanup);

function Money({ initial, spy }: { initial: number | null; spy: (v: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MoneyInput
      label="Cena"
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

describe('MoneyInput and QuantityInput', () => {
  it('shows hundredths grouped in Serbian, edits them ungrouped and keeps only digits and the mark', async () => {
    const spy = vi.fn();
    await renderWithProviders(<Money initial={123456} spy={spy} />);
    const input = screen.getByLabelText('Cena') as HTMLInputElement;
    expect(input.value).toBe('1.234,56');
    fireEvent.focus(input);
    expect(input.value).toBe('1234,56');
    fireEvent.change(input, { target: { value: '98x7.5' } });
    expect(input.value).toBe('987,5');
    expect(spy).toHaveBeenLastCalledWith(98750);
    fireEvent.blur(input);
    expect(input.value).toBe('987,50');
    fireEvent.change(input, { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('uses thousandths and the English marks', async () => {
    const spy = vi.fn();
    await renderWithProviders(<QuantityInput label="Količina" value={1234500} onChange={spy} />, { language: 'en' });
    const input = screen.getByLabelText('Količina') as HTMLInputElement;
    expect(input.value).toBe('1,234.500');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2,5' } });
    expect(spy).toHaveBeenLastCalledWith(2500);
  });
});
