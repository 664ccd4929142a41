// GET /discount-codes: the store's live codes, for the offer block's code picker on the editor's
// canvas (the block shows a code only while it is live; decision 0170).
import { discountCodeListReplySchema } from '@storekeep/domain/discount-code-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const editorDiscountCodesQuery = queryOptions({
  queryKey: ['site', 'discount-codes'],
  queryFn: async () =>
    (await fetchParsed('/api/v1/discount-codes', discountCodeListReplySchema)).discountCodes
      .filter((code) => code.state === 'ACTIVE')
      .map((code) => code.code),
  staleTime: 0,
  refetchOnWindowFocus: false,
});
