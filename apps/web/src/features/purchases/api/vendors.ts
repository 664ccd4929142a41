// The vendors API as the purchase screens use it: list with balances (listVendors), one vendor's
// ledger, add or change a vendor, a payment on account.
import {
  type Vendor,
  type VendorBody,
  type VendorLedgerReply,
  type VendorListReply,
  type VendorPaymentBody,
  vendorLedgerReplySchema,
  vendorListReplySchema,
  vendorPaymentSchema,
  vendorSchema,
} from '@storekeep/domain/vendor-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { SERIALS_KEY } from '../../../app/serials/sellable-serials.ts';

export const VENDORS_KEY = ['vendors'] as const;
/** Everything purchasing caches: a payment or receipt changes vendors and orders alike. */
/** A receipt or a debit note moves serials too: every bill's serial picker reads them again. */
export const PURCHASING_KEYS = [VENDORS_KEY, ['purchase-orders'], SERIALS_KEY] as const;

export function useVendors(search: string, page = 1) {
  return useQuery({
    queryKey: [...VENDORS_KEY, 'list', search, page],
    placeholderData: keepPreviousData,
    queryFn: (): Promise<VendorListReply> => {
      const params = new URLSearchParams({ page: String(page) });
      if (search) params.set('search', search);
      return fetchParsed(`/api/v1/vendors?${params}`, vendorListReplySchema);
    },
  });
}

export function useVendorLedger(vendorId: number) {
  return useQuery({
    queryKey: [...VENDORS_KEY, 'ledger', vendorId],
    queryFn: (): Promise<VendorLedgerReply> =>
      fetchParsed(`/api/v1/vendors/${vendorId}/ledger`, vendorLedgerReplySchema),
  });
}

export function useInvalidatePurchasing() {
  const queryClient = useQueryClient();
  return () => Promise.all(PURCHASING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveVendor(vendorId: number | null) {
  const invalidate = useInvalidatePurchasing();
  return useMutation({
    mutationFn: (body: VendorBody): Promise<Vendor> =>
      fetchParsed(vendorId ? `/api/v1/vendors/${vendorId}` : '/api/v1/vendors', vendorSchema, {
        method: vendorId ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function usePayVendor(vendorId: number) {
  const invalidate = useInvalidatePurchasing();
  return useMutation({
    mutationFn: (body: VendorPaymentBody) =>
      fetchParsed(`/api/v1/vendors/${vendorId}/payments`, vendorPaymentSchema, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
