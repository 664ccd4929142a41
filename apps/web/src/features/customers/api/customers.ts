// The customers API as the screens use it: search (GET /customers), one customer, quick add
// (POST /customers), the khata ledger and a payment received against it.
import {
  type CreateCustomerBody,
  type Customer,
  customerListReplySchema,
  customerSchema,
  type KhataReply,
  type khataPaymentBodySchema,
  khataReplySchema,
  type UpdateCustomerBody,
} from '@storekeep/domain/customer-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '../../../app/api-client.ts';
import { idempotencyHeaders } from '../../../app/idempotency.ts';

export const CUSTOMERS_KEY = ['customers'] as const;
export type CustomerList = z.infer<typeof customerListReplySchema>;

export function useCustomerSearch(search: string, page = 1, enabled = true) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'list', search, page],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<CustomerList> => {
      const params = new URLSearchParams({ page: String(page) });
      if (search) params.set('search', search);
      return fetchParsed(`/api/v1/customers?${params}`, customerListReplySchema);
    },
  });
}

export function useCustomer(customerId: number) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'detail', customerId],
    queryFn: async (): Promise<Customer> => fetchParsed(`/api/v1/customers/${customerId}`, customerSchema),
  });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCustomerBody): Promise<Customer> =>
      fetchParsed('/api/v1/customers', customerSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}

export function useKhata(customerId: number, page: number) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'khata', customerId, page],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<KhataReply> =>
      fetchParsed(`/api/v1/customers/${customerId}/khata?page=${page}`, khataReplySchema),
  });
}

export type KhataPayment = z.input<typeof khataPaymentBodySchema>;

export function useReceivePayment(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: KhataPayment; idempotencyKey: string }) =>
      fetchParsed(`/api/v1/customers/${customerId}/khata/payments`, khataReplySchema, {
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}

/** A change of the customer's details (PATCH /customers/:id), e.g. the language of their messages. */
export function useUpdateCustomer(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCustomerBody): Promise<Customer> =>
      fetchParsed(`/api/v1/customers/${customerId}`, customerSchema, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}
