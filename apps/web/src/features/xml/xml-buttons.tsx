import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { despatchFileName } from '@knjige/domain';
import { saveBlob } from '../../shared/ui/save-blob';
import { useToasts } from '../../shared/ui/toasts';
import { docPaths } from '../../shared/documents/paths';
import type { DocRow, FamilyRef } from '../../shared/documents/types';
import { downloadDespatch } from './api';

/**
 * On a booked document of a family that goes to SEF: XML opens the export page; on a locked goods
 * invoice, the electronic dispatch note downloads at once.
 */
export function XmlButtons({ config, doc }: { config: FamilyRef; doc: DocRow }) {
  const { t } = useTranslation('documents');
  const { notifyError } = useToasts('documents');
  const [busy, setBusy] = useState(false);
  const einvoice = config.entry.einvoice;
  if (!einvoice || doc.status === 'draft') return null;
  const goods = einvoice.despatch && doc.status === 'locked' && typeof doc.magId === 'number';

  const despatch = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadDespatch(config.entry.vDoc, doc.id), despatchFileName({ oznaka: doc.oznaka, brojOtpremnice: typeof doc.brojOtpremnice === 'string' ? doc.brojOtpremnice : '' }));
    } catch (err) {
      notifyError(err, t('xml.despatch'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" component={Link} to={docPaths.xml(config.family, doc.vSubDoc, doc.id)} data-testid="doc-xml">
        {t('xml.button')}
      </Button>
      {goods && (
        <Button variant="default" loading={busy} onClick={() => void despatch()} data-testid="doc-despatch">
          {t('xml.despatch')}
        </Button>
      )}
    </>
  );
}
