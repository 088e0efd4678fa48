import { List, Stack, Text } from '@mantine/core';
import type { DocFamily } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { focusWhenReady, pageTitle } from '../../shared/ui/focus';
import { showWarning, useToasts } from '../../shared/ui/toasts';
import { useLockDoc, useStornoDoc } from './api';
import { docPaths } from '../../shared/documents/paths';
import { shortfallsOf, type Shortfall } from './stock-shortfall';
import type { DocRow } from './types';

/**
 * Lock (knjiženje) and storno behind their confirmations (docs/domain.md#states-and-defaults, docs/domain.md#errors-and-messages). A refusal is a toast in
 * the user's language; a stock shortfall also stays on the page with each article. After storno
 * the user goes back to the list (its storno tab, where the document now is).
 */
export function useLifecycle(family: DocFamily, doc: DocRow | null) {
  const { t } = useTranslation('documents');
  const confirmAction = useConfirmAction();
  const { notifySuccess, notifyError } = useToasts('documents');
  const navigate = useNavigate();
  const lock = useLockDoc(family);
  const storno = useStornoDoc(family);
  const [shortfalls, setShortfalls] = useState<Shortfall[] | null>(null);
  // Lock and storno wait while either is on its way (docs/domain.md#states-and-defaults: one action at a time).
  const busy = lock.isPending || storno.isPending;
  const resource = t(`family.${family}.resource`);
  // A family may call storno otherwise (bank statements: delete, docs/domain.md#states-and-defaults): its own texts first.
  const stornoText = (key: string, values?: Record<string, string>) => t([`family.${family}.${key}`, key], values);
  const stornoLabel = stornoText('action.storno');

  const fail = (err: unknown) => {
    setShortfalls(shortfallsOf(err));
    notifyError(err, resource);
  };

  const askLock = () => {
    if (!doc || busy) return;
    confirmAction({
      title: t('lock.title'),
      body: t('lock.body', { oznaka: doc.oznaka }),
      confirmLabel: t('action.lock'),
      onConfirm: async () => {
        setShortfalls(null);
        try {
          const locked = await lock.mutateAsync(doc.id);
          notifySuccess(t('lock.done', { oznaka: doc.oznaka }));
          for (const key of locked?.warnings ?? []) showWarning(t(key));
          // The actions are disabled now; the title (with the new status) keeps the keyboard's place.
          focusWhenReady(pageTitle, { whenLost: true, timeoutMs: 3000 });
        } catch (err) {
          fail(err);
        }
      },
    });
  };

  const askStorno = () => {
    if (!doc || busy) return;
    confirmAction({
      title: stornoText('storno.title'),
      body: (
        <Stack gap={4}>
          <Text size="sm">{stornoText('storno.body', { oznaka: doc.oznaka })}</Text>
          <List size="sm" c="red">
            <List.Item>{t('storno.warning-postings')}</List.Item>
            <List.Item>{t('storno.warning-final')}</List.Item>
          </List>
        </Stack>
      ),
      confirmLabel: stornoLabel,
      danger: true,
      onConfirm: async () => {
        setShortfalls(null);
        try {
          await storno.mutateAsync(doc.id);
          notifySuccess(stornoText('storno.done', { oznaka: doc.oznaka }));
          navigate(`${docPaths.list(family, doc.vSubDoc)}?status=storno`);
        } catch (err) {
          fail(err);
        }
      },
    });
  };

  return { askLock, askStorno, stornoLabel, busy, shortfalls, clearShortfalls: () => setShortfalls(null) };
}
