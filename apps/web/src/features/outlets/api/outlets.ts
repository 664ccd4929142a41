// The outlets API as the Settings › Outlets screen uses it; every change answers the whole list.
import { pincodePlaceSchema } from '@storekeep/domain/checkout-api';
import { type OutletBody, type OutletListReply, outletListReplySchema } from '@storekeep/domain/outlet-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { APP_DATA_KEY } from '../../../app/app-data.ts';

export const OUTLETS_KEY = ['outlets'] as const;

export function useOutlets() {
  return useQuery({
    queryKey: OUTLETS_KEY,
    queryFn: async (): Promise<OutletListReply> => fetchParsed('/api/v1/outlets', outletListReplySchema),
  });
}

/** A change to outlets: the list is replaced and the header's outlet switcher reloads. */
function useOutletMutation<I>(request: (input: I) => Promise<OutletListReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (reply) => {
      queryClient.setQueryData(OUTLETS_KEY, reply);
      void queryClient.invalidateQueries({ queryKey: APP_DATA_KEY });
    },
  });
}

const send = (path: string, method: 'POST' | 'PUT' | 'PATCH', body?: unknown) =>
  fetchParsed(path, outletListReplySchema, { method, ...(body === undefined ? {} : { body }) });

export const useCreateOutlet = () =>
  useOutletMutation((body: OutletBody) => send('/api/v1/outlets', 'POST', body));
export const useUpdateOutlet = () =>
  useOutletMutation(({ outletId, body }: { outletId: number; body: OutletBody }) =>
    send(`/api/v1/outlets/${outletId}`, 'PUT', body),
  );
export const useSetOutletActive = () =>
  useOutletMutation(({ outletId, isActive }: { outletId: number; isActive: boolean }) =>
    send(`/api/v1/outlets/${outletId}/active`, 'PUT', { isActive }),
  );
export const useMakeDefaultOutlet = () =>
  useOutletMutation((outletId: number) => send(`/api/v1/outlets/${outletId}/default`, 'POST'));
export const useAddCounter = () =>
  useOutletMutation(({ outletId, accountName }: { outletId: number; accountName: string }) =>
    send(`/api/v1/outlets/${outletId}/accounts`, 'POST', { accountName }),
  );
export const useUpdateCounter = () =>
  useOutletMutation(
    ({
      outletId,
      accountId,
      change,
    }: {
      outletId: number;
      accountId: number;
      change: { accountName?: string; isActive?: boolean };
    }) => send(`/api/v1/outlets/${outletId}/accounts/${accountId}`, 'PATCH', change),
  );

/** District and state of a pincode; null when the directory does not know it. */
export async function lookupPincode(pincode: string) {
  try {
    return await fetchParsed(`/api/v1/pincodes/${pincode}`, pincodePlaceSchema);
  } catch {
    return null;
  }
}
