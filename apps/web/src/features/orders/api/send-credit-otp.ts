// POST /api/v1/customers/:customerId/credit-otp: the one-time code a payment on the customer's
// credit (khata) needs.
import { creditOtpReplySchema } from '@storekeep/domain/customer-api';
import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export function useSendCreditOtp(customerId: number | undefined) {
  return useMutation({
    mutationFn: () =>
      fetchParsed(`/api/v1/customers/${customerId}/credit-otp`, creditOtpReplySchema, { method: 'POST' }),
  });
}
