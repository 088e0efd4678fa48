import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { lineKindOf } from '@knjige/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { enterMovesOn, enterPassesChoice } from '../../shared/ui/focus';
import { FormError } from '../../shared/ui/form-error';
import { useLeaveGuard } from '../../shared/ui/leave-guard';
import { shortcutProps, WithShortcut } from '../../shared/ui/shortcuts';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { docApi, useArtLookup, useDeleteItem, useSaveItem } from './api';
import { docKeys } from '../../shared/documents/doc-api';
import { ArticlePicker } from './article-picker';
import { ItemField } from './item-field';
import { docPaths } from '../../shared/documents/paths';
import type { DocRow, FamilyConfig, ItemFieldSpec, ItemRow, ItemValues } from './types';
import { useValueText, valueAt } from './values';
import { fieldError } from '../../shared/form/field-error';

/** docs/domain.md#constants: after an article is chosen, the quantity gets the focus 100 ms later. */
export const LOOKUP_FOCUS_DELAY_MS = 100;
/** docs/domain.md#states-and-defaults: a new item's quantity is 1 (in thousandths). */
export const DEFAULT_QUANTITY = 1000;

/** What a field holds until it is filled in. */
function emptyValue(field: ItemFieldSpec): number | string | null {
  switch (field.kind) {
    case 'qty':
      return field.required ? DEFAULT_QUANTITY : 0;
    case 'money':
    case 'percent':
      // Optional amounts (invoice price, discount) are 0 when not given, as the server keeps them.
      return field.required ? null : 0;
    case 'text':
      return '';
    default:
      return null;
  }
}

/** The form's values: an article line's article, then the family's fields. */
export function itemValues(config: FamilyConfig, item: ItemRow | null, vSubDoc: string): ItemValues {
  const values: ItemValues = lineKindOf(config.entry, vSubDoc) === 'article' ? { artId: item?.artId ?? null } : {};
  for (const field of config.itemFields) {
    const stored = item?.[field.name];
    values[field.name] = typeof stored === 'number' || typeof stored === 'string' ? stored : emptyValue(field);
    // an open item is named by its invoice's family beside its id
    if (field.kind === 'open-item') {
      const family = item?.[field.familyField];
      values[field.familyField] = typeof family === 'string' ? family : '';
    }
  }
  return values;
}

export interface ItemFormProps {
  config: FamilyConfig;
  doc: DocRow;
  item: ItemRow | null;
}

/**
 * One item of a document: an article line has the article (by code or from the list), then the
 * quantity and the prices; choosing the article reads it in the document's warehouse and fills in
 * what the family takes from there. Other lines have only their family's fields. Save returns to
 * the document; 'save and add new' opens an empty form.
 */
export function ItemForm({ config, doc, item }: ItemFormProps) {
  const { t } = useTranslation('documents');
  const text = useValueText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const save = useSaveItem(config.family, doc.id);
  const remove = useDeleteItem(config.family, doc.id);
  const { notifySuccess, notifyError } = useToasts('documents');
  const confirmDelete = useConfirmedDelete('documents');
  const next = useRef<'document' | 'new'>('document');
  const formRef = useRef<HTMLFormElement>(null);
  const readOnly = doc.status !== 'draft';
  const docPath = docPaths.doc(config.family, doc.vSubDoc, doc.id);
  const resource = t('item.resource');
  // Set below, once the form exists: moving on after a save or a delete is no leaving.
  const allowLeaveRef = useRef<() => void>(() => {});

  const { form, formProps, generalError, submitting } = useSchemaForm(config.itemSchema, itemValues(config, item, doc.vSubDoc), {
    ns: 'documents',
    onSubmit: async (body) => {
      try {
        await save.mutateAsync({ itemId: item?.id ?? null, body: { ...body, docId: doc.id } });
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) return notifyError(err, resource);
        throw err;
      }
      notifySuccess(t('item.saved'));
      allowLeaveRef.current();
      navigate(next.current === 'new' ? docPaths.newItem(config.family, doc.vSubDoc, doc.id) : docPath);
    },
  });
  allowLeaveRef.current = useLeaveGuard(!readOnly && form.isDirty()).allowLeave;
  const values = form.values;
  // The document's sub-type may have lines of another kind than the family's (the registry says).
  const lineKind = lineKindOf(config.entry, doc.vSubDoc);
  const articleLine = lineKind === 'article';
  const articleId = typeof values.artId === 'number' ? values.artId : null;
  const lookup = useArtLookup(config.family, doc.id, articleId);

  // Selected, so typing replaces the default or prefilled quantity.
  const focusQuantity = () =>
    setTimeout(() => {
      const input = form.getInputNode('kolicina');
      input?.focus();
      if (input instanceof HTMLInputElement) input.select();
    }, LOOKUP_FOCUS_DELAY_MS);

  const pick = async (artId: number | null) => {
    form.setFieldValue('artId', artId);
    if (artId === null) return;
    focusQuantity();
    try {
      const article = await client.fetchQuery({
        queryKey: docKeys.lookup(config.family, doc.id, artId),
        queryFn: () => docApi.artLookup(config.family, doc.id, artId),
        staleTime: staleTimes.short,
      });
      for (const [field, value] of Object.entries(config.prefill(article))) if (typeof value === 'number') form.setFieldValue(field, value);
    } catch (err) {
      notifyError(err, t('lookup.resource'));
    }
  };

  const askDelete = () =>
    item &&
    confirmDelete({
      title: t('item.delete.title'),
      body: t('item.delete.body', { name: text(valueAt(item, config.itemLabel), config.itemLabelKind), context: lineKind }),
      mutate: () => remove.mutateAsync(item.id),
      deletedText: t('item.deleted'),
      resource,
      onDone: () => {
        allowLeaveRef.current();
        navigate(docPath);
      },
    });

  const saveAndNew = () => {
    next.current = 'new';
    formRef.current?.requestSubmit();
  };

  const figures = config.computed?.(values, lookup.data ?? null, doc, item) ?? [];
  const shown = config.itemFields.filter((spec) => (spec.lineKind ?? lineKind) === lineKind && (spec.shownWhen?.(values) ?? true));
  const article = lookup.data;

  return (
    // Enter goes field by field; in the last one it saves and opens the next line (code, Enter, quantity, Enter, ...).
    <form
      {...formProps}
      ref={formRef}
      onKeyDown={readOnly ? undefined : enterMovesOn(saveAndNew)}
      onKeyDownCapture={readOnly ? undefined : enterPassesChoice(saveAndNew)}
      data-testid="item-form"
    >
      <Stack gap="sm">
        <FormError error={generalError} />
        {articleLine && (
          <ArticlePicker
            value={articleId}
            initialCode={item?.artikl?.intSifra}
            onPick={(id) => void pick(id)}
            error={fieldError(form, 'artId')}
            disabled={readOnly}
            comboProps={{ 'data-path': 'artId' }}
          />
        )}
        {articleLine && article && (
          <Group gap="lg" data-testid="item-art-info">
            <Text size="sm">
              {t('field.mera')}: <b>{article.mera}</b>
            </Text>
            {config.lookupInfo.map(({ key, kind }) => (
              <Text size="sm" key={key} data-testid={`item-info-${key}`}>
                {t(`info.${key}`)}: <b>{text(article[key], kind)}</b>
              </Text>
            ))}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: shown.length }} spacing="sm">
          {shown.map((spec) => (
            <ItemField key={spec.name} spec={spec} form={form} disabled={readOnly} doc={doc} />
          ))}
        </SimpleGrid>
        {figures.length > 0 && (
          <Paper withBorder p="xs" data-testid="item-computed">
            <SimpleGrid cols={{ base: 2, sm: figures.length }} spacing="xs">
              {figures.map((figure) => (
                <Stack key={figure.key} gap={0} align="flex-end">
                  <Text size="xs" c="dimmed">
                    {t(config.itemLabelOf(figure.key))}
                  </Text>
                  <Text size="sm" fw={500} data-testid={`item-computed-${figure.key}`}>
                    {text(figure.value, figure.kind)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Paper>
        )}
        <Group justify="space-between" mt="xs">
          <div>
            {item && !readOnly && (
              <Button variant="light" color="red" onClick={askDelete} data-testid="item-delete">
                {t('form.delete', { ns: 'ui' })}
              </Button>
            )}
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={() => navigate(docPath)} data-testid="item-cancel" {...shortcutProps('back')}>
              {t('form.cancel', { ns: 'ui' })}
            </Button>
            <WithShortcut action="newItem" label={t('item.save-new')}>
              <Button variant="light" disabled={readOnly} loading={submitting && next.current === 'new'} onClick={saveAndNew} data-testid="item-save-new" {...shortcutProps('newItem')}>
                {t('item.save-new')}
              </Button>
            </WithShortcut>
            <WithShortcut action="save" label={t('form.save', { ns: 'ui' })}>
              <Button
                type="submit"
                disabled={readOnly}
                loading={submitting && next.current === 'document'}
                onClick={() => (next.current = 'document')}
                data-testid="item-save"
                {...shortcutProps('save')}
              >
                {t('form.save', { ns: 'ui' })}
              </Button>
            </WithShortcut>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
