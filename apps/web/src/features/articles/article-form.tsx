import { Center, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { artMainInput, type ArtMain, type VArtikl } from '@knjige/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { artGrupaComboSource, ArticleTypeSelect } from '../article-groups';
import { useArtMainInit, useDeleteArtMain, useSaveArtMain, useUnits, useVatRates, type ArtMainInit } from './api';

/** The form's own shape: selects are empty (null) until chosen; the schema makes them required. */
export interface ArticleFormValues extends Record<string, unknown> {
  vArtikl: VArtikl;
  grpId: number | null;
  intSifra: string;
  artNaziv: string;
  barkod: string;
  meraCode: string;
  pdvId: number | null;
}

export interface ArticleFormProps {
  /** The article to edit; null for a new one. */
  article: ArtMain | null;
  /** The type (and group, when the list is filtered by one) a new article gets. */
  defaultType: VArtikl;
  defaultGroupId?: number;
  types: VArtikl[];
  onDone: () => void;
  onCancel: () => void;
}

/** Edit the given article, or create one from the server's defaults (next code, default VAT). */
export function ArticleForm(props: ArticleFormProps) {
  const init = useArtMainInit(props.article === null);
  if (props.article) return <ArticleFormFields {...props} initial={valuesOf(props.article)} />;
  if (!init.data) {
    return (
      <Center h={120}>
        <Loader size="sm" />
      </Center>
    );
  }
  return <ArticleFormFields {...props} initial={newValues(init.data, props.defaultType, props.defaultGroupId)} />;
}

function valuesOf(article: ArtMain): ArticleFormValues {
  const { vArtikl, grpId, intSifra, artNaziv, barkod, meraCode, pdvId } = article;
  return { vArtikl, grpId, intSifra, artNaziv, barkod, meraCode, pdvId };
}

function newValues(init: ArtMainInit, vArtikl: VArtikl, grpId?: number): ArticleFormValues {
  return { vArtikl, grpId: grpId ?? null, intSifra: init.intSifra, artNaziv: '', barkod: init.barkod, meraCode: init.meraCode, pdvId: init.pdvId };
}

function ArticleFormFields({ article, types, onDone, onCancel, initial }: ArticleFormProps & { initial: ArticleFormValues }) {
  const { t } = useTranslation('articles');
  const save = useSaveArtMain();
  const remove = useDeleteArtMain();
  const units = useUnits();
  const vatRates = useVatRates();
  const { notifySuccess } = useToasts('articles');
  const confirmDelete = useConfirmedDelete('articles');

  const { form, formProps, generalError, submitting } = useSchemaForm(artMainInput, initial, {
    ns: 'articles',
    onSubmit: async (body) => {
      await save.mutateAsync({ id: article?.id, body });
      notifySuccess(t('article.saved'));
      onDone();
    },
  });
  const values = form.values;
  const groups = useMemo(() => artGrupaComboSource(values.vArtikl), [values.vArtikl]);

  const askDelete = (target: ArtMain) =>
    confirmDelete({
      title: t('article.delete.title'),
      body: t('article.delete.body', { name: target.artNaziv }),
      mutate: () => remove.mutateAsync(target.id),
      deletedText: t('article.deleted'),
      resource: t('article.resource'),
      onDone,
    });

  return (
    <form {...formProps}>
      <Stack gap="sm">
        <FormError error={generalError} />
        <ArticleTypeSelect
          label={t('field.vArtikl')}
          types={types}
          {...form.getInputProps('vArtikl')}
          value={values.vArtikl}
          onChange={(next) => {
            // Groups belong to one type: a group of the old type no longer fits.
            if (next !== values.vArtikl) form.setFieldValue('grpId', null);
            form.setFieldValue('vArtikl', next);
          }}
        />
        <PagedCombo
          label={t('field.grpId')}
          withAsterisk
          source={groups}
          {...form.getInputProps('grpId')}
          value={values.grpId}
          onChange={(id) => form.setFieldValue('grpId', id)}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('field.intSifra')}
            withAsterisk
            {...form.getInputProps('intSifra')}
            onChange={(event) => {
              const code = event.currentTarget.value;
              // The barcode follows the code while it is empty or still equal to it.
              if (values.barkod === '' || values.barkod === values.intSifra) form.setFieldValue('barkod', code);
              form.setFieldValue('intSifra', code);
            }}
          />
          <TextInput label={t('field.barkod')} {...form.getInputProps('barkod')} />
        </Group>
        <TextInput label={t('field.artNaziv')} withAsterisk data-autofocus {...form.getInputProps('artNaziv')} />
        <Group grow align="flex-start">
          <Select
            label={t('field.meraCode')}
            withAsterisk
            searchable
            allowDeselect={false}
            data={(units.data ?? []).map((unit) => ({ value: unit.code, label: `${unit.code} – ${unit.name}` }))}
            {...form.getInputProps('meraCode')}
            value={values.meraCode || null}
            onChange={(code) => form.setFieldValue('meraCode', code ?? '')}
          />
          <Select
            label={t('field.pdvId')}
            withAsterisk
            allowDeselect={false}
            data={(vatRates.data ?? []).map((rate) => ({ value: String(rate.id), label: rate.opis }))}
            {...form.getInputProps('pdvId')}
            value={values.pdvId === null ? null : String(values.pdvId)}
            onChange={(id) => form.setFieldValue('pdvId', id ? Number(id) : null)}
          />
        </Group>
        <FormActions
          onCancel={onCancel}
          submitting={submitting}
          saveTestId="article-save"
          delete={article && { onDelete: () => askDelete(article), testId: 'article-delete' }}
        />
      </Stack>
    </form>
  );
}
