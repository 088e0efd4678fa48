import { Stack, TextInput } from '@mantine/core';
import { artGrupaInput, type ArtGrupa, type VArtikl } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useDeleteArtGrupa, useSaveArtGrupa } from './api';
import { ArticleTypeSelect } from './article-types';

export interface ArticleGroupFormProps {
  /** The group to edit; null for a new one. */
  group: ArtGrupa | null;
  /** The type a new group gets (the list's current type). */
  defaultType: VArtikl;
  types: VArtikl[];
  /** After a save or delete; the modal closes. */
  onDone: () => void;
  onCancel: () => void;
}

export function ArticleGroupForm({ group, defaultType, types, onDone, onCancel }: ArticleGroupFormProps) {
  const { t } = useTranslation('articles');
  const save = useSaveArtGrupa();
  const remove = useDeleteArtGrupa();
  const { notifySuccess } = useToasts('articles');
  const confirmDelete = useConfirmedDelete('articles');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    artGrupaInput,
    { vArtikl: group?.vArtikl ?? defaultType, grpSifra: group?.grpSifra ?? '', grpNaziv: group?.grpNaziv ?? '' },
    {
      ns: 'articles',
      onSubmit: async (body) => {
        await save.mutateAsync({ id: group?.id, body });
        notifySuccess(t('group.saved'));
        onDone();
      },
    },
  );

  const askDelete = (target: ArtGrupa) =>
    confirmDelete({
      title: t('group.delete.title'),
      body: t('group.delete.body', { name: target.grpNaziv }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('group.deleted'),
      // A group its articles use is a 409 whose message says so.
      resource: t('group.resource'),
      onDone,
    });

  return (
    <form {...formProps}>
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('field.grpNaziv')} withAsterisk data-autofocus {...form.getInputProps('grpNaziv')} />
        <TextInput label={t('field.grpSifra')} withAsterisk {...form.getInputProps('grpSifra')} />
        <ArticleTypeSelect
          label={t('field.vArtikl')}
          types={types}
          {...form.getInputProps('vArtikl')}
          value={form.values.vArtikl}
          onChange={(value) => form.setFieldValue('vArtikl', value)}
        />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="article-group-save"
          delete={group && { onDelete: () => askDelete(group), testId: 'article-group-delete' }}
        />
      </Stack>
    </form>
  );
}
