// The invitation page's two calls: who the link is for, and setting the member's own password.
import { invitationInfoSchema } from '@storekeep/domain/staff-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed, NO_CONTENT } from '../../../app/api-client.ts';

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    retry: false,
    queryFn: async (): Promise<z.infer<typeof invitationInfoSchema>> =>
      fetchParsed(`/api/v1/invitations/${encodeURIComponent(token)}`, invitationInfoSchema),
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (password: string) =>
      fetchParsed(`/api/v1/invitations/${encodeURIComponent(token)}`, NO_CONTENT, {
        method: 'POST',
        body: { password },
      }),
  });
}
