// Manager approval (the POS, refunds and cancellations): who may approve, and the manager's PIN answered with a one-time
// approval the cashier's next request carries (approvalToken).
import { approvalReplySchema, approversReplySchema } from '@storekeep/domain/manager-approval';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../api-client.ts';

export function useApprovers(enabled: boolean) {
  return useQuery({
    queryKey: ['approvals', 'approvers'],
    queryFn: () => fetchParsed('/api/v1/approvals/approvers', approversReplySchema),
    enabled,
  });
}

export function useApprove() {
  return useMutation({
    mutationFn: (body: { approverId: number; pin: string }) =>
      fetchParsed('/api/v1/approvals', approvalReplySchema, { method: 'POST', body }),
  });
}
