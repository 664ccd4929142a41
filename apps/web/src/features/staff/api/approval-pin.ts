// The right to approve at the POS: who has it (the approvers), and the owner setting or removing
// a person's approval PIN.
import { approversReplySchema } from '@storekeep/domain/manager-approval';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '../../../app/api-client.ts';

const APPROVERS_KEY = ['approvals', 'approvers'] as const;
const pinReplySchema = z.object({ userId: z.number().int(), canApprove: z.boolean() });

export function useApproverIds() {
  return useQuery({
    queryKey: APPROVERS_KEY,
    queryFn: () => fetchParsed('/api/v1/approvals/approvers', approversReplySchema),
    select: (reply) => new Set(reply.approvers.map((a) => a.userId)),
  });
}

export function useSetApprovalPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, pin }: { userId: number; pin: string | null }) =>
      fetchParsed(
        `/api/v1/staff/${userId}/approval-pin`,
        pinReplySchema,
        pin === null ? { method: 'DELETE' } : { method: 'PUT', body: { pin } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPROVERS_KEY }),
  });
}
