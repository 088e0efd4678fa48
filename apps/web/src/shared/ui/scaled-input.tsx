import { TextInput, type TextInputProps } from '@mantine/core';
import { parseScaled } from '@knjige/domain';
import { useEffect, useState } from 'react';
import { useFormat } from '../format';
import { cleanScaledText, displayScaledText, editScaledText } from './scaled-text';

export interface ScaledInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The value as a scaled integer (hundredths for money, thousandths for quantities); null when empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  allowNegative?: boolean;
}

/**
 * A number typed in the user's locale and held as a scaled integer. While focused the text is
 * ungrouped ("1234,5"); on blur it is shown grouped with all decimals ("1.234,50").
 */
export function ScaledInput({ scale, value, onChange, onFocus, onBlur, allowNegative, ...rest }: ScaledInputProps & { scale: number }) {
  const { locale } = useFormat();
  const current = value ?? null;
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => displayScaledText(current, scale, locale));

  // Follow a value set from outside (form reset, another field) unless it is what was typed.
  useEffect(() => {
    setText((prev) => {
      if (parseScaled(prev, scale, locale) === current) return prev;
      return focused ? editScaledText(current, scale, locale) : displayScaledText(current, scale, locale);
    });
  }, [current, scale, locale, focused]);

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(event) => {
        const next = cleanScaledText(event.currentTarget.value, scale, locale, allowNegative);
        setText(next);
        const parsed = next === '' || next === '-' ? null : parseScaled(next, scale, locale);
        if (parsed !== current) onChange(parsed);
      }}
      onFocus={(event) => {
        setFocused(true);
        setText(editScaledText(current, scale, locale));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        setText(displayScaledText(current, scale, locale));
        onBlur?.(event);
      }}
    />
  );
}

/** Money: 2 decimals, the value in hundredths (123456 is 1.234,56). */
export function MoneyInput(props: ScaledInputProps) {
  return <ScaledInput scale={2} {...props} />;
}

/** Quantity: 3 decimals, the value in thousandths (1500 is 1,500). */
export function QuantityInput(props: ScaledInputProps) {
  return <ScaledInput scale={3} {...props} />;
}
