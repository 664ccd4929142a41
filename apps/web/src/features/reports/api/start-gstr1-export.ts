// Starts a month's GSTR-1 export as a background job (POST /downloads); it lands on Downloads.
import { type Download, downloadSchema } from '@storekeep/domain/report-api';
import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export function useStartGstr1Export() {
  return useMutation({
    mutationFn: (body: { month: string; format: 'json' | 'xlsx' }): Promise<Download> =>
      fetchParsed('/api/v1/downloads', downloadSchema, {
        method: 'POST',
        body: { kind: 'gstr1', scope: 'all', ...body },
      }),
  });
}
