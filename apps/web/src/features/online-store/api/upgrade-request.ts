// POST /api/v1/upgrade-requests from the builder's premium popup (shared-blocks.md §4).
import type { UpgradeRequestBody } from '@storekeep/domain/plans';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export function useBuilderUpgradeRequest() {
  return useMutation({
    mutationFn: (input: UpgradeRequestBody) =>
      api.post<{ isSuccess: boolean }>('/api/v1/upgrade-requests', input),
  });
}
