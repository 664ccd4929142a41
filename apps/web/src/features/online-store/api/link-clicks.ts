// The link clicks the apps reported (GET /api/v1/site/link-clicks): the last 30 days by device.
import { linkClickSummaryReplySchema } from '@storekeep/domain/link-clicks';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export function useLinkClicks() {
  return useQuery({
    queryKey: ['site', 'link-clicks'],
    queryFn: async () => fetchParsed('/api/v1/site/link-clicks', linkClickSummaryReplySchema),
  });
}
