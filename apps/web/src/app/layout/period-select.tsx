import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePeriod, usePeriods } from '../../shared/period/use-period';

/** The accounting period all data calls use; the choice is stored (id, title, startDate). */
export function PeriodSelect() {
  const { t } = useTranslation();
  const { period, setPeriod } = usePeriod();
  const periods = usePeriods().data;
  const options = periods ?? [period];
  const data = options.map((p) => ({ value: String(p.id), label: p.title }));
  if (!data.some((option) => option.value === String(period.id))) data.push({ value: String(period.id), label: period.title });
  return (
    <Select
      aria-label={t('nav.period')}
      title={t('nav.period')}
      data-topbar-part="period"
      size="xs"
      w={96}
      data={data}
      value={String(period.id)}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        const next = options.find((p) => String(p.id) === value);
        if (next) setPeriod({ id: next.id, title: next.title, startDate: next.startDate });
      }}
    />
  );
}
