// The store's bank and UPI details (GET/PUT /settings/bank-details) and the bank of an IFSC.
import {
  type BankDetails,
  type BankDetailsBody,
  bankDetailsSchema,
  ifscReplySchema,
} from '@storekeep/domain/khata-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

const BANK_KEY = ['bank-details'] as const;

export function useBankDetails() {
  return useQuery({
    queryKey: BANK_KEY,
    queryFn: async (): Promise<BankDetails> =>
      fetchParsed('/api/v1/settings/bank-details', bankDetailsSchema),
  });
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankDetailsBody): Promise<BankDetails> =>
      fetchParsed('/api/v1/settings/bank-details', bankDetailsSchema, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(BANK_KEY, saved),
  });
}

export async function bankOfIfsc(ifsc: string) {
  return fetchParsed(`/api/v1/ifsc/${encodeURIComponent(ifsc)}`, ifscReplySchema);
}
