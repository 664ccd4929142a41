// PUT /api/v1/me/digits: whether the person reads numbers and dates in their language's own digits
// (Devanagari, Tamil...) or in Latin ones, kept on their account like their language.
import { useMutation } from '@tanstack/react-query';
import { fetchParsed, NO_CONTENT } from '../../../app/api-client.ts';

export function useSaveOwnDigits() {
  return useMutation({
    mutationFn: (nativeDigits: boolean) =>
      fetchParsed('/api/v1/me/digits', NO_CONTENT, { method: 'PUT', body: { nativeDigits } }),
  });
}
