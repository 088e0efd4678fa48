import { Badge, Tabs } from '@mantine/core';
import { docStatus, type DocStatus } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../shared/one-of';

export interface StatusTabsProps {
  value: DocStatus;
  onChange: (status: DocStatus) => void;
  /** documents per status (/totals); the draft tab shows its count */
  counts: Record<DocStatus, number> | undefined;
}

/** The list's status filter: draft (with its count), locked, storno (docs/domain.md#screens-and-routes, in that order). */
export function StatusTabs({ value, onChange, counts }: StatusTabsProps) {
  const { t } = useTranslation('documents');
  return (
    <Tabs value={value} onChange={(next) => isOneOf(docStatus, next) && onChange(next)} data-testid="doc-status-tabs">
      <Tabs.List>
        {docStatus.map((status) => (
          <Tabs.Tab
            key={status}
            value={status}
            data-testid={`doc-status-${status}`}
            rightSection={
              status === 'draft' && counts ? (
                <Badge size="sm" variant="light" circle={counts.draft < 10} data-testid="doc-draft-count">
                  {counts.draft}
                </Badge>
              ) : null
            }
          >
            {t(`status.${status}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

export interface SubTypeTabsProps {
  value: string;
  subTypes: string[];
  onChange: (sub: string) => void;
}

/** Tabs by turnover type (hidden when the family has only one sub-type). */
export function SubTypeTabs({ value, subTypes, onChange }: SubTypeTabsProps) {
  const { t } = useTranslation('documents');
  if (subTypes.length < 2) return null;
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next)} variant="pills" data-testid="doc-sub-tabs">
      <Tabs.List>
        {subTypes.map((sub) => (
          <Tabs.Tab key={sub} value={sub} data-testid={`doc-sub-${sub}`}>
            {t(`sub.${sub}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
