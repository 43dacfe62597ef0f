import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { ResetTokenSchema } from '@portal/contracts/schemas';
import { api } from '@portal/web-core';

/** Whether a reset link's token is still valid (unused and not expired). */
export async function isResetLinkValid(token: string): Promise<boolean> {
  return (await api.call(Api.auth.checkResetToken, { body: { token } })).valid;
}

/**
 * Checked once per visit: no retry (a failed check reads as an invalid link), never again while the page is
 * open (the link is spent once the reset succeeded) and nothing kept for the next visit.
 */
export const getResetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', 'link', token],
    queryFn: () => isResetLinkValid(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** 'checking' until the server answered; a token that is not even well-formed is invalid without asking. */
export function useResetLinkState(token: string): 'checking' | 'valid' | 'invalid' {
  const wellFormed = ResetTokenSchema.safeParse(token).success;
  const check = useQuery({ ...getResetLinkQueryOptions(token), enabled: wellFormed });
  if (!wellFormed || check.isError) return 'invalid';
  if (check.isPending) return 'checking';
  return check.data ? 'valid' : 'invalid';
}
