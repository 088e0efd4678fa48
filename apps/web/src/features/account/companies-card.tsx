import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { useToasts } from '../../shared/ui/toasts';
import { useCompanyAnswer, useInvitations, useMemberships } from './api';

/**
 * The user's companies on the profile: the invitations of other companies, to accept or decline
 * (nothing of the user's opens to a company before they accept), and the companies they belong
 * to, each but the current one to leave.
 */
export function CompaniesCard() {
  const { t } = useTranslation('account');
  const memberships = useMemberships();
  const invitations = useInvitations();
  const answer = useCompanyAnswer();
  const confirmAction = useConfirmAction();
  const { notifySuccess, notifyError } = useToasts('account');

  const run = async (action: 'accept' | 'decline' | 'leave', companyId: number, naziv: string) => {
    try {
      await answer.mutateAsync({ action, companyId });
      notifySuccess(t(`companies.${action}.done`, { naziv }));
    } catch (err) {
      notifyError(err, t('companies.resource'));
    }
  };

  return (
    <Stack gap="sm">
      {(invitations.data ?? []).map((invitation) => (
        <Stack key={`i-${invitation.companyId}`} gap={4} data-testid={`invitation-${invitation.companyId}`}>
          <Group gap="xs">
            <Text fw={500}>{invitation.naziv}</Text>
            <Badge color="yellow" variant="light">
              {t('companies.invited')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('companies.invitedAs', { role: t(`role.${invitation.role}`, { ns: 'common' }) })}
          </Text>
          <Group gap="xs">
            <Button size="xs" loading={answer.isPending} onClick={() => void run('accept', invitation.companyId, invitation.naziv)} data-testid={`accept-${invitation.companyId}`}>
              {t('companies.accept.label')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={answer.isPending}
              onClick={() => void run('decline', invitation.companyId, invitation.naziv)}
              data-testid={`decline-${invitation.companyId}`}
            >
              {t('companies.decline.label')}
            </Button>
          </Group>
        </Stack>
      ))}
      {(memberships.data ?? []).map((company) => (
        <Group key={`m-${company.companyId}`} justify="space-between" wrap="nowrap" data-testid={`company-${company.companyId}`}>
          <div>
            <Text fw={500}>{company.naziv}</Text>
            <Text size="sm" c="dimmed">
              {t(`role.${company.role}`, { ns: 'common' })}
              {company.isCurrent ? ` · ${t('companies.current')}` : ''}
            </Text>
          </div>
          {!company.isCurrent && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={answer.isPending}
              data-testid={`leave-${company.companyId}`}
              onClick={() =>
                confirmAction({
                  title: t('companies.leave.title'),
                  body: t('companies.leave.body', { naziv: company.naziv }),
                  confirmLabel: t('companies.leave.label'),
                  danger: true,
                  onConfirm: () => run('leave', company.companyId, company.naziv),
                })
              }
            >
              {t('companies.leave.label')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
