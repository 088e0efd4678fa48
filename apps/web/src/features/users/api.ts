import type { InviteInput, Role, UserRow } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import type { ListParams, Paged } from '../../shared/api/paged';

export const userKeys = {
  all: ['users'] as const,
  list: (params: ListParams) => ['users', 'list', params] as const,
};

export const usersApi = {
  list: (params: ListParams) => api.get<Paged<UserRow>>('/v1/users', { ...params }),
  invite: (body: InviteInput) => api.post('/v1/users', body),
  changeRole: (id: number, role: Role) => api.put(`/v1/users/${id}/role`, { role }),
  deactivate: (id: number) => api.post(`/v1/users/${id}/deactivate`),
  activate: (id: number) => api.post(`/v1/users/${id}/activate`),
  resendInvitation: (id: number) => api.post(`/v1/users/${id}/resend-invitation`),
};

export function useUserList(params: ListParams) {
  return useQuery({ queryKey: userKeys.list(params), queryFn: () => usersApi.list(params), placeholderData: keepPreviousData });
}

/** A mutation that refreshes the user list after it succeeds. */
function useUsersMutation<V>(run: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useInvite = () => useUsersMutation((body: InviteInput) => usersApi.invite(body));
export const useChangeRole = () => useUsersMutation(({ id, role }: { id: number; role: Role }) => usersApi.changeRole(id, role));
export const useSetActive = () => useUsersMutation(({ id, active }: { id: number; active: boolean }) => (active ? usersApi.activate(id) : usersApi.deactivate(id)));
export const useResendInvitation = () => useUsersMutation((id: number) => usersApi.resendInvitation(id));
