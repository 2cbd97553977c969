import {
  remoteSignReplySchema,
  signingLinkReplySchema,
  signingViewSchema,
  type RemoteSign,
  type SigningView,
} from '@fleetdesk/contract/loaner-signing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';

/** Remote signing (docs/api.md "Loaner remote signing"). */

/** POST /api/loaners/agreements/{id}/signing_link/: the agreement is asked again after. */
export function useSendSigningLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      parseWith(
        signingLinkReplySchema,
        await apiRequest(`/api/loaners/agreements/${id}/signing_link/`, { method: 'POST' }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['loaners'] }),
  });
}

const signingPath = (token: string) => `/api/loaners/signing/${encodeURIComponent(token)}/`;

/** GET /api/loaners/signing/{token}/: the customer's page; no member token is sent. */
export function useSigningView(token: string) {
  return useQuery({
    queryKey: ['signing', token],
    queryFn: async (): Promise<SigningView> =>
      parseWith(
        signingViewSchema,
        await apiRequest(signingPath(token), { auth: false, logoutOn401: false }),
      ),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/loaners/signing/{token}/ */
export function useRemoteSign(token: string) {
  return useMutation({
    mutationFn: async (body: RemoteSign) =>
      parseWith(
        remoteSignReplySchema,
        await apiRequest(signingPath(token), {
          method: 'POST',
          body,
          auth: false,
          logoutOn401: false,
        }),
      ),
  });
}
