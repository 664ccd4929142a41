// Transfers between outlets: the open (or all) transfers, request, dispatch (with the serials each
// line sends), receive (with those that arrived), cancel.
import {
  type Transfer,
  type TransferCreateBody,
  type TransferDispatchBody,
  type TransferReceiveBody,
  transferListReplySchema,
  transferSchema,
} from '@storekeep/domain/inventory-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { SERIALS_KEY } from '../../../app/serials/sellable-serials.ts';
import { INVENTORY_KEY, refreshAfterStockChange } from './inventory-keys.ts';

export function useTransfers(status: 'open' | 'all') {
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'transfers', status],
    queryFn: () => fetchParsed(`/api/v1/inventory/transfers?status=${status}`, transferListReplySchema),
  });
}

export function useRequestTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferCreateBody): Promise<Transfer> =>
      fetchParsed('/api/v1/inventory/transfers', transferSchema, { method: 'POST', body }),
    onSuccess: () => refreshAfterStockChange(queryClient),
  });
}

export function useTransferAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      transferId,
      action,
      body,
    }: {
      transferId: number;
      action: 'dispatch' | 'receive' | 'cancel';
      body?: TransferReceiveBody | TransferDispatchBody;
    }): Promise<Transfer> =>
      fetchParsed(`/api/v1/inventory/transfers/${transferId}/${action}`, transferSchema, {
        method: 'POST',
        ...(body ? { body } : {}),
      }),
    // A dispatch or receipt moves serials: every bill's picker reads them again.
    onSuccess: () =>
      Promise.all([
        refreshAfterStockChange(queryClient),
        queryClient.invalidateQueries({ queryKey: SERIALS_KEY }),
      ]),
  });
}
