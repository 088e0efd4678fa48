import { Alert, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { XmlData } from '@knjige/contract';
import { countryName, exportFileName, isAbroad } from '@knjige/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Navigate, useParams } from 'react-router';
import { errorText, keyText } from '../../shared/i18n/error-text';
import { formatDate, formatMoney, formatQuantity, formatVatRate, useFormat } from '../../shared/format';
import { saveBlob } from '../../shared/ui/save-blob';
import { useDoc } from '../../shared/documents/doc-api';
import { DocBreadcrumbs } from '../../shared/documents/doc-breadcrumbs';
import { PageLoading } from '../../shared/ui/page-state';
import { docPaths, idParam } from '../../shared/documents/paths';
import type { FamilyRef } from '../../shared/documents/types';
import { downloadXml, useGenerateXml, useXmlData, useXmlJob } from './api';

function Party({ title, party, extra }: { title: string; party: XmlData['buyer'] | XmlData['seller']; extra?: string }) {
  const { t } = useTranslation('documents');
  return (
    <Paper withBorder p="sm">
      <Text fw={600}>{title}</Text>
      <Text size="sm">{party.naziv}</Text>
      <Text size="sm">
        {party.adresa}, {party.postcode} {party.mesto}
      </Text>
      <Text size="sm">
        {t('xml.pib')}: {party.pib || '—'} · {t('xml.maticniBroj')}: {party.maticniBroj || '—'}
      </Text>
      {extra && <Text size="sm">{extra}</Text>}
    </Paper>
  );
}

/** What the buyer's card adds: JBKJS, a private person, or a buyer abroad's country and VAT number. */
function buyerExtra(t: TFunction, buyer: XmlData['buyer'], locale: string): string | undefined {
  if (isAbroad(buyer.drzava)) return [countryName(buyer.drzava, locale), buyer.inoPdvBroj && `${t('field.inoPdvBroj', { ns: 'clients' })}: ${buyer.inoPdvBroj}`].filter(Boolean).join(' · ');
  return buyer.jbkjs ? `JBKJS: ${buyer.jbkjs}` : buyer.isPerson ? t('xml.person') : undefined;
}

/** The data the XML will carry, for checking before Generate. */
function XmlDataView({ data }: { data: XmlData }) {
  const { t } = useTranslation('documents');
  const { locale } = useFormat();
  const d = data.document;
  return (
    <Stack gap="sm" data-testid="xml-data">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Paper withBorder p="sm">
          <Text fw={600}>{t(d.kind === 'invoice' ? 'xml.kind.invoice' : 'xml.kind.credit-note')}</Text>
          <Text size="sm" data-testid="xml-number">{d.broj}</Text>
          <Text size="sm">
            {t('xml.issued')}: {formatDate(d.datumIzdavanja)}
            {d.kind === 'invoice' && ` · ${t('xml.due')}: ${formatDate(d.datumDospeca)}`}
          </Text>
          <Text size="sm">{t('xml.period')}: {t(`xml.period.${d.periodObracuna}`)}</Text>
          <Text size="sm">
            {t('xml.payment')}: {d.tracun} · (97) {d.pozivNaBroj}
          </Text>
          {d.credited && <Text size="sm">{t('xml.credits', { oznaka: d.credited.oznaka })}</Text>}
        </Paper>
        <Party title={t('xml.seller')} party={data.seller} extra={data.branch ? `${t('xml.branch')}: ${data.branch.naziv}` : undefined} />
        <Party title={t('xml.buyer')} party={data.buyer} extra={buyerExtra(t, data.buyer, locale)} />
      </SimpleGrid>
      {/* On a phone the tables scroll inside their own box; the page stays as wide as the screen. */}
      <Table.ScrollContainer minWidth={640} type="native">
        <Table striped withTableBorder data-testid="xml-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('xml.article')}</Table.Th>
              <Table.Th>{t('xml.unit')}</Table.Th>
              <Table.Th ta="right">{t('xml.quantity')}</Table.Th>
              <Table.Th ta="right">{t('xml.price')}</Table.Th>
              <Table.Th ta="right">{t('xml.discount')}</Table.Th>
              <Table.Th ta="right">{t('xml.amount')}</Table.Th>
              <Table.Th>{t('xml.category')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((i) => (
              <Table.Tr key={i.rbr}>
                <Table.Td>{i.rbr}</Table.Td>
                <Table.Td>
                  {i.intSifra} {i.artNaziv}
                </Table.Td>
                <Table.Td>{i.unitCode}</Table.Td>
                <Table.Td ta="right">{formatQuantity(i.kolicina)}</Table.Td>
                <Table.Td ta="right">{formatMoney(i.cena)}</Table.Td>
                <Table.Td ta="right">{formatMoney(i.rabatIznos)}</Table.Td>
                <Table.Td ta="right">{formatMoney(i.osnovica)}</Table.Td>
                <Table.Td>
                  {i.tax.kategorija} {i.tax.kategorija === 'S' ? formatVatRate(i.tax.stopa) : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table.ScrollContainer minWidth={420} maw={640} type="native">
        <Table withTableBorder data-testid="xml-vat">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('xml.category')}</Table.Th>
              <Table.Th ta="right">{t('xml.base')}</Table.Th>
              <Table.Th ta="right">{t('xml.vat')}</Table.Th>
              <Table.Th>{t('xml.exemption')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.pdvReport.map((r) => (
              <Table.Tr key={`${r.tax.kategorija}-${r.tax.stopa}`}>
                <Table.Td>
                  {r.tax.kategorija} {r.tax.kategorija === 'S' ? formatVatRate(r.tax.stopa) : ''}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(r.osnovica)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.pdvIznos)}</Table.Td>
                <Table.Td>{[r.tax.osnovOslobodjenja, r.tax.razlog].filter(Boolean).join(' ')}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={600}>
              <Table.Td>{t('xml.total')}</Table.Td>
              <Table.Td ta="right">{formatMoney(d.osnovica)}</Table.Td>
              <Table.Td ta="right">{formatMoney(d.pdvIznos)}</Table.Td>
              <Table.Td data-testid="xml-payable">
                {t('xml.payable')}: {formatMoney(d.zaUplatu)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {t('xml.attachments')}: {data.attachments.length === 0 ? t('xml.no-attachments') : data.attachments.map((a) => a.name).join(', ')}
      </Text>
    </Stack>
  );
}

/**
 * `/{family}/{sub}/{docId}/xml` (docs/domain.md#states-and-defaults): the data to check, Generate (disabled with
 * no data or no items), the status polled while the job runs, Download in place of Generate when
 * it is done, and a failure in a preformatted box.
 */
export function XmlExportPage({ config }: { config: FamilyRef }) {
  const { t } = useTranslation(['documents', 'common']);
  const { family } = config;
  const params = useParams();
  const docId = idParam(params.docId);
  const vDoc = config.entry.vDoc;
  const doc = useDoc(family, docId);
  const data = useXmlData(vDoc, docId ?? 0);
  const generate = useGenerateXml(vDoc, docId ?? 0);
  const [uuid, setUuid] = useState<string | null>(null);
  const job = useXmlJob(uuid);
  const [failure, setFailure] = useState<string | null>(null);

  if (docId === null || !config.entry.einvoice) return <Navigate to="/404" replace />;
  if (!doc.data && !doc.isError) return <PageLoading />;

  const sub = doc.data?.vSubDoc ?? params.sub ?? '';
  const status = job.data?.status;
  const running = generate.isPending || (uuid !== null && (status === undefined || status === 'in-progress'));
  // a buyer abroad is not on SEF: said before anything is generated, and nothing is
  const abroad = !!data.data && isAbroad(data.data.buyer.drzava);
  const canGenerate = !!data.data && data.data.items.length > 0 && !abroad && !running;

  const start = async () => {
    setFailure(null);
    setUuid(null);
    try {
      setUuid(await generate.mutateAsync());
    } catch (err) {
      setFailure(errorText(t, err));
    }
  };
  const download = async () => {
    if (!uuid || !data.data) return;
    try {
      saveBlob(await downloadXml(uuid), exportFileName(data.data.document.broj));
    } catch (err) {
      setFailure(errorText(t, err));
    }
  };
  const jobFailure = status === 'failed' ? (job.data?.message ?? '').split('\n').map((m) => keyText(t, m)).join('\n') : null;
  const shown = failure ?? jobFailure ?? (job.isError ? errorText(t, job.error) : null);

  return (
    <Stack gap="md">
      <DocBreadcrumbs family={family} sub={sub} crumbs={[...(doc.data ? [{ label: doc.data.oznaka, to: docPaths.doc(family, sub, docId) }] : []), { label: 'XML' }]} />
      <Group gap="sm">
        <Title order={1} size="h2">
          {t('xml.title')}
        </Title>
        <Badge variant="light" tt="none" data-testid="xml-kind">
          {t('xml.document-kind')}: {t('xml.kind.ir')}
        </Badge>
      </Group>
      {data.isError && (
        <Alert color="red" data-testid="xml-data-error">
          {errorText(t, data.error)}
        </Alert>
      )}
      {abroad && (
        <Alert color="yellow" data-testid="xml-buyer-abroad">
          {keyText(t, 'error.xml.buyer-abroad')}
        </Alert>
      )}
      {data.isPending && !data.isError && <PageLoading />}
      {data.data && <XmlDataView data={data.data} />}
      {data.data && data.data.items.length === 0 && <Text c="dimmed">{t('xml.no-items')}</Text>}
      <Group justify="flex-end">
        {status === 'succeeded' ? (
          <Button onClick={() => void download()} data-testid="xml-download">
            {t('xml.download')}
          </Button>
        ) : (
          <Button onClick={() => void start()} disabled={!canGenerate} loading={running} data-testid="xml-generate">
            {t('xml.generate')}
          </Button>
        )}
      </Group>
      {running && (
        <Text size="sm" c="dimmed" data-testid="xml-status">
          {t('xml.in-progress')}
        </Text>
      )}
      {shown && (
        <Code block color="red.0" data-testid="xml-failure">
          {shown}
        </Code>
      )}
    </Stack>
  );
}
