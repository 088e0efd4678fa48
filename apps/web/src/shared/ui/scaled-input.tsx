import { TextInput, type TextInputProps } from '@mantine/core';
import { parseScaled } from '@knjige/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { displayScaledText, editScaledText, readScaledText, type ScaledRefusal } from './scaled-text';

export interface ScaledInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The value as a scaled integer (hundredths for money, thousandths for quantities); null when empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  allowNegative?: boolean;
  /** what a refused minus says (the field's own message, 'Količina mora biti veća od 0'); a generic one by default */
  minusText?: string;
}

/**
 * A number typed in the user's locale and held as a scaled integer. While focused the text is
 * ungrouped ("1234,5"); on blur it is shown grouped with all decimals ("1.234,50"). What is not
 * part of the number (a letter, a minus where none is allowed, a decimal past the scale) is
 * refused where it is typed or pasted: the text stays as it was and the field says why.
 */
export function ScaledInput({ scale, value, onChange, onFocus, onBlur, allowNegative, minusText, error, ...rest }: ScaledInputProps & { scale: number }) {
  const { locale } = useFormat();
  const { t } = useTranslation('common');
  const [refused, setRefused] = useState<ScaledRefusal | null>(null);
  const hint =
    refused === null
      ? null
      : refused.reason === 'minus'
        ? (minusText ?? t('validation.not-negative'))
        : refused.reason === 'decimals'
          ? t('validation.decimals', { count: scale })
          : t('validation.not-a-number-character', { char: refused.char });
  const current = value ?? null;
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => displayScaledText(current, scale, locale));
  // Tab into a field selects its whole text; the text for editing then replaces it and the selection
  // would be lost, so what is typed next would go after the figure instead of over it.
  const selectAgain = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    selectAgain.current?.select();
    selectAgain.current = null;
  }, [text, focused]);

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
      error={hint ?? error}
      value={text}
      onChange={(event) => {
        const read = readScaledText(event.currentTarget.value, scale, locale, allowNegative);
        if (!read.ok) {
          setRefused(read);
          return;
        }
        setRefused(null);
        const next = read.text;
        setText(next);
        const parsed = next === '' || next === '-' ? null : parseScaled(next, scale, locale);
        if (parsed !== current) onChange(parsed);
      }}
      onFocus={(event) => {
        const input = event.currentTarget;
        if (input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length) selectAgain.current = input;
        setFocused(true);
        setText(editScaledText(current, scale, locale));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        setRefused(null);
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
