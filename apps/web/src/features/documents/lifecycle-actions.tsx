import { Button, Group } from '@mantine/core';
import type { DocStatus } from '@knjige/contract';
import { canTransition } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { shortcutProps, WithShortcut } from '../../shared/ui/shortcuts';

export interface LifecycleActionsProps {
  /** the saved document's status; null while it is not saved yet */
  status: DocStatus | null;
  /** the family books its documents (lock, storno); a pro-forma only saves */
  lifecycle?: boolean;
  /** unsaved header changes: save them before booking */
  dirty?: boolean;
  saving?: boolean;
  /** a lock or storno is on its way: neither can be asked for again */
  busy?: boolean;
  onLock: () => void;
  onStorno: () => void;
  /** what storno is called in this family (bank statements: delete, docs/domain.md#states-and-defaults) */
  stornoLabel?: string;
}

/**
 * Save (the form's submit), lock and storno (docs/domain.md#states-and-defaults): only a draft is saved or locked; storno
 * until the document is storno. Lock and storno appear once the document exists, in a family
 * that books its documents.
 */
export function LifecycleActions({ status, lifecycle = true, dirty = false, saving = false, busy = false, onLock, onStorno, stornoLabel }: LifecycleActionsProps) {
  const { t } = useTranslation('documents');
  const canSave = (status === null || status === 'draft') && !busy;
  const canLock = status !== null && canTransition(status, 'locked') && !dirty && !busy && !saving;
  const canStorno = status !== null && canTransition(status, 'storno') && !busy && !saving;
  return (
    <Group gap="xs">
      <WithShortcut action="save" label={t('action.save')}>
        <Button type="submit" loading={saving} disabled={!canSave} data-testid="doc-save" {...shortcutProps('save')}>
          {t('action.save')}
        </Button>
      </WithShortcut>
      {status !== null && lifecycle && (
        <>
          <WithShortcut action="lock" label={t('action.lock')}>
            <Button
              variant="light"
              onClick={onLock}
              disabled={!canLock}
              title={dirty && status === 'draft' ? t('action.lock-save-first') : undefined}
              data-testid="doc-lock"
              {...shortcutProps('lock')}
            >
              {t('action.lock')}
            </Button>
          </WithShortcut>
          <Button variant="light" color="red" onClick={onStorno} disabled={!canStorno} data-testid="doc-storno">
            {stornoLabel ?? t('action.storno')}
          </Button>
        </>
      )}
    </Group>
  );
}
