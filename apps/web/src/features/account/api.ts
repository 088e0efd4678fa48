import type { Invitation, Membership, Profile, ProfileInput, TokenAnswer } from '@knjige/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useSession } from '../../shared/auth/use-session';
import { encryptPasswords } from './encrypt-passwords';

export const accountKeys = {
  profile: ['users', 'profile'] as const,
  companies: ['users', 'companies'] as const,
  invitations: ['users', 'invitations'] as const,
};

export function useProfile() {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: () => api.get<{ data: Profile }>('/v1/users/profile').then((answer) => answer.data),
    staleTime: staleTimes.lookup,
  });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) => api.put('/v1/users/profile', body),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      api.post('/v1/users/profile/password', await encryptPasswords({ currentPassword, newPassword })),
  });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) =>
      api.post('/v1/users/profile/email', { ...(await encryptPasswords({ password })), email }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}

/** The companies the signed-in user belongs to (the company switcher). */
export function useMemberships() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: accountKeys.companies,
    queryFn: () => api.get<{ data: Membership[] }>('/v1/users/companies').then((answer) => answer.data),
    staleTime: staleTimes.lookup,
    enabled: isAuthenticated,
  });
}

/** Companies that asked the user to join, not yet answered. */
export function useInvitations() {
  return useQuery({
    queryKey: accountKeys.invitations,
    queryFn: () => api.get<{ data: Invitation[] }>('/v1/users/invitations').then((answer) => answer.data),
  });
}

/** Accept or decline an invitation, or leave a company: the lists of companies and invitations are read again. */
export function useCompanyAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, companyId }: { action: 'accept' | 'decline' | 'leave'; companyId: number }) =>
      api.post(action === 'leave' ? `/v1/users/companies/${companyId}/leave` : `/v1/users/invitations/${companyId}/${action}`),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.companies }),
        client.invalidateQueries({ queryKey: accountKeys.invitations }),
      ]);
    },
  });
}

/** A sign-in to another company of the same user: the refresh token is exchanged for new tokens. */
export const switchCompany = (companyId: number, refreshToken: string) =>
  apiFetch<TokenAnswer>('POST', '/v1/auth/switch-company', { body: { companyId, refreshToken }, auth: false });
