import { FilterDateField } from '../form/date-field';

export type DateRangeKey = 'dateFrom' | 'dateTo';

export interface DateRangeInputsProps {
  dateFrom: string | null;
  dateTo: string | null;
  /** a picked date (yyyy-mm-dd), or null when the field was cleared */
  onChange: (key: DateRangeKey, value: string | null) => void;
  /** the two labels, in the screen's own words */
  labels: Record<DateRangeKey, string>;
  /** messages under the fields, already translated */
  errors?: Partial<Record<DateRangeKey, string | undefined>>;
  /** test ids `<testId>-from` and `<testId>-to` */
  testId: string;
  width?: number;
}

/** The date-from and date-to pickers every list and report filters by. */
export function DateRangeInputs({ dateFrom, dateTo, onChange, labels, errors, testId, width = 150 }: DateRangeInputsProps) {
  const field = (key: DateRangeKey, value: string | null, suffix: string) => (
    <FilterDateField
      label={labels[key]}
      value={value || null}
      onChange={(next) => onChange(key, next)}
      error={errors?.[key]}
      w={{ base: '100%', xs: width }}
      data-testid={`${testId}-${suffix}`}
    />
  );
  return (
    <>
      {field('dateFrom', dateFrom, 'from')}
      {field('dateTo', dateTo, 'to')}
    </>
  );
}
