// PUT /api/v1/session/outlet: stores the outlet + account chosen in the switcher.
import type { AppData, SelectOutletRequest } from '@storekeep/domain/app-data';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';
import { acceptAppData } from '../../../app/app-data.ts';

export async function selectOutlet(input: SelectOutletRequest): Promise<AppData> {
  return acceptAppData(await api.put<unknown>('/api/v1/session/outlet', input));
}

export function useSelectOutlet(onSelected: (appData: AppData) => void) {
  return useMutation({ mutationFn: selectOutlet, onSuccess: onSelected });
}
