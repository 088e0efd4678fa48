import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { komKontaktInput } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useDeleteKomKontakt, useSaveKomKontakt, type KomKontakt } from './api';

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
  const { notifySuccess, notifyError } = useToasts('clients');
  const confirmAction = useConfirmAction();

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
    confirmAction({
      title: t('contact.delete.title'),
      body: t('contact.delete.body', { name: target.ime }),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(target.id);
          notifySuccess(t('contact.deleted'));
          onDone();
        } catch (err) {
          notifyError(err, t('contact.resource'));
        }
      },
    });

  return (
    <form {...formProps}>
      <Stack gap="sm">
        {/* komId has no input: a 422 on it (the client is gone) is shown above the fields. */}
        <FormError error={generalError ?? (form.getInputProps('komId').error as string | undefined)} />
        <TextInput label={t('contact.field.ime')} withAsterisk data-autofocus {...form.getInputProps('ime')} />
        <Group grow align="flex-start">
          <TextInput label={t('field.telefon')} type="tel" {...form.getInputProps('telefon')} />
          <TextInput label={t('field.mobilni')} type="tel" {...form.getInputProps('mobilni')} />
        </Group>
        <TextInput label={t('field.email')} type="email" {...form.getInputProps('email')} />
        <Textarea label={t('contact.field.napomena')} autosize minRows={2} maxRows={5} {...form.getInputProps('napomena')} />
        <Group justify="space-between" mt="sm">
          <div>
            {contact && (
              <Button variant="light" color="red" onClick={() => askDelete(contact)} data-testid="contact-delete">
                {t('form.delete', { ns: 'ui' })}
              </Button>
            )}
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel', { ns: 'ui' })}
            </Button>
            <Button type="submit" loading={submitting} data-testid="contact-save">
              {t('form.save', { ns: 'ui' })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
