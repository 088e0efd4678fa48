import { Stack, Text } from '@mantine/core';
import { roleInput, type UserRow } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { useChangeRole } from './api';
import { grantableRoles } from './role-options';
import { RoleSelect } from './role-select';
import { fullName } from './user-name';

/** A member's new role; it takes effect at their next token renewal. */
export function RoleForm({ user, onDone, onCancel }: { user: UserRow; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('users');
  const { role } = useSession();
  const change = useChangeRole();
  const { notifySuccess, notifyError } = useToasts('users');

  const { form, formProps, generalError, submitting } = useSchemaForm(
    roleInput,
    { role: user.role },
    {
      ns: 'users',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await change.mutateAsync({ id: user.id, role: body.role });
            notifySuccess(t('role.saved'));
            onDone();
          },
          notifyError,
          t('role.resource'),
        ),
    },
  );

  return (
    <form {...formProps} data-testid="role-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <Text size="sm">
          {fullName(user)} · {user.email}
        </Text>
        <RoleSelect roles={grantableRoles(role)} data-autofocus {...form.getInputProps('role')} data-testid="role-select" />
        <Text size="xs" c="dimmed">
          {t('role.hint')}
        </Text>
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="role-save" />
      </Stack>
    </form>
  );
}
