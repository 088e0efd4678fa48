import { Grid, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { osMainInput, type OsMain } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../shared/form/date-field';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { MoneyInput } from '../../shared/ui/scaled-input';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useSaveAsset } from './api';

export interface FixedAssetFormProps {
  /** The asset to edit; null for a new one. */
  asset: OsMain | null;
  onDone: () => void;
  onCancel: () => void;
}

type Values = {
  invBroj: string;
  naziv: string;
  konto: string;
  kontoIspravke: string;
  poreskaGrupa: number | null;
  datumNabavke: string;
  nabavnaVrednost: number | null;
  datumUpotrebe: string;
  vekMeseci: number | null;
  stopa: number | null;
  lokacija: string;
  odgovornoLice: string;
  izvorDokument: string;
  otvaranjeDatum: string | null;
  otvaranjeIspravka: number | null;
};

const GROUPS = ['1', '2', '3', '4', '5'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V'];

/** An asset of the register: its number, name, accounts, tax group, cost and dates, useful life, where it is; the opening figures of one taken over. */
export function FixedAssetForm({ asset, onDone, onCancel }: FixedAssetFormProps) {
  const { t } = useTranslation('fixedAssets');
  const save = useSaveAsset();
  const { notifySuccess } = useToasts('fixedAssets');
  const initial: Values = {
    invBroj: asset?.invBroj ?? '',
    naziv: asset?.naziv ?? '',
    konto: asset?.konto ?? '',
    kontoIspravke: asset?.kontoIspravke ?? '',
    poreskaGrupa: asset?.poreskaGrupa ?? null,
    datumNabavke: asset?.datumNabavke ?? '',
    nabavnaVrednost: asset?.nabavnaVrednost ?? null,
    datumUpotrebe: asset?.datumUpotrebe ?? '',
    vekMeseci: asset?.vekMeseci ?? null,
    stopa: asset?.stopa ?? null,
    lokacija: asset?.lokacija ?? '',
    odgovornoLice: asset?.odgovornoLice ?? '',
    izvorDokument: asset?.izvorDokument ?? '',
    otvaranjeDatum: asset?.otvaranjeDatum ?? null,
    otvaranjeIspravka: asset?.otvaranjeIspravka ?? 0,
  };
  const { form, formProps, generalError, submitting } = useSchemaForm(osMainInput, initial, {
    ns: 'fixedAssets',
    onSubmit: async (body) => {
      await save.mutateAsync({ id: asset?.id, body });
      notifySuccess(t('saved'));
      onDone();
    },
  });
  const date = (name: 'datumNabavke' | 'datumUpotrebe' | 'otvaranjeDatum') => ({
    ...form.getInputProps(name),
    value: form.values[name] ?? '',
    onChange: (value: string) => form.setFieldValue(name, name === 'otvaranjeDatum' && value === '' ? null : value),
  });

  return (
    <form {...formProps}>
      <Stack gap="sm">
        <FormError error={generalError} />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label={t('field.invBroj')} withAsterisk data-autofocus data-testid="asset-invBroj" {...form.getInputProps('invBroj')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label={t('field.naziv')} withAsterisk data-testid="asset-naziv" {...form.getInputProps('naziv')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label={t('field.konto')} withAsterisk inputMode="numeric" maxLength={12} data-testid="asset-konto" {...form.getInputProps('konto')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label={t('field.kontoIspravke')} description={t('field.kontoIspravkeHint')} inputMode="numeric" maxLength={12} {...form.getInputProps('kontoIspravke')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t('field.poreskaGrupa')}
              withAsterisk
              data={GROUPS.map((g, i) => ({ value: g, label: ROMAN[i]! }))}
              {...form.getInputProps('poreskaGrupa')}
              value={form.values.poreskaGrupa === null ? null : String(form.values.poreskaGrupa)}
              onChange={(v) => form.setFieldValue('poreskaGrupa', v === null ? null : Number(v))}
              data-testid="asset-poreskaGrupa"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <DateField label={t('field.datumNabavke')} withAsterisk data-testid="asset-datumNabavke" {...date('datumNabavke')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MoneyInput label={t('field.nabavnaVrednost')} withAsterisk data-testid="asset-nabavnaVrednost" {...form.getInputProps('nabavnaVrednost')} value={form.values.nabavnaVrednost} onChange={(v) => form.setFieldValue('nabavnaVrednost', v)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <DateField label={t('field.datumUpotrebe')} withAsterisk data-testid="asset-datumUpotrebe" {...date('datumUpotrebe')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput label={t('field.vekMeseci')} min={1} max={1200} allowDecimal={false} data-testid="asset-vekMeseci" {...form.getInputProps('vekMeseci')} value={form.values.vekMeseci ?? ''} onChange={(v) => form.setFieldValue('vekMeseci', typeof v === 'number' ? v : null)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput label={t('field.stopa')} description={t('field.stopaHint')} min={0.01} max={100} decimalScale={2} {...form.getInputProps('stopa')} value={form.values.stopa === null ? '' : form.values.stopa / 100} onChange={(v) => form.setFieldValue('stopa', typeof v === 'number' ? Math.round(v * 100) : null)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label={t('field.izvorDokument')} {...form.getInputProps('izvorDokument')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('field.lokacija')} data-testid="asset-lokacija" {...form.getInputProps('lokacija')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('field.odgovornoLice')} {...form.getInputProps('odgovornoLice')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateField label={t('field.otvaranjeDatum')} clearable {...date('otvaranjeDatum')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyInput label={t('field.otvaranjeIspravka')} {...form.getInputProps('otvaranjeIspravka')} value={form.values.otvaranjeIspravka} onChange={(v) => form.setFieldValue('otvaranjeIspravka', v ?? 0)} />
          </Grid.Col>
        </Grid>
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="asset-save" />
      </Stack>
    </form>
  );
}
