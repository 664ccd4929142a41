// The product's category, picked from the store's tree (levels shown as "Parent >> Child").
import { Select } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useCategoryOptions } from '../api/category-options.ts';
import type { ProductFormValues } from './product-form-values.ts';

export function CategorySelect() {
  const { control } = useFormContext<ProductFormValues>();
  const { field, fieldState } = useController({ control, name: 'categoryId' });
  const options = useCategoryOptions();
  const data = options.data ?? [];
  const value = field.value === null ? null : String(field.value);
  return (
    <Select
      label="Category"
      placeholder={options.isError ? 'Categories could not be loaded' : 'Choose a category'}
      searchable
      clearable
      nothingFoundMessage="No such category"
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
