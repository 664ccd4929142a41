// The stock import (a CSV or XLSX file: all rows post, or none and the rows' errors come back) and
// the export links of levels and of the ledger.
import { type StockImportReply, stockImportReplySchema } from '@storekeep/domain/inventory-api';
import type { OutletScope } from '@storekeep/domain/order-tabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { refreshAfterStockChange } from './inventory-keys.ts';

export function useImportStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<StockImportReply> =>
      fetchParsed(
        `/api/v1/inventory/import?fileName=${encodeURIComponent(file.name)}`,
        stockImportReplySchema,
        {
          method: 'POST',
          body: file,
        },
      ),
    onSuccess: (reply) => (reply.posted > 0 ? refreshAfterStockChange(queryClient) : undefined),
  });
}

export function stockExportHref(
  what: 'levels' | 'moves',
  scope: OutletScope,
  format: 'csv' | 'xlsx',
): string {
  return `/api/v1/inventory/export/${what}?scope=${scope}&format=${format}`;
}
