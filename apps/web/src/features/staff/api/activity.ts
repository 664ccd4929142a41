// The activity log as its screen reads it: one page of entries for the chosen filters.
import { type ActivityParams, type ActivityReply, activityReplySchema } from '@storekeep/domain/activity-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export function useActivity(params: ActivityParams) {
  return useQuery({
    queryKey: ['activity', params],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ActivityReply> => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params))
        if (value !== undefined && value !== '') query.set(key, String(value));
      return fetchParsed(`/api/v1/activity?${query}`, activityReplySchema);
    },
  });
}
