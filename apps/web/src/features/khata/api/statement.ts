// The public statement page's calls (no login): the statement by its token and a payment of
// what is due through the store's provider.
import { statementPayReplySchema, statementReplySchema } from '@storekeep/domain/khata-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export function useStatement(token: string) {
  return useQuery({
    queryKey: ['statement', token],
    retry: false,
    queryFn: () =>
      fetchParsed(`/api/v1/statements/${encodeURIComponent(token)}`, statementReplySchema, {
        skipSessionHandling: true,
      }),
  });
}

export function useStartPayment(token: string) {
  return useMutation({
    mutationFn: () =>
      fetchParsed(`/api/v1/statements/${encodeURIComponent(token)}/payments`, statementPayReplySchema, {
        method: 'POST',
        skipSessionHandling: true,
      }),
  });
}
