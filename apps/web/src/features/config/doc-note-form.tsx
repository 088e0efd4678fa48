import { Autocomplete, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { docNapomenaInput, vPromet } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from './form-actions';
import { docNotes, type DocNapomena } from './resources';

/** Document kinds and sub-types offered while typing; other values may be typed as well. */
const DOC_KINDS = ['fak', 'prn', 'knod', 'fis', 'ur', 'psr', 'niv', 'int', 'trn', 'prod'];
const SUB_TYPES = [...vPromet, 'fak-mp', 'fak-got', 'fak-usl', 'vp-mp', 'knod-duguje', 'knod-potrazuje'];

interface DocNoteFormProps {
  note: DocNapomena | null;
  onDone: () => void;
  onCancel: () => void;
}

export function DocNoteForm({ note, onDone, onCancel }: DocNoteFormProps) {
  const { t } = useTranslation('config');
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
          <Autocomplete label={t('docNotes.field.vDoc')} withAsterisk data={DOC_KINDS} {...form.getInputProps('vDoc')} data-testid="doc-note-vdoc" />
          <Autocomplete label={t('docNotes.field.vSubDoc')} withAsterisk data={SUB_TYPES} {...form.getInputProps('vSubDoc')} data-testid="doc-note-vsubdoc" />
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
