import { Group, Stack, TextInput } from '@mantine/core';
import { inviteInput, type Role } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { FormActions } from '../../shared/ui/form-actions';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { toastRefusals } from '../../shared/ui/toast-refusals';
import { useInvite } from './api';
import { grantableRoles } from './role-options';
import { RoleSelect } from './role-select';

/** Invite someone by e-mail with a role; they get a link to set their password. */
export function InviteForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('users');
  const { role } = useSession();
  const invite = useInvite();
  const { notifySuccess, notifyError } = useToasts('users');

  const initial: { email: string; firstName: string; lastName: string; role: Role } = { email: '', firstName: '', lastName: '', role: 'user' };
  const { form, formProps, generalError, submitting } = useSchemaForm(
    inviteInput,
    initial,
    {
      ns: 'users',
      onSubmit: (body) =>
        toastRefusals(
          async () => {
            await invite.mutateAsync(body);
            notifySuccess(t('invite.sent', { email: body.email }));
            onDone();
          },
          notifyError,
          t('invite.resource'),
        ),
    },
  );

  return (
    <form {...formProps} data-testid="invite-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <TextInput label={t('field.email')} type="email" withAsterisk data-autofocus autoComplete="off" {...form.getInputProps('email')} data-testid="invite-email" />
        <Group grow align="flex-start">
          <TextInput label={t('field.firstName')} {...form.getInputProps('firstName')} data-testid="invite-first-name" />
          <TextInput label={t('field.lastName')} {...form.getInputProps('lastName')} data-testid="invite-last-name" />
        </Group>
        <RoleSelect roles={grantableRoles(role)} {...form.getInputProps('role')} data-testid="invite-role" />
        <FormActions onCancel={onCancel} submitting={submitting} saveTestId="invite-send" saveLabel={t('invite.send')} />
      </Stack>
    </form>
  );
}
