import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { VKom, komMainInput, z } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { ScaledInput } from '../../shared/ui/scaled-input';
import { CountrySelect } from './country-select';
import { komMestoComboSource } from '../places';
import { ClientTypeSelect } from './client-types';
import { isFlag, taxFields, taxLabelKey, type ClientFormValues } from './client-values';
import { isAbroad } from '@knjige/domain';

export type ClientForm = UseFormReturnType<ClientFormValues, z.output<typeof komMainInput>>;

/** The details of a client: type, codes and names, place and address, phones, e-mail, web, GLN. */
export function ClientDetailsFields({ form, types, autoFocus }: { form: ClientForm; types: readonly VKom[]; autoFocus?: boolean }) {
  const { t } = useTranslation('clients');
  const values = form.values;
  return (
    <Stack gap="sm">
      <ClientTypeSelect
        label={t('field.vKom')}
        types={types}
        {...form.getInputProps('vKom')}
        value={values.vKom}
        onChange={(next) => form.setFieldValue('vKom', next)}
        data-testid="client-type"
      />
      <Group grow align="flex-start">
        <TextInput label={t('field.sifra')} withAsterisk data-autofocus autoFocus={autoFocus} {...form.getInputProps('sifra')} />
        <TextInput
          label={t('field.intNaziv')}
          withAsterisk
          {...form.getInputProps('intNaziv')}
          onChange={(event) => {
            const name = event.currentTarget.value;
            // The full name follows the short one while it is empty or still equal to it.
            if (values.naziv === '' || values.naziv === values.intNaziv) form.setFieldValue('naziv', name);
            form.setFieldValue('intNaziv', name);
          }}
        />
      </Group>
      <TextInput label={t('field.naziv')} withAsterisk {...form.getInputProps('naziv')} />
      <CountrySelect
        label={t('field.drzava')}
        withAsterisk
        {...form.getInputProps('drzava')}
        value={values.drzava}
        onChange={(code) => form.setFieldValue('drzava', code)}
        data-testid="client-drzava"
      />
      <PagedCombo
        label={t('field.mestoId')}
        placeholder={t('place.pick')}
        clearable
        source={komMestoComboSource}
        {...form.getInputProps('mestoId')}
        value={values.mestoId}
        onChange={(id, row) => {
          form.setFieldValue('mestoId', id);
          // Choosing a place fills the postcode and place name the documents print.
          if (row) {
            form.setFieldValue('postcode', row.postcode);
            form.setFieldValue('mesto', row.naziv);
          }
        }}
        data-testid="client-place"
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('field.postcode')}
          withAsterisk
          {...form.getInputProps('postcode')}
          onChange={(event) => {
            // Typed by hand, the address no longer is the chosen place.
            form.setFieldValue('mestoId', null);
            form.setFieldValue('postcode', event.currentTarget.value);
          }}
        />
        <TextInput
          label={t('field.mesto')}
          withAsterisk
          {...form.getInputProps('mesto')}
          onChange={(event) => {
            form.setFieldValue('mestoId', null);
            form.setFieldValue('mesto', event.currentTarget.value);
          }}
        />
      </Group>
      <TextInput label={t('field.adresa')} withAsterisk {...form.getInputProps('adresa')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('field.telefon')} type="tel" {...form.getInputProps('telefon')} />
        <TextInput label={t('field.mobilni')} type="tel" {...form.getInputProps('mobilni')} />
        <TextInput label={t('field.email')} type="email" {...form.getInputProps('email')} />
        <TextInput label={t('field.web')} {...form.getInputProps('web')} />
        <TextInput label={t('field.gln')} {...form.getInputProps('gln')} />
        <ScaledInput
          scale={0}
          label={t('field.rokPlacanjaDana')}
          description={t('field.rokPlacanjaDana-hint')}
          {...form.getInputProps('rokPlacanjaDana')}
          value={values.rokPlacanjaDana}
          onChange={(days) => form.setFieldValue('rokPlacanjaDana', days)}
          data-testid="client-rokPlacanjaDana"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The tax and registry fields of the client's current type (they change with the type). */
export function ClientTaxFields({ form, autoFocus }: { form: ClientForm; autoFocus?: boolean }) {
  const { t } = useTranslation('clients');
  const { vKom } = form.values;
  const fields = taxFields(form.values);
  const texts = fields.filter((field) => !isFlag(field));
  const flags = fields.filter(isFlag);
  return (
    <Stack gap="sm" data-testid="client-tax-fields" data-type={vKom} data-country={form.values.drzava}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {texts.map((field, index) => {
          const props = form.getInputProps(field);
          // The schema reports a bad personal id of a private person under `pib`: say JMBG.
          const error = field === 'pib' && vKom === 'kupac' && form.errors.pib === 'error.pib.invalid' ? t('error.jmbg.invalid') : props.error;
          const digits = !isAbroad(form.values.drzava) && field !== 'pdvBroj';
          return <TextInput key={field} autoFocus={autoFocus && index === 0} label={t(taxLabelKey(field, form.values))} inputMode={digits ? 'numeric' : undefined} {...props} error={error} data-testid={`client-${field}`} />;
        })}
      </SimpleGrid>
      {flags.length > 0 && (
        <Group gap="lg">
          {flags.map((field) => (
            <Checkbox key={field} label={t(`field.${field}`)} {...form.getInputProps(field, { type: 'checkbox' })} data-testid={`client-${field}`} />
          ))}
        </Group>
      )}
    </Stack>
  );
}
