// Stock adjustments (a reason and note for one or more products) and stock counts.
import {
  type AdjustmentReply,
  adjustmentReplySchema,
  type InventoryAdjustmentBody,
  type StockCountBody,
} from '@storekeep/domain/inventory-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { refreshAfterStockChange } from './inventory-keys.ts';

export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InventoryAdjustmentBody): Promise<AdjustmentReply> =>
      fetchParsed('/api/v1/inventory/adjustments', adjustmentReplySchema, { method: 'POST', body }),
    onSuccess: () => refreshAfterStockChange(queryClient),
  });
}

export function usePostCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockCountBody): Promise<AdjustmentReply> =>
      fetchParsed('/api/v1/inventory/counts', adjustmentReplySchema, { method: 'POST', body }),
    onSuccess: () => refreshAfterStockChange(queryClient),
  });
}
