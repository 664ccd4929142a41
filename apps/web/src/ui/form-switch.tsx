// A Mantine Switch bound to a boolean form field. Mantine's Switch keeps its own checked state, so
// `register` (which only sets the DOM input) showed a saved ON as OFF: here the field drives it.
import { Switch, type SwitchProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export function FormSwitch<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: FieldPath<T> } & Omit<SwitchProps, 'checked' | 'onChange' | 'name'>) {
  const { field } = useController({ control, name });
  return (
    <Switch
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
