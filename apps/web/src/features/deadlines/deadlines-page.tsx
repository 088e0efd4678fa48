import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { AgencyDeadline } from '@knjige/contract';
import { belgradeToday, daysBetween, monthDays, nextMonth } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format';
import { useAgencyDeadlines } from './api';
import { OwnDeadlines } from './own-deadlines';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before a `YYYY-MM` month (one MONTH matches). */
function previousMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The colour of a deadline by the days left: past grey, within 3 days red, within 7 orange. */
function urgency(daysLeft: number): string {
  if (daysLeft < 0) return 'gray';
  if (daysLeft <= 3) return 'red';
  if (daysLeft <= 7) return 'orange';
  return 'blue';
}

/**
 * /agencija/rokovi: an agenda of a month's deadlines of every company the user is a member of
 * (`GET /v1/agency/deadlines`), day by day, each with its company, what it is for, and the day
 * its rule names when a weekend or a holiday moved it. The month and the company are in the URL.
 */
export function DeadlinesPage() {
  const { t, i18n } = useTranslation('deadlines');
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  const today = belgradeToday();
  const month = MONTH.test(params.get('mesec') ?? '') ? params.get('mesec')! : today.slice(0, 7);
  const company = params.get('firma');
  const { from, to } = monthDays(month);
  const deadlines = useAgencyDeadlines(from, to);
  const rows = deadlines.data ?? [];

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const companyName = (d: AgencyDeadline) => (fmt.locale === 'sr-Cyrl' && d.companyNameCyr ? d.companyNameCyr : d.companyName);
  const companies = [...new Map(rows.map((r) => [String(r.companyId), companyName(r)])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const shown = company ? rows.filter((r) => String(r.companyId) === company) : rows;
  const days = [...new Set(shown.map((r) => r.date))];
  const monthTitle = new Intl.DateTimeFormat(fmt.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const weekday = new Intl.DateTimeFormat(fmt.locale, { weekday: 'long', timeZone: 'UTC' });

  const nameOf = (d: AgencyDeadline) => (d.name !== null ? d.name : t(d.labelKey));
  const periodOf = (d: AgencyDeadline) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(d.period)) return fmt.date(d.period);
    const q = /^(\d{4})-Q([1-4])$/.exec(d.period);
    if (q) return t('period.quarter', { quarter: q[2], year: q[1] });
    if (/^\d{4}-\d{2}$/.test(d.period)) return `${d.period.slice(5, 7)}/${d.period.slice(0, 4)}`;
    return d.period;
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="xs">
          <Button variant="default" onClick={() => set({ mesec: previousMonth(month) })} data-testid="deadlines-previous" aria-label={t('previous')}>
            ‹
          </Button>
          <Text fw={600} miw={160} ta="center" data-testid="deadlines-month" aria-live="polite">
            {monthTitle}
          </Text>
          <Button variant="default" onClick={() => set({ mesec: nextMonth(month) })} data-testid="deadlines-next" aria-label={t('next')}>
            ›
          </Button>
          <Button variant="subtle" onClick={() => set({ mesec: null })} disabled={month === today.slice(0, 7)}>
            {t('thisMonth')}
          </Button>
        </Group>
        <Select
          label={t('company')}
          placeholder={t('allCompanies')}
          data={companies.map(([value, label]) => ({ value, label }))}
          value={company}
          onChange={(value) => set({ firma: value })}
          clearable
          searchable
          w={280}
          data-testid="deadlines-company"
        />
      </Group>
      {deadlines.isError && (
        <Text c="red" role="alert">
          {t('loadError')}
        </Text>
      )}
      {!deadlines.isPending && days.length === 0 && (
        <Text c="dimmed" data-testid="deadlines-empty">
          {t('none')}
        </Text>
      )}
      <Stack gap="sm" data-testid="deadlines-agenda">
        {days.map((day) => {
          const left = daysBetween(today, day);
          const items = shown.filter((r) => r.date === day);
          return (
            <Paper key={day} withBorder p="sm" data-testid={`deadlines-day-${day}`}>
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h5">
                  {weekday.format(new Date(`${day}T00:00:00Z`))}, {fmt.date(day)}
                </Title>
                <Badge color={urgency(left)} variant={left < 0 ? 'outline' : 'light'}>
                  {left === 0 ? t('today') : left < 0 ? t('daysAgo', { count: -left }) : t('daysLeft', { count: left })}
                </Badge>
              </Group>
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w="30%">{t('column.company')}</Table.Th>
                      <Table.Th>{t('column.deadline')}</Table.Th>
                      <Table.Th w={140}>{t('column.period')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((d) => (
                      <Table.Tr key={`${d.companyId}-${d.code}-${d.period}`} data-testid="deadline-row">
                        <Table.Td>{companyName(d)}</Table.Td>
                        <Table.Td>
                          {nameOf(d)}
                          {d.nominal !== d.date && (
                            <Text span size="xs" c="dimmed" ml="xs">
                              {t('moved', { date: fmt.date(d.nominal) })}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{periodOf(d)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed" lang={i18n.language}>
        {t('holidays')}
      </Text>
      <OwnDeadlines />
    </Stack>
  );
}
