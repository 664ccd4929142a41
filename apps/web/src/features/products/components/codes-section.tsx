// SKU and barcode, with the product that already holds the barcode shown beside the field.
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { barcode as barcodeFilter, skuCharacters } from '@storekeep/domain/input-filters';
import { Link } from '@tanstack/react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBarcodeConflict } from '../api/barcode-conflict.ts';
import { productEditPath } from '../routes/search-params.ts';
import { FilteredInput } from './filtered-input.tsx';
import type { ProductFormValues } from './product-form-values.ts';

export function CodesSection({ productId }: { productId: number | null }) {
  const { control } = useFormContext<ProductFormValues>();
  const barcode = useWatch({ control, name: 'barcode' });
  const conflict = useBarcodeConflict(barcode, productId).data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <FilteredInput name="sku" label="SKU" filter={skuCharacters} maxLength={50} data-testid="product-sku" />
      <FilteredInput
        name="barcode"
        label="Barcode"
        filter={barcodeFilter}
        data-testid="product-barcode"
        note={
          conflict ? (
            <Text component="span" size="xs" data-testid="barcode-conflict">
              {conflict.message}.{' '}
              <Anchor component={Link} to={productEditPath(conflict.productId)} size="xs">
                Open it
              </Anchor>
            </Text>
          ) : undefined
        }
      />
    </SimpleGrid>
  );
}
