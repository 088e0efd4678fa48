import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useDoc } from '../../shared/documents/doc-api';
import { useDocItem } from './api';
import { DocBreadcrumbs, StatusBadge } from '../../shared/documents/doc-breadcrumbs';
import { ItemForm } from './item-form';
import { PageFailed, PageLoading } from '../../shared/ui/page-state';
import { docPaths, idParam } from '../../shared/documents/paths';
import type { FamilyConfig } from './types';
import { useItemLabel } from './values';

/** /{family}/{sub}/{docId}/create and /{family}/{sub}/{docId}/{itemId}. */
export function ItemPage({ config }: { config: FamilyConfig }) {
  const { t } = useTranslation('documents');
  const { family } = config;
  const params = useParams();
  const location = useLocation();
  const docId = idParam(params.docId);
  const itemId = idParam(params.itemId);
  const doc = useDoc(family, docId);
  const item = useDocItem(family, docId ?? 0, itemId);
  const itemLabel = useItemLabel(config);

  if (docId === null || (params.itemId !== undefined && itemId === null)) return <Navigate to="/404" replace />;
  if (doc.isError) return <PageFailed error={doc.error} />;
  if (item.isError) return <PageFailed error={item.error} />;
  if (!doc.data || (itemId !== null && !item.data)) return <PageLoading />;

  const sub = doc.data.vSubDoc;
  if (params.sub !== sub) return <Navigate to={itemId ? docPaths.item(family, sub, doc.data.id, itemId) : docPaths.newItem(family, sub, doc.data.id)} replace />;
  const title = item.data ? itemLabel(item.data) : t('item.new');
  return (
    <Stack gap="md">
      <DocBreadcrumbs family={family} sub={sub} crumbs={[{ label: doc.data.oznaka, to: docPaths.doc(family, sub, doc.data.id) }, { label: title }]} />
      <Group gap="sm">
        <Title order={1} size="h2">{title}</Title>
        {config.entry.lifecycle && <StatusBadge status={doc.data.status} />}
      </Group>
      {/* A new key per navigation: 'save and add new' to the same address starts a fresh form. */}
      <ItemForm key={location.key} config={config} doc={doc.data} item={item.data ?? null} />
    </Stack>
  );
}
