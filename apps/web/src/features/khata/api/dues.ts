// The dues list (GET /khata): every customer with a balance, sorted by amount or age.
import { type KhataListReply, khataListReplySchema } from '@storekeep/domain/khata-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const KHATA_KEY = ['khata'] as const;

export function useDues(sort: 'amount' | 'age', overdueOnly: boolean, page: number) {
  return useQuery({
    queryKey: [...KHATA_KEY, 'dues', sort, overdueOnly, page],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<KhataListReply> => {
      const params = new URLSearchParams({ sort, overdueOnly: overdueOnly ? '1' : '0', page: String(page) });
      return fetchParsed(`/api/v1/khata?${params}`, khataListReplySchema);
    },
  });
}
