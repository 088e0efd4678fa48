import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { belgradeToday, displayDate, isIsoDate, parseTypedDate, type TypedDateContext } from '@knjige/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeriod, usePeriods } from '../period/use-period';

/** Today and the selected period, which the short forms of a typed date are read against. */
export function useTypedDateContext(): TypedDateContext {
  const { period } = usePeriod();
  const periods = usePeriods();
  const endDate = periods.data?.find((p) => p.id === period.id)?.endDate;
  return useMemo(
    () => ({ today: belgradeToday(), periodStart: period.startDate, periodEnd: endDate ?? `${period.startDate.slice(0, 4)}-12-31` }),
    [period.startDate, endDate],
  );
}

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** `YYYY-MM-DD`; a text that is not a date is held as typed, so the schema calls it invalid */
  value: string | null | undefined;
  /** the day typed or picked (`YYYY-MM-DD`), '' when emptied, the text itself when it is not a date (yet) */
  onChange: (value: string) => void;
  /** on leaving the field with a text that is not a date (31.02.2024): show the field's error */
  onUnreadable?: () => void;
  /** an empty field is allowed (the calendar offers no day to clear: the text is emptied) */
  clearable?: boolean;
}

/** A whole date as typed: day, month and a four-digit year (15.03.2024, 15/3/2024, 15032024). */
const WHOLE_DATE = /^(\d{1,2}[./-]\d{1,2}[./-]\d{4}\.?|\d{8})$/;

/**
 * The one date field of every form: a date typed as a bookkeeper types it (`15.3.2024`,
 * `15032024`, `15.3.` in the period's year, `15` for that day of the current month) or picked from
 * the calendar its button opens; shown as dd.mm.yyyy once the field is left. The text is exactly
 * what was typed: nothing is completed, reformatted or moved while it is typed, the calendar never
 * opens by itself and focus stays in the field. A whole date (day, month, four-digit year) is the
 * field's value at once; anything shorter is handed on as the text it is (so the dates that follow
 * stay where they are) and read as a day when the field is left, on Enter and on the save shortcut.
 * An impossible day (31.02.2024) stays as typed with its error: it is never rolled over.
 */
export function DateField({ value, onChange, onUnreadable, onBlur, onFocus, onKeyDown, clearable: _clearable, disabled, readOnly, ...rest }: DateFieldProps) {
  const ctx = useTypedDateContext();
  const { t } = useTranslation('common');
  const held = value ?? '';
  const shown = isIsoDate(held) ? displayDate(held) : held;
  // what is being typed, while the field has it; otherwise the value is shown
  const [typed, setTyped] = useState<string | null>(null);
  const [calendar, setCalendar] = useState(false);
  const text = typed ?? shown;

  /** Reads what is typed as a day (a short form too) and hands it on; false when it is not one. */
  const commit = (typed: string): boolean => {
    const read = parseTypedDate(typed, ctx);
    const next = read ?? typed;
    if (next !== held) onChange(next);
    return read !== null;
  };
  const iso = isIsoDate(held) ? held : null;

  return (
    <TextInput
      autoComplete="off"
      {...rest}
      disabled={disabled}
      readOnly={readOnly}
      data-typed="date"
      value={text}
      onChange={(event) => {
        const now = event.currentTarget.value;
        setTyped(now);
        const read = parseTypedDate(now, ctx);
        // a whole date at once; a part of one (2, 29.1) is no day yet: it is handed on as text
        const next = now.trim() === '' ? '' : read !== null && WHOLE_DATE.test(now.trim()) ? read : now;
        if (next !== held) onChange(next);
      }}
      onKeyDown={(event) => {
        // Enter and the save shortcut take what is shown, a short form read as its day
        if (event.key === 'Enter' || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's')) commit(event.currentTarget.value);
        onKeyDown?.(event);
      }}
      onFocus={(event) => {
        setTyped(event.currentTarget.value);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        const now = event.currentTarget.value;
        const ok = now.trim() === '' || commit(now);
        // left, the field shows its value: the day read, or the text that is not one as it was typed
        setTyped(null);
        onBlur?.(event);
        if (!ok) onUnreadable?.();
      }}
      rightSectionPointerEvents="all"
      rightSection={
        <Popover opened={calendar} onChange={setCalendar} position="bottom-end" trapFocus={false} returnFocus>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              tabIndex={-1}
              disabled={disabled || readOnly}
              aria-label={t('dateField.calendar')}
              onClick={() => setCalendar((open) => !open)}
            >
              <CalendarGlyph />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              value={iso}
              defaultDate={iso ?? ctx.today}
              onChange={(day) => {
                setCalendar(false);
                if (day) {
                  setTyped(null);
                  onChange(day);
                }
              }}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}

/** A small calendar drawn in the text's colour. */
function CalendarGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}

export interface FilterDateFieldProps extends Omit<DateFieldProps, 'onChange' | 'onUnreadable'> {
  /** a day (`YYYY-MM-DD`), or null when the field was emptied; a text that is not a day is not handed on */
  onChange: (value: string | null) => void;
}

/**
 * A date a list or report filters by: only a day or an empty field reaches the filter; a text
 * that is not a day stays as typed with its message, and the filter keeps its last day.
 */
export function FilterDateField({ value, onChange, error, ...rest }: FilterDateFieldProps) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState<string | null>(null);
  // A filter set from elsewhere (cleared, or read from the address) replaces what was typed.
  useEffect(() => setTyped(null), [value]);
  return (
    <DateField
      {...rest}
      value={typed ?? value}
      error={error ?? (typed !== null ? t('validation.date') : undefined)}
      onChange={(next) => {
        if (next === '' || isIsoDate(next)) {
          setTyped(null);
          onChange(next || null);
        } else setTyped(next);
      }}
    />
  );
}
