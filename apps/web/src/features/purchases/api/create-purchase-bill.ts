// A vendor's bill entered directly, without a purchase order: POST /purchase-bills makes the
// order and receives all of it into stock in one go.
import {
  type DirectPurchaseBillBody,
  type PurchaseOrderDetail,
  purchaseOrderDetailSchema,
} from '@storekeep/domain/purchase-api';
import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { useInvalidatePurchasing } from './vendors.ts';

export function useCreatePurchaseBill() {
  const invalidate = useInvalidatePurchasing();
  return useMutation({
    mutationFn: (body: DirectPurchaseBillBody): Promise<PurchaseOrderDetail> =>
      fetchParsed('/api/v1/purchase-bills', purchaseOrderDetailSchema, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
