import { ActionIcon, Menu } from '@mantine/core';
import type { UserRow } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { useToasts } from '../../shared/ui/toasts';
import { useResendInvitation, useSetActive } from './api';
import { canManage } from './role-options';
import { fullName } from './user-name';

/**
 * A member's row menu: change role, deactivate or activate, send the invitation again. An
 * invitation an existing account has not answered (invited, not active) can be sent again or
 * withdrawn, never activated: only the user accepts it.
 */
export function UserActions({ user, onChangeRole }: { user: UserRow; onChangeRole: (user: UserRow) => void }) {
  const { t } = useTranslation('users');
  const { role, user: me } = useSession();
  const setActive = useSetActive();
  const resend = useResendInvitation();
  const { notifySuccess, notifyError } = useToasts('users');
  const confirmAction = useConfirmAction();
  const manageable = canManage({ role, userId: me ? Number(me.sub) : null }, user);
  const name = fullName(user);
  const pending = user.status === 'invited' && !user.isActive;

  const toggleActive = () => {
    const activating = !user.isActive && !pending;
    const action = pending ? 'withdraw' : activating ? 'activate' : 'deactivate';
    confirmAction({
      title: t(`${action}.title`),
      body: t(`${action}.body`, { name }),
      confirmLabel: t(`${action}.confirm`),
      danger: !activating,
      onConfirm: async () => {
        try {
          await setActive.mutateAsync({ id: user.id, active: activating });
          notifySuccess(t(`${action}.done`, { name }));
        } catch (err) {
          notifyError(err, t('resource'));
        }
      },
    });
  };

  const resendInvitation = async () => {
    try {
      await resend.mutateAsync(user.id);
      notifySuccess(t('resend.done', { email: user.email }));
    } catch (err) {
      notifyError(err, t('resource'));
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.label', { name })} data-testid={`user-actions-${user.id}`}>
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={!manageable} onClick={() => onChangeRole(user)} data-testid="user-change-role">
          {t('actions.changeRole')}
        </Menu.Item>
        {user.status === 'invited' && (
          <Menu.Item disabled={!manageable || !(user.isActive || pending)} onClick={() => void resendInvitation()} data-testid="user-resend">
            {t('actions.resend')}
          </Menu.Item>
        )}
        <Menu.Item
          color={user.isActive || pending ? 'red' : undefined}
          disabled={!manageable}
          onClick={toggleActive}
          data-testid={pending ? 'user-withdraw' : user.isActive ? 'user-deactivate' : 'user-activate'}
        >
          {t(pending ? 'actions.withdraw' : user.isActive ? 'actions.deactivate' : 'actions.activate')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
