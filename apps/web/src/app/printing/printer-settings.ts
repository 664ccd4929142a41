// GET / PUT /api/v1/printer-settings: the store's printer host, printer name and invoice template.
import { type PrinterSettings, printerSettingsSchema } from '@storekeep/domain/printer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../api-client.ts';

const KEY = ['printer-settings'] as const;

export function usePrinterSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => fetchParsed('/api/v1/printer-settings', printerSettingsSchema),
    staleTime: 60_000,
  });
}

export function useSavePrinterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: PrinterSettings) =>
      fetchParsed('/api/v1/printer-settings', printerSettingsSchema, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
