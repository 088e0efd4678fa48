import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staleTimes } from '../api/query-client';
import { reportRangeStore } from '../period/report-range-store';
import { sessionStore } from './session-store';
import { fetchLoginInit, initFailure, LoginError, loginInitKey, signIn } from './sign-in';

export interface Credentials {
  email: string;
  password: string;
}

/** Warm the one-time login value while the user types (it is fetched again when stale). */
export function useLoginInit() {
  return useQuery({ queryKey: loginInitKey, queryFn: fetchLoginInit, staleTime: staleTimes.short, retry: false });
}

/** The whole sign-in: step 1 from the query cache, steps 2–4, then the session is stored. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      const init = await queryClient
        .fetchQuery({ queryKey: loginInitKey, queryFn: fetchLoginInit, staleTime: staleTimes.short, retry: false })
        .catch((err: unknown) => {
          throw initFailure(err);
        });
      const tokens = await signIn(email, password, init.data);
      if (!sessionStore.set(tokens)) throw new LoginError('error.login.handshake-finish', 'finish');
      // a new sign-in opens its reports on their defaults, not on the last user's range
      reportRangeStore.clear();
    },
    // The one-time value is spent either way: a failure fetches a new one for the next attempt.
    onError: () => queryClient.invalidateQueries({ queryKey: loginInitKey }),
    onSuccess: () => queryClient.removeQueries({ queryKey: loginInitKey }),
  });
}
