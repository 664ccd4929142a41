// The discount codes API as the Discount codes screen uses it: the list with uses so far, create
// or change a code, pause or resume it; replies read with the server's schemas.
import {
  type DiscountCode,
  discountCodeListReplySchema,
  discountCodeSchema,
} from '@storekeep/domain/discount-code-api';
import type { DiscountCodeInput } from '@storekeep/domain/discount-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

const KEY = ['discount-codes'] as const;
const CODES = '/api/v1/discount-codes';

export function useDiscountCodes() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await fetchParsed(CODES, discountCodeListReplySchema)).discountCodes,
  });
}

function useCodeMutation<I>(fn: (input: I) => Promise<DiscountCode>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useSaveDiscountCode = (discountCodeId: number | null) =>
  useCodeMutation((body: DiscountCodeInput) =>
    fetchParsed(discountCodeId ? `${CODES}/${discountCodeId}` : CODES, discountCodeSchema, {
      method: discountCodeId ? 'PUT' : 'POST',
      body,
    }),
  );

export const usePauseDiscountCode = () =>
  useCodeMutation((input: { discountCodeId: number; paused: boolean }) =>
    fetchParsed(`${CODES}/${input.discountCodeId}/pause`, discountCodeSchema, {
      method: 'POST',
      body: { paused: input.paused },
    }),
  );
