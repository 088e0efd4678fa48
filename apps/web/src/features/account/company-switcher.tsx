import { Menu } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../shared/auth/session-store';
import { useToasts } from '../../shared/ui/toasts';
import { switchCompany, useMemberships } from './api';

/**
 * The other companies of a user who belongs to more than one; choosing one signs in there (new
 * tokens for the same user), drops every cached answer of the old company and opens home.
 */
export function CompanySwitcher() {
  const { t } = useTranslation('account');
  const memberships = useMemberships();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { notifyError } = useToasts('account');
  const change = useMutation({
    mutationFn: async (companyId: number) => {
      const refreshToken = sessionStore.get()?.refreshToken;
      if (!refreshToken) throw new Error('error.session.expired');
      const tokens = await switchCompany(companyId, refreshToken);
      if (!sessionStore.set(tokens)) throw new Error('error.session.invalid');
    },
    onSuccess: () => {
      client.clear();
      void navigate('/', { replace: true });
    },
    onError: (err) => notifyError(err, t('switch.resource')),
  });

  const companies = memberships.data ?? [];
  if (companies.length < 2) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('switch.label')}</Menu.Label>
      {companies.map((company) => (
        <Menu.Item
          key={company.companyId}
          disabled={company.isCurrent || change.isPending}
          onClick={() => change.mutate(company.companyId)}
          rightSection={company.isCurrent ? '✓' : undefined}
          aria-current={company.isCurrent ? 'true' : undefined}
          data-testid={`switch-company-${company.companyId}`}
        >
          {company.naziv}
        </Menu.Item>
      ))}
    </>
  );
}
