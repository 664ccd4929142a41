// The purchase orders API as the screens use it: list (listPurchaseOrders), one order
// (fetchPurchaseOrder), raise, change, the restock list and quick add, and the order's steps
// (send, receive, pay, return with the serials a line may send back, close, cancel).

import type { PurchaseOrderStatus } from '@storekeep/domain/purchase';
import {
  type CreatePurchaseOrderBody,
  lowStockReplySchema,
  type PurchaseOrderDetail,
  type PurchaseReturnBody,
  purchaseOrderDetailSchema,
  purchaseOrderListReplySchema,
  quickAddReplySchema,
  type ReceivePurchaseOrderBody,
  type UpdatePurchaseOrderBody,
} from '@storekeep/domain/purchase-api';
import { productSerialsReplySchema } from '@storekeep/domain/serials';
import type { VendorPaymentBody } from '@storekeep/domain/vendor-api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { useInvalidatePurchasing } from './vendors.ts';

export const PURCHASE_ORDERS_KEY = ['purchase-orders'] as const;

export function usePurchaseOrders(filter: {
  status: PurchaseOrderStatus | '';
  search: string;
  page: number;
}) {
  return useQuery({
    queryKey: [...PURCHASE_ORDERS_KEY, 'list', filter],
    placeholderData: keepPreviousData,
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filter.page) });
      if (filter.status) params.set('status', filter.status);
      if (filter.search) params.set('search', filter.search);
      return fetchParsed(`/api/v1/purchase-orders?${params}`, purchaseOrderListReplySchema);
    },
  });
}

export function usePurchaseOrder(purchaseOrderId: number) {
  return useQuery({
    queryKey: [...PURCHASE_ORDERS_KEY, 'detail', purchaseOrderId],
    queryFn: (): Promise<PurchaseOrderDetail> =>
      fetchParsed(`/api/v1/purchase-orders/${purchaseOrderId}`, purchaseOrderDetailSchema),
  });
}

export function useLowStock(outletId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...PURCHASE_ORDERS_KEY, 'low-stock', outletId],
    enabled,
    queryFn: () =>
      fetchParsed(
        `/api/v1/purchase-orders/low-stock${outletId ? `?outletId=${outletId}` : ''}`,
        lowStockReplySchema,
      ),
  });
}

export function useQuickAdd(search: string, outletId: number | null) {
  return useQuery({
    queryKey: [...PURCHASE_ORDERS_KEY, 'quick-add', search, outletId],
    enabled: search.length > 0,
    queryFn: () => {
      const params = new URLSearchParams({ search });
      if (outletId) params.set('outletId', String(outletId));
      return fetchParsed(`/api/v1/purchase-orders/quick-add?${params}`, quickAddReplySchema);
    },
  });
}

function usePurchaseMutation<B>(path: (body: B) => string, method: 'POST' | 'PUT' = 'POST') {
  const invalidate = useInvalidatePurchasing();
  return useMutation({
    mutationFn: (body: B): Promise<PurchaseOrderDetail> =>
      fetchParsed(path(body), purchaseOrderDetailSchema, { method, body: (body ?? {}) as object }),
    onSuccess: invalidate,
  });
}

export const useCreatePurchaseOrder = () =>
  usePurchaseMutation<CreatePurchaseOrderBody>(() => '/api/v1/purchase-orders');
export const useUpdatePurchaseOrder = (id: number) =>
  usePurchaseMutation<UpdatePurchaseOrderBody>(() => `/api/v1/purchase-orders/${id}`, 'PUT');
export const useAutoPurchaseOrder = () =>
  usePurchaseMutation<{ vendorId: number; outletId?: number }>(() => '/api/v1/purchase-orders/auto');
export const usePurchaseStep = (id: number, step: 'send' | 'close' | 'cancel') =>
  usePurchaseMutation<undefined>(() => `/api/v1/purchase-orders/${id}/${step}`);
export const useReceive = (id: number) =>
  usePurchaseMutation<ReceivePurchaseOrderBody>(() => `/api/v1/purchase-orders/${id}/receipts`);
export const usePayPurchaseOrder = (id: number) =>
  usePurchaseMutation<VendorPaymentBody>(() => `/api/v1/purchase-orders/${id}/payments`);
export const useReturnPurchase = (id: number) =>
  usePurchaseMutation<PurchaseReturnBody>(() => `/api/v1/purchase-orders/${id}/returns`);

/** The serial (IMEI) numbers a return of the order's line may send back (in stock at its outlet). */
export function useReturnableSerials(purchaseOrderId: number, lineNo: number, enabled: boolean) {
  return useQuery({
    queryKey: [...PURCHASE_ORDERS_KEY, 'serials', purchaseOrderId, lineNo],
    enabled,
    queryFn: () =>
      fetchParsed(
        `/api/v1/purchase-orders/${purchaseOrderId}/serials?lineNo=${lineNo}`,
        productSerialsReplySchema,
      ),
  });
}
