// Custom domains: GET/POST /api/v1/site/domains, PUT/DELETE /site/domains/:id, POST …/verify and
// …/check-records, read with the builder API's schemas.
import {
  builderMessageReplySchema,
  domainAddedReplySchema,
  domainChangedReplySchema,
  domainRecordsCheckReplySchema,
  domainsReplySchema,
  type SiteDomain,
} from '@storekeep/domain/online-store-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export type Domain = SiteDomain;

const KEY = ['site', 'domains'] as const;
const DOMAINS = '/api/v1/site/domains';

const PENDING_POLL_MS = 3000;

/** The domains; read again every few seconds while a certificate is being issued. */
export function useDomains() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await fetchParsed(DOMAINS, domainsReplySchema)).domains,
    refetchInterval: (query) =>
      query.state.data?.some((domain) => domain.certificate?.status === 'pending') ? PENDING_POLL_MS : false,
  });
}

function useDomainMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useAddDomain = () =>
  useDomainMutation(async (host: string) =>
    fetchParsed(DOMAINS, domainAddedReplySchema, { method: 'POST', body: { host } }),
  );
export const useUpdateDomain = () =>
  useDomainMutation(async (input: { domainId: number; host: string }) =>
    fetchParsed(`${DOMAINS}/${input.domainId}`, domainChangedReplySchema, {
      method: 'PUT',
      body: { host: input.host },
    }),
  );
export const useDeleteDomain = () =>
  useDomainMutation(async (domainId: number) =>
    fetchParsed(`${DOMAINS}/${domainId}`, builderMessageReplySchema, { method: 'DELETE' }),
  );
export const useVerifyDomain = () =>
  useDomainMutation(async (domainId: number) =>
    fetchParsed(`${DOMAINS}/${domainId}/verify`, domainChangedReplySchema, { method: 'POST' }),
  );
/** Resolves the records that point the domain at the shop; records found right order its certificate. */
export const useCheckDomainRecords = () =>
  useDomainMutation(async (domainId: number) =>
    fetchParsed(`${DOMAINS}/${domainId}/check-records`, domainRecordsCheckReplySchema, { method: 'POST' }),
  );
