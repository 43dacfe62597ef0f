import { queryOptions, useQuery, type QueryFunctionContext, type UseQueryOptions } from '@tanstack/react-query';
import { Api, isRecipientMe, type ApiError, type Me, type Profile } from '@portal/contracts/web';
import { useAuth } from '../auth/use-auth';
import { api } from './client';

const meQueryKey = ['me'] as const;
const getMe = ({ signal }: QueryFunctionContext) => api.call(Api.me.get, undefined, { signal });

/** Who is signed in: a recipient's profile and roles, or an admin's identity. */
export const getMeQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

type MeOptions<T> = Omit<UseQueryOptions<Me, ApiError, T, typeof meQueryKey>, 'queryKey' | 'queryFn' | 'select'>;

function useMeQuery<T>(select: (me: Me) => T, options: MeOptions<T>) {
  const { authenticated, statusRecheckMs } = useAuth();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: getMe,
    select,
    staleTime: Math.min(30_000, statusRecheckMs),
    // The account status re-check (every 5 minutes by default): a 403 ACCOUNT_STATUS_BLOCKED signs the user out.
    refetchInterval: statusRecheckMs,
    refetchIntervalInBackground: true,
    ...options,
    enabled: authenticated && (options.enabled ?? true),
  });
}

const asIs = (me: Me) => me;
const recipientProfile = (me: Me): Profile | null => (isRecipientMe(me) ? me : null);

/** The signed-in caller (403 ACCOUNT_STATUS_BLOCKED for a recipient whose account is not approved). */
export function useMe(options: MeOptions<Me> = {}) {
  return useMeQuery(asIs, options);
}

/** The signed-in recipient's profile; null for an admin, who has none. */
export function useProfile(options: MeOptions<Profile | null> = {}) {
  return useMeQuery(recipientProfile, options);
}

/** The KYC status of a cached caller (undefined for an admin or before the first answer). */
export function kycStatusOf(me: Me | undefined): Profile['kycStatus'] | undefined {
  return me && isRecipientMe(me) ? me.kycStatus : undefined;
}
