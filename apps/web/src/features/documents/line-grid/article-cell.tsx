import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ArtMain } from '@knjige/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesQuery, rankedMatches } from './article-match';

/** The list under the cell follows typing a little later than a keystroke. */
const MATCH_DEBOUNCE_MS = 250;

export interface ArticleCellProps {
  code: string;
  /** the cell's accessible name ("Artikl, red 3") */
  label: string;
  error?: string;
  matching: boolean;
  onType: (code: string) => void;
  /** an article picked from the list (a click, or Tab or Enter on a highlighted one) */
  onPick: (article: ArtMain) => void;
  /** the cell was left with its text: the article it names is chosen by it */
  onLeave: () => void;
  /** Enter: on to the next cell (Tab moves on by itself) */
  onNext: () => void;
  'data-testid'?: string;
  'data-grid-cell'?: number;
}

/**
 * The article of a line by its code, name or barcode. Typing lists the matches under the cell
 * (the article with that code first, then one with that barcode, then the others by name) with
 * the first highlighted; Tab or Enter takes the highlighted one, or, before the list has answered,
 * the one the text names. The keyboard moves on at once; a text that names no article stays with
 * its error.
 */
export function ArticleCell({ code, label, error, matching, onType, onPick, onLeave, onNext, ...rest }: ArticleCellProps) {
  const { t } = useTranslation(['documents', 'ui']);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typing, setTyping] = useState(false);
  const [search] = useDebouncedValue(code.trim(), MATCH_DEBOUNCE_MS);
  const opened = combobox.dropdownOpened;
  const found = useQuery({ ...matchesQuery(search), enabled: opened && typing && search !== '' });
  const rows = useMemo(() => (found.data ? rankedMatches(found.data) : []), [found.data]);
  // the list answers the text in the cell now, not one typed before
  const current = found.data?.text === code.trim() && !found.isFetching;
  // an article was taken from the list: leaving the cell then does not match the text again
  const picked = useRef(false);

  useEffect(() => {
    if (!opened || !current) return;
    const frame = requestAnimationFrame(() => combobox.selectFirstOption());
    return () => cancelAnimationFrame(frame);
    // when the matches of the typed text arrive
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, current, rows]);

  const take = (article: ArtMain) => {
    picked.current = true;
    setTyping(false);
    combobox.closeDropdown();
    onPick(article);
  };
  /** The highlighted match of the text as it stands, if the list shows one. */
  const highlighted = (): ArtMain | null => {
    const index = combobox.getSelectedOptionIndex();
    return opened && current && index >= 0 ? (rows[index] ?? null) : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Esc closes the list first (the page's Esc, back to the list of documents, waits while it is open)
    if (opened && event.key === 'Escape') {
      combobox.closeDropdown();
      return;
    }
    if (opened && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (event.key === 'ArrowDown') combobox.selectNextOption();
      else combobox.selectPreviousOption();
      return;
    }
    if ((event.key === 'Tab' && !event.shiftKey) || (event.key === 'Enter' && !event.ctrlKey && !event.altKey && !event.metaKey)) {
      const choice = highlighted();
      if (choice) take(choice);
      if (event.key === 'Enter') {
        event.preventDefault();
        onNext();
      }
    }
  };

  return (
    <Combobox store={combobox} withinPortal onOptionSubmit={(id) => take(rows.find((r) => String(r.id) === id)!)}>
      <Combobox.Target withKeyboardNavigation={false} withExpandedAttribute>
        <TextInput
          {...rest}
          size="xs"
          aria-label={label}
          autoComplete="off"
          value={code}
          error={error}
          rightSection={matching ? <Loader size={12} /> : null}
          onChange={(event) => {
            setTyping(true);
            picked.current = false;
            combobox.openDropdown();
            combobox.resetSelectedOption();
            onType(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            picked.current = false;
            event.currentTarget.select();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            setTyping(false);
            if (!picked.current) onLeave();
            picked.current = false;
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown miw={360}>
        <Combobox.Options>
          {rows.map((row) => (
            <Combobox.Option value={String(row.id)} key={row.id}>
              {row.intSifra} – {row.artNaziv}
            </Combobox.Option>
          ))}
          {found.isFetching ? <Combobox.Empty>{t('loading', { ns: 'ui' })}</Combobox.Empty> : rows.length === 0 && search ? <Combobox.Empty>{t('combo.nothing-found', { ns: 'ui' })}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
