// GET /api/v1/products/barcode-conflict: which other product holds the barcode being typed.
import { useDebouncedValue } from '@mantine/hooks';
import { barcodeConflictReplySchema } from '@storekeep/domain/product';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { PRODUCTS_KEY } from './product-keys.ts';

export function useBarcodeConflict(barcode: string, productId: number | null) {
  const [debounced] = useDebouncedValue(barcode.trim(), 400);
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'barcode-conflict', debounced, productId],
    enabled: debounced !== '',
    queryFn: async () => {
      const params = new URLSearchParams({ barcode: debounced });
      if (productId !== null) params.set('productId', String(productId));
      return (await fetchParsed(`/api/v1/products/barcode-conflict?${params}`, barcodeConflictReplySchema))
        .conflict;
    },
  });
}
