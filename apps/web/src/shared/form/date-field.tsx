import { DateInput, type DateInputProps } from '@mantine/dates';
import { belgradeToday, isIsoDate, parseTypedDate, type TypedDateContext } from '@knjige/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE } from '../format';
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

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'dateParser' | 'valueFormat' | 'fixOnBlur'> {
  /** `YYYY-MM-DD`; a text that is not a date is held as typed, so the schema calls it invalid */
  value: string | null | undefined;
  /** the day typed or picked (`YYYY-MM-DD`), '' when emptied, the text itself when it is not a date */
  onChange: (value: string) => void;
  /** on leaving the field with a text that is not a date (31.02.2024): show the field's error */
  onUnreadable?: () => void;
}

/**
 * A date typed as a bookkeeper types it (`15.3.2024`, `15032024`, `15.3.` in the period's year,
 * `15` for that day of the current month) or picked from the calendar; shown as dd.mm.yyyy once
 * the field is left. An impossible day stays as typed with its error: it is never rolled over.
 */
export function DateField({ value, onChange, onUnreadable, onBlur, ...rest }: DateFieldProps) {
  const ctx = useTypedDateContext();
  const iso = isIsoDate(value) ? value : null;
  return (
    <DateInput
      {...rest}
      valueFormat={DISPLAY_DATE}
      value={iso}
      // A day is shown as understood when the field is left; a text that is not one stays as typed.
      fixOnBlur={iso !== null}
      onChange={(next) => onChange(next ?? '')}
      // Each keystroke's text is read here, not by the calendar's lenient parser: a day is taken
      // by the calendar as its value; an empty field or a text that is not a day is handed on as it is.
      dateParser={(text) => {
        const parsed = parseTypedDate(text, ctx);
        if (parsed) return parsed;
        const next = parsed ?? text;
        if (next !== (value ?? '')) onChange(next);
        return null;
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (parseTypedDate(event.currentTarget.value, ctx) === null) onUnreadable?.();
      }}
    />
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
