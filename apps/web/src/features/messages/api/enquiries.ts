// The enquiries inbox: the list (open, done, all) with the unread count, read / done, and a reply
// by SMS or WhatsApp. A change refreshes the list and the badges.
import {
  type EnquiryList,
  enquiryListSchema,
  type MessageChannel,
  type replyEnquiryBodySchema,
} from '@storekeep/domain/messages-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '../../../app/api-client.ts';

export const ENQUIRIES_KEY = ['enquiries'] as const;
/** The shell's badge counts (refreshed after a change here). */
const BADGES_KEY = ['notifications'] as const;

export type EnquiryFilter = 'open' | 'done' | 'all';

export function useEnquiries(filter: EnquiryFilter, pageNo: number) {
  return useQuery({
    queryKey: [...ENQUIRIES_KEY, filter, pageNo],
    placeholderData: keepPreviousData,
    queryFn: (): Promise<EnquiryList> =>
      fetchParsed(`/api/v1/enquiries?filter=${filter}&pageNo=${pageNo}`, enquiryListSchema),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY });
    void queryClient.invalidateQueries({ queryKey: BADGES_KEY });
  };
}

export function useMarkEnquiry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ enquiryId, ...body }: { enquiryId: number; isRead?: boolean; isDone?: boolean }) =>
      fetchParsed(`/api/v1/enquiries/${enquiryId}`, z.object({ success: z.boolean() }), {
        method: 'PATCH',
        body,
      }),
    onSuccess: refresh,
  });
}

export type EnquiryReply = z.input<typeof replyEnquiryBodySchema> & { channel: MessageChannel };

export function useReplyToEnquiry(enquiryId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EnquiryReply) =>
      fetchParsed(`/api/v1/enquiries/${enquiryId}/reply`, z.object({ messageId: z.number() }), {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}
