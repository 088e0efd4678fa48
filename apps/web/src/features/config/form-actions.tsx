import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';

interface FormActionsProps {
  onCancel: () => void;
  submitting: boolean;
  saveTestId: string;
  /** The submit button's text when it does more than save ('Send invitation'). */
  saveLabel?: string;
  /** A button on the left (Delete). */
  start?: ReactNode;
}

/** Cancel and Save under a form. */
export function FormActions({ onCancel, submitting, saveTestId, saveLabel, start }: FormActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <Group justify="space-between" mt="sm">
      <div>{start}</div>
      <Group gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={submitting} data-testid={saveTestId}>
          {saveLabel ?? t('form.save')}
        </Button>
      </Group>
    </Group>
  );
}

/** A refusal of the action itself (403 not allowed, 409 state conflict), not of what was typed. */
export const isRefusal = (err: unknown): err is ApiError => err instanceof ApiError && (err.status === 403 || err.status === 409);

/**
 * Runs a form's save; a 403 or 409 becomes a translated toast and the form stays open, anything
 * else (a 422 and its field errors) goes back to the form.
 */
export async function toastRefusals(run: () => Promise<unknown>, notifyError: (err: unknown, resource?: string) => void, resource = ''): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!isRefusal(err)) throw err;
    notifyError(err, resource);
  }
}
