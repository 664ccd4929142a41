// The staff API as the staff screen uses it: the list, add, change, (de)activate, reset the
// password, a new invitation link.
import {
  type CreateStaffMemberBody,
  type StaffListReply,
  type StaffMemberReply,
  staffListReplySchema,
  staffMemberReplySchema,
  type UpdateStaffMemberBody,
} from '@storekeep/domain/staff-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const STAFF_KEY = ['staff'] as const;

export function useStaff() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: async (): Promise<StaffListReply> => fetchParsed('/api/v1/staff', staffListReplySchema),
  });
}

function useStaffMutation<I>(request: (input: I) => Promise<StaffMemberReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export function useCreateStaffMember() {
  return useStaffMutation((body: CreateStaffMemberBody) =>
    fetchParsed('/api/v1/staff', staffMemberReplySchema, { method: 'POST', body }),
  );
}

export function useUpdateStaffMember() {
  return useStaffMutation(({ staffId, body }: { staffId: number; body: UpdateStaffMemberBody }) =>
    fetchParsed(`/api/v1/staff/${staffId}`, staffMemberReplySchema, { method: 'PUT', body }),
  );
}

export function useSetStaffActive() {
  return useStaffMutation(({ staffId, isActive }: { staffId: number; isActive: boolean }) =>
    fetchParsed(`/api/v1/staff/${staffId}/active`, staffMemberReplySchema, {
      method: 'PUT',
      body: { isActive },
    }),
  );
}

export function useResetStaffPassword() {
  return useStaffMutation(({ staffId, temporaryPassword }: { staffId: number; temporaryPassword: string }) =>
    fetchParsed(`/api/v1/staff/${staffId}/password-reset`, staffMemberReplySchema, {
      method: 'POST',
      body: { temporaryPassword },
    }),
  );
}

export function useInviteStaffMember() {
  return useStaffMutation((staffId: number) =>
    fetchParsed(`/api/v1/staff/${staffId}/invitation`, staffMemberReplySchema, { method: 'POST' }),
  );
}
