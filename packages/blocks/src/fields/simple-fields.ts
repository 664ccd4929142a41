// Small field builders shared by the blocks' Puck configs.
import type { RadioField, SelectField } from '@puckeditor/core';

export function yesNoField(label: string): RadioField {
  return {
    type: 'radio',
    label,
    options: [
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ],
  };
}

export function selectField<T extends string>(label: string, options: Record<T, string>): SelectField {
  return {
    type: 'select',
    label,
    options: Object.entries<string>(options).map(([value, optionLabel]) => ({ label: optionLabel, value })),
  };
}
