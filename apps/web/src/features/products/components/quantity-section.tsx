// Unit of measurement, content and unit per piece, minimum order quantity.
import { Select, SimpleGrid } from '@mantine/core';
import { decimalLimiter } from '@storekeep/domain/input-filters';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilteredInput } from './filtered-input.tsx';
import type { ProductFormValues } from './product-form-values.ts';

const UNITS = ['pcs', 'kg', 'g', 'l', 'ml', 'm', 'cm', 'box', 'pack', 'dozen', 'pair', 'set'];
const quantityFilter = decimalLimiter({ integerDigits: 9, decimalDigits: 3 });

export function QuantitySection() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const unit = useController({ control, name: 'unitOfMeasurement' });
  const options = UNITS.includes(unit.field.value) ? UNITS : [unit.field.value, ...UNITS];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Select
        label={t('products.form.unit')}
        data={options}
        value={unit.field.value}
        onChange={(value) => unit.field.onChange(value ?? 'pcs')}
        allowDeselect={false}
        error={unit.fieldState.error?.message}
        data-testid="product-unit"
      />
      <FilteredInput
        name="minOrderQuantity"
        label={t('products.form.minOrderQty')}
        inputMode="decimal"
        filter={quantityFilter}
      />
      <FilteredInput
        name="contentPerPiece"
        label={t('products.form.contentPerPiece')}
        inputMode="decimal"
        filter={quantityFilter}
      />
      <FilteredInput
        name="unitPerPiece"
        label={t('products.form.unitPerPiece')}
        maxLength={20}
        placeholder={t('products.form.unitPerPieceHint')}
      />
    </SimpleGrid>
  );
}
