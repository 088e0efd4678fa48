import type { Membership, Profile, ProfileInput, TokenAnswer } from '@knjige/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useSession } from '../../shared/auth/use-session';
import { encryptPasswords } from './encrypt-passwords';

export const accountKeys = {
  profile: ['users', 'profile'] as const,
  companies: ['users', 'companies'] as const,
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

/** A sign-in to another company of the same user: the refresh token is exchanged for new tokens. */
export const switchCompany = (companyId: number, refreshToken: string) =>
  apiFetch<TokenAnswer>('POST', '/v1/auth/switch-company', { body: { companyId, refreshToken }, auth: false });
