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
  it('shows hundredths grouped in Serbian, edits them ungrouped and refuses what is not part of the number', async () => {
    const spy = vi.fn();
    await renderWithProviders(<Money initial={123456} spy={spy} />);
    const input = screen.getByLabelText('Cena') as HTMLInputElement;
    expect(input.value).toBe('1.234,56');
    fireEvent.focus(input);
    expect(input.value).toBe('1234,56');
    fireEvent.change(input, { target: { value: '98x7.5' } });
    // refused where typed, with a hint: the text and the value stay
    expect(input.value).toBe('1234,56');
    expect(screen.getByText('„x“ nije deo broja: unesite cifre i decimalni zarez.')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '987.5' } });
    // the text is what was typed; the keypad's dot is the decimal mark
    expect(input.value).toBe('987.5');
    // the refusal stays said while the field is edited: 987.5 is not all that was typed
    expect(screen.getByText(/nije deo broja/)).toBeTruthy();
    expect(spy).toHaveBeenLastCalledWith(98750);
    fireEvent.blur(input);
    expect(input.value).toBe('987,50');
    expect(screen.getByText(/nije deo broja/)).toBeTruthy();
    // entered again, the field starts afresh
    fireEvent.focus(input);
    expect(screen.queryByText(/nije deo broja/)).toBeNull();
    fireEvent.change(input, { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('keeps the whole text selected when the field is entered with it selected (Tab), so typing replaces the figure', async () => {
    const spy = vi.fn();
    await renderWithProviders(<Money initial={100000} spy={spy} />);
    const input = screen.getByLabelText('Cena') as HTMLInputElement;
    expect(input.value).toBe('1.000,00');
    input.setSelectionRange(0, input.value.length);
    fireEvent.focus(input);
    expect(input.value).toBe('1000,00');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);
    fireEvent.blur(input);
    // entered by a click (the caret somewhere in the text): nothing is selected for the user
    input.setSelectionRange(2, 2);
    fireEvent.focus(input);
    expect(input.selectionStart).toBe(input.selectionEnd);
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

  it('takes a pasted 1.234,56 and 1234.56 alike in Serbian, 1,234.56 in English', async () => {
    const spy = vi.fn();
    const { unmount } = await renderWithProviders(<Money initial={null} spy={spy} />);
    const input = screen.getByLabelText('Cena') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1.234,56' } });
    expect(spy).toHaveBeenLastCalledWith(123456);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: '1234.56' } });
    expect(spy).toHaveBeenLastCalledWith(123456);
    fireEvent.blur(input);
    expect(input.value).toBe('1.234,56');
    unmount();

    const en = vi.fn();
    await renderWithProviders(<Money initial={null} spy={en} />, { language: 'en' });
    const field = screen.getByLabelText('Cena') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '1,234.56' } });
    expect(en).toHaveBeenLastCalledWith(123456);
  });

  it('refuses 12a,5x as a whole, a minus with the field’s message and a decimal past the scale', async () => {
    const spy = vi.fn();
    await renderWithProviders(<QuantityInput label="Količina" value={1000} onChange={spy} minusText="Količina mora biti veća od 0" />);
    const input = screen.getByLabelText('Količina') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12a,5x' } });
    expect(input.value).toBe('1,000');
    expect(screen.getByText('„a“ nije deo broja: unesite cifre i decimalni zarez.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '-5' } });
    expect(input.value).toBe('1,000');
    expect(screen.getByText('Količina mora biti veća od 0')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1,2345' } });
    expect(screen.getByText('Najviše decimala: 3.')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a second separator and says under the field a group of thousands left half typed', async () => {
    const spy = vi.fn();
    await renderWithProviders(<Money initial={null} spy={spy} />);
    const input = screen.getByLabelText('Cena') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12,5' } });
    fireEvent.change(input, { target: { value: '12,5,' } });
    expect(input.value).toBe('12,5');
    expect(screen.getByText(/„,“ ne ide na to mesto/)).toBeTruthy();
    expect(spy).toHaveBeenLastCalledWith(1250);
    fireEvent.change(input, { target: { value: '1.234.5' } });
    expect(spy).toHaveBeenLastCalledWith(null);
    fireEvent.blur(input);
    expect(input.value).toBe('1.234.5');
    expect(screen.getByText('Hiljade se odvajaju po tri cifre (1.234.567).')).toBeTruthy();
  });
});
