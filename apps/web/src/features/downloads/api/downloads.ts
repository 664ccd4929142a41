// The downloads API as the screen uses it: the list (polled while an export runs) and each file's address.
import { type Download, downloadListReplySchema } from '@storekeep/domain/report-api';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

/** How often the list is asked again while an export is queued or running. */
export const POLL_MS = 2000;

export function useDownloads() {
  return useQuery({
    queryKey: ['downloads'],
    queryFn: () => fetchParsed('/api/v1/downloads', downloadListReplySchema),
    refetchInterval: (query) =>
      query.state.data?.downloads.some((d) => d.status === 'QUEUED' || d.status === 'RUNNING')
        ? POLL_MS
        : false,
  });
}

export const downloadFileUrl = (download: Pick<Download, 'downloadId'>) =>
  `/api/v1/downloads/${download.downloadId}/file`;
