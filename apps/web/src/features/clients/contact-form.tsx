import { Group, Stack, TextInput, Textarea } from '@mantine/core';
import { komKontaktInput } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useDeleteKomKontakt, useSaveKomKontakt, type KomKontakt } from './api';
import { fieldError } from '../../shared/form/field-error';

export interface ContactFormProps {
  komId: number;
  /** The contact to edit; null for a new one. */
  contact: KomKontakt | null;
  onDone: () => void;
  onCancel: () => void;
}

export function ContactForm({ komId, contact, onDone, onCancel }: ContactFormProps) {
  const { t } = useTranslation('clients');
  const save = useSaveKomKontakt();
  const remove = useDeleteKomKontakt();
  const { notifySuccess } = useToasts('clients');
  const confirmDelete = useConfirmedDelete('clients');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    komKontaktInput,
    {
      komId,
      ime: contact?.ime ?? '',
      telefon: contact?.telefon ?? '',
      mobilni: contact?.mobilni ?? '',
      email: contact?.email ?? '',
      napomena: contact?.napomena ?? '',
    },
    {
      ns: 'clients',
      onSubmit: async (body) => {
        await save.mutateAsync({ id: contact?.id, body });
        notifySuccess(t('contact.saved'));
        onDone();
      },
    },
  );

  const askDelete = (target: KomKontakt) =>
    confirmDelete({
      title: t('contact.delete.title'),
      body: t('contact.delete.body', { name: target.ime }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('contact.deleted'),
      resource: t('contact.resource'),
      onDone,
    });

  return (
    <form {...formProps}>
      <Stack gap="sm">
        {/* komId has no input: a 422 on it (the client is gone) is shown above the fields. */}
        <FormError error={generalError ?? fieldError(form, 'komId')} />
        <TextInput label={t('contact.field.ime')} withAsterisk data-autofocus {...form.getInputProps('ime')} />
        <Group grow align="flex-start">
          <TextInput label={t('field.telefon')} type="tel" {...form.getInputProps('telefon')} />
          <TextInput label={t('field.mobilni')} type="tel" {...form.getInputProps('mobilni')} />
        </Group>
        <TextInput label={t('field.email')} type="email" {...form.getInputProps('email')} />
        <Textarea label={t('contact.field.napomena')} autosize minRows={2} maxRows={5} {...form.getInputProps('napomena')} />
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="contact-save"
          delete={contact && { onDelete: () => askDelete(contact), testId: 'contact-delete' }}
        />
      </Stack>
    </form>
  );
}
