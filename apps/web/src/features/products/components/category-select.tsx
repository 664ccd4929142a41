// The product's category, picked from the store's tree (levels shown as "Parent >> Child").
import { Select } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '../api/category-options.ts';
import type { ProductFormValues } from './product-form-values.ts';

export function CategorySelect() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const { field, fieldState } = useController({ control, name: 'categoryId' });
  const options = useCategoryOptions();
  const data = options.data ?? [];
  const value = field.value === null ? null : String(field.value);
  return (
    <Select
      label={t('products.form.category')}
      placeholder={options.isError ? t('products.form.categoriesFailed') : t('products.form.chooseCategory')}
      searchable
      clearable
      nothingFoundMessage={t('products.form.noSuchCategory')}
      data={
        value !== null && !data.some((o) => o.value === value)
          ? [...data, { value, label: `#${value}` }]
          : data
      }
      value={value}
      onChange={(next) => field.onChange(next === null ? null : Number(next))}
      onBlur={field.onBlur}
      ref={field.ref}
      error={fieldState.error?.message}
      data-testid="product-category"
    />
  );
}
