import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePeriod } from '../../shared/period/use-period';
import { useDoc } from '../../shared/documents/doc-api';
import { useDocInit } from './api';
import { DocBreadcrumbs, StatusBadge } from '../../shared/documents/doc-breadcrumbs';
import { DocPrints } from './doc-prints';
import { HeaderForm, headerValues } from './header-form';
import { HistoryPanel } from './history-panel';
import { DocumentLines } from './line-grid/document-lines';
import { PageFailed, PageLoading } from '../../shared/ui/page-state';
import { docPaths, idParam } from '../../shared/documents/paths';
import { TotalsBox } from './totals-box';
import { labelKey, useValueText, valueAt } from './values';
import type { FamilyConfig } from './types';
import { pickSub, useSubTypes } from '../../shared/documents/use-sub-types';

/**
 * /{family}/{sub}/create and /{family}/{sub}/{docId}: the header form with its actions; once the
 * document exists, its items and totals below.
 */
export function DocumentPage({ config }: { config: FamilyConfig }) {
  const { t } = useTranslation('documents');
  const { family } = config;
  const params = useParams();
  const docId = idParam(params.docId);
  const subs = useSubTypes(family);
  const { periodId } = usePeriod();
  const doc = useDoc(family, docId);
  const routeSub = pickSub(params.sub, subs);
  const sub = doc.data?.vSubDoc ?? routeSub;
  const init = useDocInit(family, periodId, routeSub, docId === null);
  const text = useValueText();
  // lines typed in the grid and not saved yet: the lock waits for them, leaving the page asks
  const [linesPending, setLinesPending] = useState(false);

  if (params.docId !== undefined && docId === null) return <Navigate to="/404" replace />;
  if (docId !== null && doc.isError) return <PageFailed error={doc.error} />;
  if (docId === null && init.isError) return <PageFailed error={init.error} />;
  // A document reached under another sub-type's address (a report's link) moves to its own.
  if (doc.data && params.sub !== doc.data.vSubDoc) return <Navigate to={docPaths.doc(family, doc.data.vSubDoc, doc.data.id)} replace />;
  const source = docId !== null ? doc.data : init.data;
  if (!source || !sub) return <PageLoading />;

  // A sub-type may name its new document itself (`family.trn.new_pocetno`: an opening balance, not a statement).
  const title = doc.data ? doc.data.oznaka : t(`family.${family}.new`, { context: sub });
  return (
    <Stack gap="md">
      <DocBreadcrumbs family={family} sub={sub} crumbs={[{ label: doc.data ? doc.data.oznaka : t('doc.new'), to: doc.data ? docPaths.doc(family, sub, doc.data.id) : undefined }]} />
      <Group gap="sm">
        <Title order={1} size="h2">{title}</Title>
        {doc.data && config.entry.lifecycle && <StatusBadge status={doc.data.status} />}
        {doc.data &&
          config.headerInfo.map(({ key, kind }) => (
            <Text key={key} size="sm" c="dimmed" data-testid={`doc-info-${key}`}>
              {t(labelKey(key))}: <b>{text(valueAt(doc.data, key), kind)}</b>
            </Text>
          ))}
        {doc.data && <DocPrints entry={config.entry} doc={doc.data} />}
      </Group>
      <HeaderForm key={docId ?? `new-${routeSub}`} config={config} doc={doc.data ?? null} initial={headerValues(config, source)} linesPending={linesPending} />
      {doc.data && !config.lineTabs && (
        <>
          {config.entry.lineKind !== 'none' && (config.showLines?.(doc.data) ?? true) && <DocumentLines config={config} doc={doc.data} onPending={setLinesPending} />}
          <TotalsBox config={config} doc={doc.data} />
        </>
      )}
      {doc.data && config.lineTabs && (
        <Tabs defaultValue={config.lineTabs.items} keepMounted={false}>
          <Tabs.List mb="sm">
            {[config.lineTabs.items, ...config.lineTabs.panels.map((p) => p.key)].map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`doc-lines-tab-${key}`}>
                {t(`tab.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={config.lineTabs.items}>
            <DocumentLines config={config} doc={doc.data} onPending={setLinesPending} />
          </Tabs.Panel>
          {config.lineTabs.panels.map(({ key, Panel }) => (
            <Tabs.Panel key={key} value={key}>
              <Panel doc={doc.data!} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {doc.data && config.lineTabs && <TotalsBox config={config} doc={doc.data} />}
      {doc.data && <HistoryPanel key={doc.data.id} family={family} docId={doc.data.id} />}
    </Stack>
  );
}
