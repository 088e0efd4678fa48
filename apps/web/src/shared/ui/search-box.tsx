import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutProps } from './shortcuts';

/** docs/domain.md#constants: list search waits 500 ms and needs more than 2 characters. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN_CHARS = 3;

export interface SearchBoxProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The applied search (usually from the URL); the box follows it when it changes elsewhere. */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * A search field that fires `onSearch` 500 ms after typing stops once there are more than 2
 * characters, and at once when cleared or on Enter.
 */
export function SearchBox({ value, onSearch, onKeyDown, ...rest }: SearchBoxProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback((next: string) => onSearch(next), SEARCH_DEBOUNCE_MS);

  useEffect(() => setText(value), [value]);

  const fireNow = (next: string) => {
    debounced.cancel();
    if (next !== value) onSearch(next);
  };

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') fireNow('');
    else if (next.trim().length >= SEARCH_MIN_CHARS) debounced(next.trim());
    else debounced.cancel();
  };

  return (
    <TextInput
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
      autoComplete="off"
      {...shortcutProps('search')}
      {...rest}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          fireNow(text.trim());
        }
        onKeyDown?.(event);
      }}
      rightSection={text ? <CloseButton size="sm" aria-label={t('search.clear')} onClick={() => change('')} /> : null}
    />
  );
}
