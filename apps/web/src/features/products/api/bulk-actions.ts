// POST /api/v1/products/{recycle-bin,restore,pause-selling,resume-selling,permanent-delete} with the chosen ids.
import { productBulkReplySchema } from '@storekeep/domain/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { PRODUCTS_KEY } from './product-keys.ts';

export const BULK_ACTIONS = [
  'recycle-bin',
  'restore',
  'pause-selling',
  'resume-selling',
  'permanent-delete',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, ids }: { action: BulkAction; ids: number[] }) =>
      fetchParsed(`/api/v1/products/${action}`, productBulkReplySchema, { method: 'POST', body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
