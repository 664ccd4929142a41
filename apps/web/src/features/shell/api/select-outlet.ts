// PUT /api/v1/session/outlet: stores the outlet + account chosen in the switcher.
import type { AppData, SelectOutletRequest } from '@storekeep/domain/app-data';
import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { appDataReply } from '../../../app/app-data.ts';

export function selectOutlet(input: SelectOutletRequest): Promise<AppData> {
  return fetchParsed('/api/v1/session/outlet', appDataReply, { method: 'PUT', body: input });
}

export function useSelectOutlet(onSelected: (appData: AppData) => void) {
  return useMutation({ mutationFn: selectOutlet, onSuccess: onSelected });
}
