// Product import calls: upload a file (checked, nothing written), read an import (polled while it
// runs), start it (all rows or the valid rows only), discard it; and the export links.
import {
  type ExportFormat,
  type ProductImport,
  productImportSchema,
  type StartImport,
} from '@storekeep/domain/product-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const importKey = (importId: number) => ['product-import', importId] as const;
/** How often the screen asks for progress while an import runs. */
export const IMPORT_POLL_MS = 700;

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<ProductImport> =>
      fetchParsed(`/api/v1/product-imports?fileName=${encodeURIComponent(file.name)}`, productImportSchema, {
        method: 'POST',
        body: file,
      }),
    onSuccess: (reply) => queryClient.setQueryData(importKey(reply.importId), reply),
  });
}

export function useProductImport(importId: number | null) {
  return useQuery({
    queryKey: importKey(importId ?? 0),
    enabled: importId !== null,
    queryFn: () => fetchParsed(`/api/v1/product-imports/${importId}`, productImportSchema),
    refetchInterval: (query) => (query.state.data?.status === 'IMPORTING' ? IMPORT_POLL_MS : false),
  });
}

export function useStartImport(importId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartImport) =>
      fetchParsed(`/api/v1/product-imports/${importId}/start`, productImportSchema, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (reply) => queryClient.setQueryData(importKey(reply.importId), reply),
  });
}

export function useCancelImport(importId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      fetchParsed(`/api/v1/product-imports/${importId}/cancel`, productImportSchema, { method: 'POST' }),
    onSuccess: (reply) => queryClient.setQueryData(importKey(reply.importId), reply),
  });
}

export function exportHref(format: ExportFormat): string {
  return `/api/v1/product-exports?format=${format}`;
}
