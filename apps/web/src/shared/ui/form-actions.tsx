import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortcutProps, WithShortcut } from './shortcuts';

export interface FormActionsProps {
  onCancel: () => void;
  submitting: boolean;
  saveTestId: string;
  /** The submit button's text when it does more than save ('Send invitation'). */
  saveLabel?: string;
  cancelTestId?: string;
  /** A red Delete button on the left, for a form that edits an existing row. */
  delete?: { onDelete: () => void; testId: string } | null | false;
}

/** The footer of a form: Delete (when given) on the left, Cancel and Save on the right. */
export function FormActions({ onCancel, submitting, saveTestId, saveLabel, cancelTestId, delete: deleteAction }: FormActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <Group justify="space-between" mt="sm">
      <div>
        {deleteAction && (
          <Button variant="light" color="red" onClick={deleteAction.onDelete} data-testid={deleteAction.testId}>
            {t('form.delete')}
          </Button>
        )}
      </div>
      <Group gap="xs">
        <Button variant="default" onClick={onCancel} data-testid={cancelTestId}>
          {t('form.cancel')}
        </Button>
        <WithShortcut action="save" label={saveLabel ?? t('form.save')}>
          <Button type="submit" loading={submitting} data-testid={saveTestId} {...shortcutProps('save')}>
            {saveLabel ?? t('form.save')}
          </Button>
        </WithShortcut>
      </Group>
    </Group>
  );
}
