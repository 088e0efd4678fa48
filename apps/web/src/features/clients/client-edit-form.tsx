import { Card, SimpleGrid, Stack } from '@mantine/core';
import { komMainInput, type KomMain } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useLeaveGuard } from '../../shared/ui/leave-guard';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useSaveKomMain } from './api';
import { CardHeader } from './card-header';
import { ClientDetailsFields, ClientTaxFields } from './client-fields';
import { useClientTypes } from './client-types';
import { clientValues } from './client-values';

export interface ClientEditFormProps {
  client: KomMain;
  /** The card whose edit button was pressed: its first field gets the focus. */
  focus: 'details' | 'tax';
  onDone: () => void;
}

/**
 * The details and tax cards as one form: the tax fields follow the type chosen in the details,
 * and a bad identifier is shown on its field whichever card it is in.
 */
export function ClientEditForm({ client, focus, onDone }: ClientEditFormProps) {
  const { t } = useTranslation('clients');
  const save = useSaveKomMain();
  const { types } = useClientTypes();
  const { notifySuccess } = useToasts('clients');
  const { form, formProps, generalError, submitting } = useSchemaForm(komMainInput, clientValues(client), {
    ns: 'clients',
    onSubmit: async (body) => {
      await save.mutateAsync({ id: client.id, body });
      notifySuccess(t('client.saved'));
      onDone();
    },
  });
  // Changes on the page itself: leaving it (Esc follows the list link) asks first; Cancel does not.
  useLeaveGuard(form.isDirty());
  // A type the config no longer lists is still this client's type.
  const typeChoices = types.includes(client.vKom) ? types : [client.vKom, ...types];

  return (
    <form {...formProps} data-testid="client-edit-form">
      <Stack gap="md">
        <FormError error={generalError} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Card withBorder padding="lg">
            <CardHeader title={t('card.details')} />
            <ClientDetailsFields form={form} types={typeChoices} autoFocus={focus === 'details'} />
          </Card>
          <Card withBorder padding="lg">
            <CardHeader title={t('card.tax')} />
            <ClientTaxFields form={form} autoFocus={focus === 'tax'} />
          </Card>
        </SimpleGrid>
        <FormActions onCancel={onDone} submitting={submitting} saveTestId="client-save" cancelTestId="client-cancel" />
      </Stack>
    </form>
  );
}
