import { Combobox, InputBase, Loader, ScrollArea, useCombobox, type InputBaseProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Pagination as PageInfo } from '@knjige/contract';
import { keepPreviousData, skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/domain.md#constants: combo search waits 500 ms; pages of 50 keep the scroll short. */
export const COMBO_DEBOUNCE_MS = 500;
export const COMBO_PAGE_SIZE = 50;

export interface ComboPage<T> {
  data: T[];
  pagination: PageInfo;
}

export interface PagedComboSource<T> {
  /** Base query key of the option pages; the search text is appended. */
  queryKey: readonly unknown[];
  fetchPage: (params: { search: string; page: number; perPage: number }) => Promise<ComboPage<T>>;
  /** Key and fetch of one row, for the label of a value not on a loaded page. */
  detailKey: (id: number) => readonly unknown[];
  fetchOne: (id: number) => Promise<T>;
  getId: (row: T) => number;
  getLabel: (row: T) => string;
}

export interface PagedComboProps<T> extends Omit<InputBaseProps, 'value' | 'onChange' | 'rightSection'> {
  source: PagedComboSource<T>;
  value: number | null | undefined;
  onChange: (id: number | null, row: T | null) => void;
  placeholder?: string;
  clearable?: boolean;
  'data-path'?: string;
  'data-testid'?: string;
  onFocus?: React.FocusEventHandler<HTMLInputElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
}

/**
 * A select over a server list: typing searches the server (debounced), scrolling to the bottom
 * loads the next page, and the label of the current value is shown even when it is not on a
 * loaded page. The value is the row id. From the keyboard: the first match of what was typed is
 * highlighted and Enter picks it, also when Enter comes before the server has answered.
 */
export function PagedCombo<T>({ source, value, onChange, placeholder, clearable, disabled, onFocus, onBlur, ...rest }: PagedComboProps<T>) {
  const { t } = useTranslation('ui');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState<string | null>(null);
  const [search] = useDebouncedValue(typed?.trim() ?? '', COMBO_DEBOUNCE_MS);
  const opened = combobox.dropdownOpened;

  const pages = useInfiniteQuery({
    queryKey: [...source.queryKey, { search }],
    queryFn: ({ pageParam }) => source.fetchPage({ search, page: pageParam, perPage: COMBO_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.data) ?? [], [pages.data]);
  // The rows answer what was typed (not an earlier search kept on screen while the next loads).
  const current = typed !== null && typed.trim() === search && !pages.isFetching && !pages.isPlaceholderData;
  // Enter pressed while the rows of the typed text were still on their way.
  const pickOnArrival = useRef(false);
  // The highlighted option, for aria-activedescendant (Mantine tracks only arrow-key moves).
  const [activeId, setActiveId] = useState<string | null>(null);

  const loaded = value != null ? rows.find((row) => source.getId(row) === value) : undefined;
  const one = useQuery({
    queryKey: source.detailKey(value ?? 0),
    queryFn: value == null ? skipToken : () => source.fetchOne(value),
    enabled: value != null && value > 0 && !loaded,
    staleTime: Infinity,
  });
  const selected = loaded ?? (value != null && one.data && source.getId(one.data) === value ? one.data : undefined);
  const label = selected ? source.getLabel(selected) : '';

  const close = () => {
    combobox.closeDropdown();
    setTyped(null);
    setActiveId(null);
    pickOnArrival.current = false;
  };

  const pick = (row: T | null) => {
    onChange(row ? source.getId(row) : null, row);
    close();
  };

  useEffect(() => {
    if (!opened || !current) return;
    if (pickOnArrival.current) {
      pickOnArrival.current = false;
      if (rows[0]) pick(rows[0]);
      return;
    }
    // A frame later: the options of the new rows are in the list by then.
    const frame = requestAnimationFrame(() => setActiveId(rows.length > 0 ? combobox.selectFirstOption() : null));
    return () => cancelAnimationFrame(frame);
    // Runs when the rows of a typed search arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, current, rows]);

  const clear = clearable && value != null && !disabled;
  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(id) => pick(rows.find((r) => String(source.getId(r)) === id) ?? null)}
    >
      <Combobox.Target withExpandedAttribute {...(activeId ? { 'aria-activedescendant': activeId } : {})}>
        <InputBase
          {...rest}
          disabled={disabled}
          autoComplete="off"
          placeholder={placeholder}
          value={opened && typed !== null ? typed : label}
          onChange={(event) => {
            combobox.openDropdown();
            // Nothing is highlighted until the rows of the new text arrive, so Enter cannot pick a stale one.
            combobox.resetSelectedOption();
            setActiveId(null);
            setTyped(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setActiveId(null);
            if (event.key !== 'Enter' || !opened || typed === null || typed.trim() === '') return;
            if (!current) {
              event.preventDefault();
              pickOnArrival.current = true;
            } else if (combobox.getSelectedOptionIndex() === -1 && rows[0]) {
              event.preventDefault();
              pick(rows[0]);
            }
          }}
          onClick={() => combobox.openDropdown()}
          // Not opened on focus: a form focusing its first invalid field must not cover the message.
          onFocus={onFocus}
          onBlur={(event) => {
            close();
            onBlur?.(event);
          }}
          rightSection={
            clear ? (
              <Combobox.ClearButton onClear={() => onChange(null, null)} aria-label={t('combo.clear')} />
            ) : one.isFetching ? (
              <Loader size="xs" />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={clear ? 'all' : 'none'}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize
            mah="50vh"
            type="scroll"
            onBottomReached={() => {
              if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
            }}
          >
            {rows.map((row) => {
              const id = source.getId(row);
              return (
                <Combobox.Option value={String(id)} key={id} active={id === value}>
                  {source.getLabel(row)}
                </Combobox.Option>
              );
            })}
            {pages.isFetching ? (
              <Combobox.Empty>{t('loading')}</Combobox.Empty>
            ) : rows.length === 0 ? (
              <Combobox.Empty>{t('combo.nothing-found')}</Combobox.Empty>
            ) : null}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
