// Stock levels of a page of products (GET /inventory), the scope's summary, and reorder settings.
import {
  type InventoryQuery,
  type InventoryReply,
  type InventorySummary,
  inventoryReplySchema,
  inventorySummaryReplySchema,
  okReplySchema,
  type ReorderBody,
} from '@storekeep/domain/inventory-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { useAppData } from '../../../app/app-data.ts';
import { INVENTORY_KEY, refreshAfterStockChange } from './inventory-keys.ts';

function paramsOf(query: InventoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export function useInventory(query: InventoryQuery, enabled = true) {
  // The selected outlet is in the key: switching outlets in the header lists the new one's stock.
  const { selectedOutletId } = useAppData();
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'levels', selectedOutletId, query],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: (): Promise<InventoryReply> =>
      fetchParsed(`/api/v1/inventory?${paramsOf(query)}`, inventoryReplySchema),
  });
}

export function useInventorySummary(query: Pick<InventoryQuery, 'scope' | 'categoryId' | 'q'>) {
  const { selectedOutletId } = useAppData();
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'summary', selectedOutletId, query],
    placeholderData: keepPreviousData,
    queryFn: (): Promise<InventorySummary> =>
      fetchParsed(`/api/v1/inventory/summary?${paramsOf(query)}`, inventorySummaryReplySchema),
  });
}

export function useSetReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReorderBody) =>
      fetchParsed('/api/v1/inventory/reorder', okReplySchema, { method: 'PUT', body }),
    onSuccess: () => refreshAfterStockChange(queryClient),
  });
}
