import { Group, Stack, TextInput } from '@mantine/core';
import { komMestoInput, type KomMesto } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useDeleteKomMesto, useSaveKomMesto } from './api';

/** The country a new place starts with: nearly every place of a Serbian company is in Serbia. */
export const DEFAULT_COUNTRY = 'Srbija';

export interface PlaceFormProps {
  /** The place to edit; null for a new one. */
  place: KomMesto | null;
  onDone: () => void;
  onCancel: () => void;
}

export function PlaceForm({ place, onDone, onCancel }: PlaceFormProps) {
  const { t } = useTranslation('clients');
  const save = useSaveKomMesto();
  const remove = useDeleteKomMesto();
  const { notifySuccess } = useToasts('clients');
  const confirmDelete = useConfirmedDelete('clients');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    komMestoInput,
    { postcode: place?.postcode ?? '', naziv: place?.naziv ?? '', opstina: place?.opstina ?? '', drzava: place?.drzava ?? DEFAULT_COUNTRY },
    {
      ns: 'clients',
      onSubmit: async (body) => {
        await save.mutateAsync({ id: place?.id, body });
        notifySuccess(t('place.saved'));
        onDone();
      },
    },
  );

  const askDelete = (target: KomMesto) =>
    confirmDelete({
      title: t('place.delete.title'),
      body: t('place.delete.body', { name: `${target.postcode} ${target.naziv}` }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('place.deleted'),
      // A place clients live in is a 409 whose message says so.
      resource: t('place.resource'),
      onDone,
    });

  return (
    <form {...formProps}>
      <Stack gap="sm">
        <FormError error={generalError} />
        <Group grow align="flex-start">
          <TextInput label={t('place.field.postcode')} withAsterisk data-autofocus {...form.getInputProps('postcode')} />
          <TextInput label={t('place.field.naziv')} withAsterisk {...form.getInputProps('naziv')} />
        </Group>
        <TextInput label={t('place.field.opstina')} withAsterisk {...form.getInputProps('opstina')} />
        <TextInput label={t('place.field.drzava')} withAsterisk {...form.getInputProps('drzava')} />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="place-save"
          delete={place && { onDelete: () => askDelete(place), testId: 'place-delete' }}
        />
      </Stack>
    </form>
  );
}
