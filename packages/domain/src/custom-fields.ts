// Custom-field rules of shared-blocks.md §2-§5: the eight types, 'Value N' defaults, what blocks
// Save, the conditional dependency and the Attachment permission; plus the stored form.
import { z } from 'zod';
import { REQUIRED_FIELD_MESSAGE } from './validation.ts';

export const CUSTOM_FIELD_TYPES = [
  'text',
  'date',
  'time',
  'paragraph',
  'mulChoice',
  'dropdown',
  'checkbox',
  'attachment',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Text',
  date: 'Date',
  time: 'Time',
  paragraph: 'Paragraph',
  mulChoice: 'Multiple Choice',
  dropdown: 'Dropdown',
  checkbox: 'Checkbox',
  attachment: 'Attachment',
};

/** The types whose values the merchant lists. */
export const MULTI_VALUE_TYPES: readonly CustomFieldType[] = ['mulChoice', 'dropdown', 'checkbox'];
export const ATTACHMENT_PERMISSION = 'Settings.Custom_Fields.Add_Attachments';
export const CUSTOM_FIELD_NAME_MAX_LENGTH = 100;
export const CUSTOM_FIELD_VALUE_MAX_LENGTH = 100;

export function isMultiValueType(type: CustomFieldType): boolean {
  return MULTI_VALUE_TYPES.includes(type);
}

/** Default value text: 'Value N', counting from 1. */
export function defaultValueText(n: number): string {
  return `Value ${n}`;
}

/** '{value} has been deleted' (shared-blocks.md §8). */
export function deletedMessage(value: string): string {
  return `${value} has been deleted`;
}

/** The types the picker shows: those the caller offers, Attachment only with its permission. */
export function availableFieldTypes(
  permissions: readonly string[],
  offered: readonly CustomFieldType[] = CUSTOM_FIELD_TYPES,
): CustomFieldType[] {
  return offered.filter((t) => t !== 'attachment' || permissions.includes(ATTACHMENT_PERMISSION));
}

export interface FieldValue {
  tempId: string;
  value: string;
}

export interface CustomFieldDraft {
  type: CustomFieldType;
  fieldName: string;
  fieldValues: FieldValue[];
  mandatory: boolean;
  conditional: boolean;
  /** Applies only when conditional is on. */
  dependent: { fieldTempId: string | null; valueTempId: string | null };
}

/** A new value row with the next 'Value N' text. */
export function addFieldValue(values: readonly FieldValue[], tempId: string): FieldValue[] {
  return [...values, { tempId, value: defaultValueText(values.length + 1) }];
}

export interface CustomFieldErrors {
  fieldName: string | null;
  /** tempIds of empty values (multi-value types). */
  emptyValues: string[];
  /** tempIds of values whose text repeats an earlier one. */
  duplicateValues: string[];
  dependentField: boolean;
  dependentOption: boolean;
  /** Attachment chosen without Settings.Custom_Fields.Add_Attachments. */
  attachmentNotAllowed: boolean;
}

/**
 * Save needs a non-blank trimmed name; for a multi-value type no empty value and no duplicate
 * (value texts compared after trimming); with the conditional switch on, a dependent field and
 * option; and for Attachment, the permission.
 */
export function customFieldErrors(
  draft: CustomFieldDraft,
  permissions: readonly string[],
): CustomFieldErrors {
  const multi = isMultiValueType(draft.type);
  const seen = new Set<string>();
  const duplicateValues: string[] = [];
  const emptyValues: string[] = [];
  if (multi)
    for (const v of draft.fieldValues) {
      const text = v.value.trim();
      if (text === '') emptyValues.push(v.tempId);
      else if (seen.has(text)) duplicateValues.push(v.tempId);
      else seen.add(text);
    }
  return {
    fieldName: draft.fieldName.trim() === '' ? REQUIRED_FIELD_MESSAGE : null,
    emptyValues,
    duplicateValues,
    dependentField: draft.conditional && !draft.dependent.fieldTempId,
    dependentOption: draft.conditional && !draft.dependent.valueTempId,
    attachmentNotAllowed: draft.type === 'attachment' && !permissions.includes(ATTACHMENT_PERMISSION),
  };
}

export function canSaveCustomField(draft: CustomFieldDraft, permissions: readonly string[]): boolean {
  const e = customFieldErrors(draft, permissions);
  return (
    e.fieldName === null &&
    e.emptyValues.length === 0 &&
    e.duplicateValues.length === 0 &&
    !e.dependentField &&
    !e.dependentOption &&
    !e.attachmentNotAllowed
  );
}

export const storedCustomFieldSchema = z.object({
  id: z.number().int().nullable(),
  fieldName: z.string().trim().min(1, REQUIRED_FIELD_MESSAGE).max(CUSTOM_FIELD_NAME_MAX_LENGTH),
  type: z.enum(CUSTOM_FIELD_TYPES),
  position: z.number().int().min(0),
  customFieldRelCommand: z.array(
    z.object({
      id: z.number().int().nullable(),
      value: z.string().trim().min(1, REQUIRED_FIELD_MESSAGE).max(CUSTOM_FIELD_VALUE_MAX_LENGTH),
      position: z.number().int().min(1),
    }),
  ),
});
export type StoredCustomField = z.infer<typeof storedCustomFieldSchema>;

/** The stored form: values numbered from 1 in list order; single-value types keep none. */
export function toStoredCustomField(draft: CustomFieldDraft, position: number, id: number | null = null) {
  const values = isMultiValueType(draft.type) ? draft.fieldValues : [];
  return {
    id,
    fieldName: draft.fieldName.trim(),
    type: draft.type,
    position,
    customFieldRelCommand: values.map((v, i) => ({ id: null, value: v.value.trim(), position: i + 1 })),
  } satisfies StoredCustomField;
}
