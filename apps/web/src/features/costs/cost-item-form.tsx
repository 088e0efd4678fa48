import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { trosakMainInput, type TrosakMain } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { trosakGrupaComboSource, useSaveTrosakMain } from './api';

export interface CostItemFormProps {
  /** The item to edit; null for a new one. */
  item: TrosakMain | null;
  /** The group a new item gets (the list's group filter). */
  defaultGroupId?: number;
  /**
   * "New group": the caller shows the group form and, once it is saved, calls `select` with the
   * new group's id; this form stays mounted meanwhile, so nothing typed is lost.
   */
  onNewGroup: (select: (groupId: number) => void) => void;
  onDone: () => void;
  onCancel: () => void;
}

export function CostItemForm({ item, defaultGroupId, onNewGroup, onDone, onCancel }: CostItemFormProps) {
  const { t } = useTranslation('costs');
  const save = useSaveTrosakMain();
  const { notifySuccess } = useToasts('costs');

  const initial: { grpId: number | null; naziv: string; opis: string; konto: string } = { grpId: item?.grpId ?? defaultGroupId ?? null, naziv: item?.naziv ?? '', opis: item?.opis ?? '', konto: item?.konto ?? '' };
  const { form, formProps, generalError, submitting } = useSchemaForm(
    trosakMainInput,
    initial,
    {
      ns: 'costs',
      onSubmit: async (body) => {
        await save.mutateAsync({ id: item?.id, body });
        notifySuccess(t('item.saved'));
        onDone();
      },
    },
  );

  const newGroup = () =>
    onNewGroup((groupId) => {
      form.setFieldValue('grpId', groupId);
      // Back in this form: carry on with the name.
      setTimeout(() => form.getInputNode('naziv')?.focus(), 0);
    });

  return (
    <form {...formProps}>
      <Stack gap="sm">
        <FormError error={generalError} />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <PagedCombo
            label={t('field.grpId')}
            withAsterisk
            source={trosakGrupaComboSource}
            {...form.getInputProps('grpId')}
            value={form.values.grpId}
            onChange={(id) => form.setFieldValue('grpId', id)}
            style={{ flex: 1 }}
            data-testid="cost-item-group"
          />
          <Button
            variant="light"
            onClick={newGroup}
            data-testid="cost-item-new-group"
            // Keep the button level with the input when the combo shows an error under it.
            mb={form.errors.grpId ? 22 : 0}
          >
            {t('group.add')}
          </Button>
        </Group>
        <TextInput label={t('field.naziv')} withAsterisk data-autofocus {...form.getInputProps('naziv')} />
        <TextInput label={t('field.konto')} description={t('field.kontoHint')} inputMode="numeric" maxLength={12} data-testid="cost-item-konto" {...form.getInputProps('konto')} />
        <Textarea label={t('field.opis')} autosize minRows={2} maxRows={6} {...form.getInputProps('opis')} />
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="cost-item-save" />
      </Stack>
    </form>
  );
}
