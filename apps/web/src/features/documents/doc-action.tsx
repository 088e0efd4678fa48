import { Anchor, Button, Group, Text } from '@mantine/core';
import type { DocFamily } from '@knjige/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { useToasts } from '../../shared/ui/toasts';
import { docKeys } from '../../shared/documents/doc-api';
import { docPaths, familyResource } from '../../shared/documents/paths';
import type { DocActionSpec, DocLinkSpec, DocRow } from './types';
import { valueAt } from './values';

/**
 * A document action of the family's config (a pro-forma's "make invoice"): the button behind its
 * confirmation while it has not been done, and a link to the document it made once it has.
 */
export function DocAction({ action, family, doc, dirty }: { action: DocActionSpec; family: DocFamily; doc: DocRow; dirty: boolean }) {
  const { t } = useTranslation('documents');
  const confirmAction = useConfirmAction();
  const { notifySuccess, notifyError } = useToasts('documents');
  const navigate = useNavigate();
  const client = useQueryClient();
  const doneId = valueAt(doc, action.doneField);
  const key = `docAction.${action.key}`;

  if (typeof doneId === 'number') {
    return <DocLink link={{ key: action.key, target: action.target, idField: action.doneField, labelField: action.doneLabel }} doc={doc} textKey={`${key}.link`} testId={`doc-action-${action.key}-done`} />;
  }

  const run = () =>
    confirmAction({
      title: t(`${key}.title`),
      body: t(`${key}.body`, { oznaka: doc.oznaka }),
      confirmLabel: t(`${key}.label`),
      onConfirm: async () => {
        try {
          const { id } = await api.post<{ id: number }>(`/v1/${familyResource(family)}/${doc.id}/${action.path}`);
          await Promise.all([client.invalidateQueries({ queryKey: docKeys.all(family) }), client.invalidateQueries({ queryKey: docKeys.all(action.target) })]);
          notifySuccess(t(`${key}.done`, { oznaka: doc.oznaka }));
          navigate(docPaths.doc(action.target, doc.vSubDoc, id));
        } catch (err) {
          notifyError(err, t(`family.${family}.resource`));
        }
      },
    });

  return (
    <Button variant="light" onClick={run} disabled={dirty} title={dirty ? t('action.lock-save-first') : undefined} data-testid={`doc-action-${action.key}`}>
      {t(`${key}.label`)}
    </Button>
  );
}

/** A link to the document another one names (nothing while it names none). */
export function DocLink({ link, doc, textKey, testId }: { link: DocLinkSpec; doc: DocRow; textKey?: string; testId?: string }) {
  const { t } = useTranslation('documents');
  const id = valueAt(doc, link.idField);
  if (typeof id !== 'number') return null;
  return (
    <Group gap={4} data-testid={testId ?? `doc-link-${link.key}`}>
      <Text size="sm">{t(textKey ?? `docLink.${link.key}`)}</Text>
      <Anchor component={Link} to={docPaths.doc(link.target, String((link.subTypeField && valueAt(doc, link.subTypeField)) ?? doc.vSubDoc), id)} size="sm">
        {String(valueAt(doc, link.labelField) ?? id)}
      </Anchor>
    </Group>
  );
}
