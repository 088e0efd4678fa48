import { Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { ALL_SUB_TYPES, docFamilies, docNapomenaInput, familyOf, familyRegistry, subTypeValues } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { docNotes, type DocNapomena } from './resources';

/** The sub-types a note can be for: every one of the family's, or one of them. */
function subTypeOptions(vDoc: string): string[] {
  const family = familyOf(vDoc);
  return family ? [ALL_SUB_TYPES, ...subTypeValues(familyRegistry[family])] : [ALL_SUB_TYPES];
}

interface DocNoteFormProps {
  note: DocNapomena | null;
  onDone: () => void;
  onCancel: () => void;
}

export function DocNoteForm({ note, onDone, onCancel }: DocNoteFormProps) {
  const { t } = useTranslation(['config', 'documents']);
  const save = docNotes.useSave();
  const remove = docNotes.useRemove();
  const { notifySuccess, notifyError } = useToasts('config');
  const confirmDelete = useConfirmedDelete('config');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    docNapomenaInput,
    { komId: note?.komId ?? null, vDoc: note?.vDoc ?? '', vSubDoc: note?.vSubDoc ?? '', naziv: note?.naziv ?? '', napomena: note?.napomena ?? '' },
    {
      ns: 'config',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await save.mutateAsync({ id: note?.id, body });
            notifySuccess(t('docNotes.saved'));
            onDone();
          },
          notifyError,
          t('docNotes.resource'),
        ),
    },
  );

  const askDelete = (target: DocNapomena) =>
    confirmDelete({
      title: t('docNotes.delete.title'),
      body: t('docNotes.delete.body', { name: target.naziv }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('docNotes.deleted'),
      resource: t('docNotes.resource'),
      onDone,
    });

  return (
    <form {...formProps} data-testid="doc-note-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('docNotes.field.naziv')} withAsterisk data-autofocus {...form.getInputProps('naziv')} data-testid="doc-note-naziv" />
        <Group grow align="flex-start">
          <Select
            label={t('docNotes.field.vDoc')}
            withAsterisk
            data={docFamilies.map((family) => ({ value: family, label: t(`family.${family}.title`, { ns: 'documents' }) }))}
            {...form.getInputProps('vDoc')}
            onChange={(value) => {
              form.setFieldValue('vDoc', value ?? '');
              if (!subTypeOptions(value ?? '').includes(form.values.vSubDoc)) form.setFieldValue('vSubDoc', ALL_SUB_TYPES);
            }}
            data-testid="doc-note-vdoc"
          />
          <Select
            label={t('docNotes.field.vSubDoc')}
            withAsterisk
            data={subTypeOptions(form.values.vDoc).map((sub) => ({
              value: sub,
              label: sub === ALL_SUB_TYPES ? t('docNotes.allSubTypes') : t(`sub.${sub}`, { ns: 'documents' }),
            }))}
            {...form.getInputProps('vSubDoc')}
            data-testid="doc-note-vsubdoc"
          />
        </Group>
        <Textarea label={t('docNotes.field.napomena')} autosize minRows={4} maxRows={12} {...form.getInputProps('napomena')} data-testid="doc-note-napomena" />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="doc-note-save"
          delete={note && { onDelete: () => askDelete(note), testId: 'doc-note-delete' }}
        />
      </Stack>
    </form>
  );
}
