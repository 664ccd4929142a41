// Product import calls: upload a file (checked, nothing written), read an import (polled while it
// runs), start it (all rows or the valid rows only), discard it; and the export links.
import {
  type ExportFormat,
  type ProductImport,
  productImportSchema,
  type StartImport,
} from '@storekeep/domain/product-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export const importKey = (importId: number) => ['product-import', importId] as const;
/** How often the screen asks for progress while an import runs. */
export const IMPORT_POLL_MS = 700;

const parse = (body: unknown): ProductImport => productImportSchema.parse(body);

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      parse(
        await api.post<unknown>(`/api/v1/product-imports?fileName=${encodeURIComponent(file.name)}`, file),
      ),
    onSuccess: (reply) => queryClient.setQueryData(importKey(reply.importId), reply),
  });
}

export function useProductImport(importId: number | null) {
  return useQuery({
    queryKey: importKey(importId ?? 0),
    enabled: importId !== null,
    queryFn: async () => parse(await api.get<unknown>(`/api/v1/product-imports/${importId}`)),
    refetchInterval: (query) => (query.state.data?.status === 'IMPORTING' ? IMPORT_POLL_MS : false),
  });
}

export function useStartImport(importId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StartImport) =>
      parse(await api.post<unknown>(`/api/v1/product-imports/${importId}/start`, input)),
    onSuccess: (reply) => queryClient.setQueryData(importKey(reply.importId), reply),
  });
}

export function useCancelImport(importId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => parse(await api.post<unknown>(`/api/v1/product-imports/${importId}/cancel`)),
    onSuccess: (reply) => queryClient.setQueryData(importKey(reply.importId), reply),
  });
}

export function exportHref(format: ExportFormat): string {
  return `/api/v1/product-exports?format=${format}`;
}
