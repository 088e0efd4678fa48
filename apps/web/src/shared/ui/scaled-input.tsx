import { TextInput, type TextInputProps } from '@mantine/core';
import { readTypedNumber, type TypedNumberError } from '@knjige/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { defaultMax, displayScaledText, editScaledText } from './scaled-text';

/** What the field says under it: a refused keystroke, or a group of thousands left half typed. */
type Hint = { error: TypedNumberError; char?: string } | { error: 'group' };


export interface ScaledInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The value as a scaled integer (hundredths for money, thousandths for quantities); null when empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  allowNegative?: boolean;
  /** the largest magnitude taken, scaled; past it the keystroke is refused (the contract's bound for the scale by default) */
  max?: number;
  /** shown with thousands grouped when not edited (a document's number is not) */
  grouped?: boolean;
  /** what a refused minus says (the field's own message, 'Količina mora biti veća od 0'); a generic one by default */
  minusText?: string;
}

/**
 * The one number field of every form: a number typed in the user's locale, read by the domain's
 * `readTypedNumber` and held as a scaled integer. While focused the text is exactly what was typed
 * (entered, the value shows ungrouped: "1234,5"); on blur it is shown grouped with all decimals
 * ("1.234,50"). What is not part of the number (a letter, a minus where none is allowed, a second
 * separator, a decimal past the scale, a value past the field's range) is refused where it is typed
 * or pasted: the text stays as it was and the field says why under it.
 */
export function ScaledInput({ scale, value, onChange, onFocus, onBlur, allowNegative, max, grouped = true, minusText, error, ...rest }: ScaledInputProps & { scale: number }) {
  const { locale } = useFormat();
  const { t } = useTranslation('common');
  const [refused, setRefused] = useState<Hint | null>(null);
  const rule = { scale, negative: allowNegative, max: max ?? defaultMax(scale) };
  const hint =
    refused === null
      ? null
      : refused.error === 'not-negative'
        ? (minusText ?? t('validation.not-negative'))
        : refused.error === 'decimals'
          ? t('validation.decimals', { count: scale })
          : refused.error === 'not-a-number-character' || refused.error === 'second-separator'
            ? t(`validation.${refused.error}`, { char: refused.char })
            : t(`validation.${refused.error}`);
  const current = value ?? null;
  const [focused, setFocused] = useState(false);
  const display = (v: number | null) => (grouped ? displayScaledText(v, scale, locale) : editScaledText(v, scale, locale));
  const [text, setText] = useState(() => display(current));
  // Tab into a field selects its whole text; the text for editing then replaces it and the selection
  // would be lost, so what is typed next would go after the figure instead of over it.
  const selectAgain = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    selectAgain.current?.select();
    selectAgain.current = null;
  }, [text, focused]);

  // Follow a value set from outside (form reset, another field) unless it is what was typed.
  const { negative, max: largest } = rule;
  useEffect(() => {
    setText((prev) => {
      const read = readTypedNumber(prev, { scale, negative, max: largest });
      if (read.ok && (read.value === current || read.partial)) return prev;
      return focused || !grouped ? editScaledText(current, scale, locale) : displayScaledText(current, scale, locale);
    });
  }, [current, scale, locale, focused, negative, largest, grouped]);

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      error={hint ?? error}
      value={text}
      data-typed="number"
      onChange={(event) => {
        const next = event.currentTarget.value;
        const read = readTypedNumber(next, rule);
        if (!read.ok) {
          setRefused(read);
          return;
        }
        // a refusal stays said until the field is emptied or entered again: what was kept is not all that was typed
        if (next === '') setRefused(null);
        setText(next);
        if (read.value !== current) onChange(read.value);
      }}
      onFocus={(event) => {
        const input = event.currentTarget;
        if (input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length) selectAgain.current = input;
        setFocused(true);
        setRefused(null);
        setText(editScaledText(current, scale, locale));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        // a group of thousands left half typed (1.234.5) is no number: it stays as typed, said under the field
        const read = readTypedNumber(event.currentTarget.value, rule);
        if (read.ok && read.partial) setRefused({ error: 'group' });
        else setText(display(current));
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
