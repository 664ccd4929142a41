// Custom domains: GET/POST /api/v1/site/domains, PUT/DELETE /site/domains/:id, POST …/verify.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export interface Domain {
  domainId: number;
  host: string;
  isVerified: boolean;
  verifiedAt: string | null;
  txtRecord: { name: string; value: string };
}

const KEY = ['site', 'domains'] as const;

export function useDomains() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get<{ domains: Domain[] }>('/api/v1/site/domains')).domains,
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
  useDomainMutation((host: string) => api.post<{ domain: Domain }>('/api/v1/site/domains', { host }));
export const useUpdateDomain = () =>
  useDomainMutation((input: { domainId: number; host: string }) =>
    api.put<{ domain: Domain; message: string }>(`/api/v1/site/domains/${input.domainId}`, {
      host: input.host,
    }),
  );
export const useDeleteDomain = () =>
  useDomainMutation((domainId: number) =>
    api.delete<{ isSuccess: boolean; message: string }>(`/api/v1/site/domains/${domainId}`),
  );
export const useVerifyDomain = () =>
  useDomainMutation((domainId: number) =>
    api.post<{ domain: Domain; message: string }>(`/api/v1/site/domains/${domainId}/verify`),
  );
