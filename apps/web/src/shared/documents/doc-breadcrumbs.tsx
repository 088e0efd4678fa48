import { Anchor, Badge, Breadcrumbs, Text } from '@mantine/core';
import type { DocFamily, DocStatus } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortcutProps } from '../ui/shortcuts';
import { docPaths } from './paths';
import { hasSubTypes } from './use-sub-types';

export interface Crumb {
  label: string;
  to?: string;
}

/** List (family and sub-type), then the document (oznaka or 'new'), then the item. */
export function DocBreadcrumbs({ family, sub, crumbs }: { family: DocFamily; sub: string; crumbs: Crumb[] }) {
  const { t } = useTranslation('documents');
  const title = t(`family.${family}.title`);
  const listLabel = hasSubTypes(family) ? `${title} – ${t(`sub.${sub}`)}` : title;
  const all: Crumb[] = [{ label: listLabel, to: docPaths.list(family, sub) }, ...crumbs];
  return (
    <Breadcrumbs separatorMargin={6} data-testid="doc-breadcrumbs">
      {all.map((crumb, index) =>
        crumb.to && index < all.length - 1 ? (
          <Anchor key={index} component={Link} to={crumb.to} size="sm" {...(index === 0 ? shortcutProps('back') : {})}>
            {crumb.label}
          </Anchor>
        ) : (
          <Text key={index} size="sm" c="dimmed">
            {crumb.label}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}

const statusColor: Record<DocStatus, string> = { draft: 'yellow', locked: 'teal', storno: 'red' };

export function StatusBadge({ status }: { status: DocStatus }) {
  const { t } = useTranslation('documents');
  return (
    <Badge color={statusColor[status]} variant="light" data-testid="doc-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
