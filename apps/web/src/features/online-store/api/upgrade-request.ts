// POST /api/v1/upgrade-requests from the builder's premium popup (shared-blocks.md §4).
import type { UpgradeRequestBody } from '@storekeep/domain/plans';
import { upgradeRequestReplySchema } from '@storekeep/domain/upgrade-api';
import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export function useBuilderUpgradeRequest() {
  return useMutation({
    mutationFn: (input: UpgradeRequestBody) =>
      fetchParsed('/api/v1/upgrade-requests', upgradeRequestReplySchema, { method: 'POST', body: input }),
  });
}
