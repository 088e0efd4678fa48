import { Divider, Stack } from '@mantine/core';
import { komMainInput, type VKom } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useSaveKomMain } from './api';
import { ClientDetailsFields, ClientTaxFields } from './client-fields';
import { newClientValues } from './client-values';

export interface ClientCreateFormProps {
  defaultType: VKom;
  types: VKom[];
  /** After the 201, with the new client's id. */
  onCreated: (id: number) => void;
  onCancel: () => void;
}

/** A new client: the details and, under them, the tax data of the chosen type. */
export function ClientCreateForm({ defaultType, types, onCreated, onCancel }: ClientCreateFormProps) {
  const { t } = useTranslation('clients');
  const save = useSaveKomMain();
  const { notifySuccess } = useToasts('clients');
  const { form, formProps, generalError, submitting } = useSchemaForm(komMainInput, newClientValues(defaultType), {
    ns: 'clients',
    onSubmit: async (body) => {
      const { id } = await save.mutateAsync({ body });
      notifySuccess(t('client.saved'));
      onCreated(id);
    },
  });

  return (
    <form {...formProps} data-testid="client-create-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <ClientDetailsFields form={form} types={types} />
        <Divider label={t('card.tax')} labelPosition="left" mt="xs" />
        <ClientTaxFields form={form} />
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="client-save" />
      </Stack>
    </form>
  );
}
