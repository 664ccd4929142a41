// A text input bound to the product form that runs one of the domain's input filters on every change
// (back-office.md §5: decimal-only keys, product name, barcode, SKU characters).
import { TextInput, type TextInputProps } from '@mantine/core';
import type { InputFilter } from '@storekeep/domain/input-filters';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values.ts';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'name' | 'error'> & {
  name: FieldPath<ProductFormValues>;
  filter?: InputFilter;
  /** Shown under the field when there is no validation error (for example a barcode clash). */
  note?: React.ReactNode;
};

export function FilteredInput({ name, filter, note, ...props }: Props) {
  const { control } = useFormContext<ProductFormValues>();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={value}
      onBlur={field.onBlur}
      onChange={(event) =>
        field.onChange(filter ? filter(value, event.currentTarget.value) : event.currentTarget.value)
      }
      error={fieldState.error?.message ?? note}
    />
  );
}
