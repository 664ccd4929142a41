// SKU and barcode, with the product that already holds the barcode shown beside the field.
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { barcode as barcodeFilter, skuCharacters } from '@storekeep/domain/input-filters';
import { Link } from '@tanstack/react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBarcodeConflict } from '../api/barcode-conflict.ts';
import { productEditPath } from '../routes/search-params.ts';
import { FilteredInput } from './filtered-input.tsx';
import type { ProductFormValues } from './product-form-values.ts';

export function CodesSection({
  productId,
  requireSku = false,
}: {
  productId: number | null;
  requireSku?: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const barcode = useWatch({ control, name: 'barcode' });
  const conflict = useBarcodeConflict(barcode, productId).data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <FilteredInput
        name="sku"
        label={t('products.form.sku')}
        filter={skuCharacters}
        maxLength={50}
        // isMaintainProductSku: every product without variants carries a SKU (the server refuses one without).
        required={requireSku}
        data-testid="product-sku"
      />
      <FilteredInput
        name="barcode"
        label={t('products.form.barcode')}
        filter={barcodeFilter}
        data-testid="product-barcode"
        note={
          conflict ? (
            <Text component="span" size="xs" data-testid="barcode-conflict">
              {conflict.message}.{' '}
              <Anchor component={Link} to={productEditPath(conflict.productId)} size="xs">
                {t('products.form.openIt')}
              </Anchor>
            </Text>
          ) : undefined
        }
      />
    </SimpleGrid>
  );
}
