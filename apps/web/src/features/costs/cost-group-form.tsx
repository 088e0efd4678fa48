import { Stack, TextInput, Textarea } from '@mantine/core';
import { trosakGrupaInput, type TrosakGrupa } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useSaveTrosakGrupa } from './api';

export interface CostGroupFormProps {
  /** The group to edit; null for a new one. */
  group: TrosakGrupa | null;
  /** After a save, with the group's id (a new group's id lets the caller preselect it). */
  onDone: (id: number) => void;
  onCancel: () => void;
  /** Focus the name at once (the form replaced another one in an open modal). */
  autoFocus?: boolean;
}

export function CostGroupForm({ group, onDone, onCancel, autoFocus }: CostGroupFormProps) {
  const { t } = useTranslation('costs');
  const save = useSaveTrosakGrupa();
  const { notifySuccess } = useToasts('costs');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    trosakGrupaInput,
    { naziv: group?.naziv ?? '', opis: group?.opis ?? '' },
    {
      ns: 'costs',
      onSubmit: async (body) => {
        const { id } = await save.mutateAsync({ id: group?.id, body });
        notifySuccess(t('group.saved'));
        onDone(id);
      },
    },
  );

  return (
    <form {...formProps}>
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('field.naziv')} withAsterisk data-autofocus autoFocus={autoFocus} {...form.getInputProps('naziv')} />
        <Textarea label={t('field.opis')} autosize minRows={2} maxRows={6} {...form.getInputProps('opis')} />
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="cost-group-save" />
      </Stack>
    </form>
  );
}
