import { Anchor, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, useFormat } from '../../shared/format';
import { useAssetCard } from './api';

/** /osnovna-sredstva/:id: an asset's card, its data and its history with the value after each event. */
export function FixedAssetCardPage() {
  const { t } = useTranslation('fixedAssets');
  const { money } = useFormat();
  const id = Number(useParams().id);
  const card = useAssetCard(id);
  const data = card.data;
  if (!data) return null;
  const asset = data.asset;
  const facts: [string, string][] = [
    [t('field.konto'), `${asset.konto} / ${asset.kontoIspravke}`],
    [t('field.poreskaGrupa'), ['I', 'II', 'III', 'IV', 'V'][asset.poreskaGrupa - 1] ?? ''],
    [t('field.datumNabavke'), formatDate(asset.datumNabavke)],
    [t('field.datumUpotrebe'), formatDate(asset.datumUpotrebe)],
    [t('field.vekMeseci'), asset.vekMeseci === null ? `${(asset.stopa ?? 0) / 100} %` : String(asset.vekMeseci)],
    [t('field.lokacija'), asset.lokacija],
    [t('field.odgovornoLice'), asset.odgovornoLice],
    [t('field.komId'), asset.komNaziv],
    [t('field.izvorDokument'), asset.izvorDokument],
    [t('field.status'), t(`status.${asset.status}`)],
    [t('field.nabavnaVrednost'), money(asset.nabavnaVrednost)],
    [t('field.sadasnjaVrednost'), money(asset.sadasnjaVrednost)],
  ];
  return (
    <Stack gap="md" data-testid="asset-card">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('card.title', { invBroj: asset.invBroj, naziv: asset.naziv })}
        </Title>
        <Anchor component={Link} to="/osnovna-sredstva">
          {t('card.back')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {facts.map(([label, value]) => (
          <Text key={label} size="sm">
            <Text span c="dimmed">{label}: </Text>
            {value}
          </Text>
        ))}
      </SimpleGrid>
      <Table striped withTableBorder data-testid="asset-card-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('card.datum')}</Table.Th>
            <Table.Th>{t('card.event')}</Table.Th>
            <Table.Th>{t('card.oznaka')}</Table.Th>
            <Table.Th ta="right">{t('field.nabavnaVrednost')}</Table.Th>
            <Table.Th ta="right">{t('card.ispravka')}</Table.Th>
            <Table.Th ta="right">{t('field.ispravka')}</Table.Th>
            <Table.Th ta="right">{t('field.sadasnjaVrednost')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Td>{formatDate(r.datum)}</Table.Td>
              <Table.Td>{t(`event.${r.event}`, { defaultValue: r.event })}</Table.Td>
              <Table.Td>{r.oznaka}</Table.Td>
              <Table.Td ta="right">{money(r.nabavnaPosle)}</Table.Td>
              <Table.Td ta="right">{r.ispravka ? money(r.ispravka) : ''}</Table.Td>
              <Table.Td ta="right">{money(r.ispravkaPosle)}</Table.Td>
              <Table.Td ta="right" fw={700}>{money(r.sadasnjaPosle)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
