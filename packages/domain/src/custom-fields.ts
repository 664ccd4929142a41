// Custom-field rules of shared-blocks.md §2-§5: the eight types, 'Value N' defaults, what blocks
// Save, the conditional dependency and the Attachment permission; plus the stored form.
import { z } from 'zod';
import { isValidDayMonthYear, REQUIRED_FIELD_MESSAGE } from './validation.ts';

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

// ---- The HTTP shapes (server and admin app) and the checks on a product's answers. ----

/** Where a field set belongs; the spec's getcustomfield call takes a section but does not list them. */
export const CUSTOM_FIELD_SECTIONS = ['PRODUCT', 'CUSTOMER', 'ORDER', 'BOOKING'] as const;
export type CustomFieldSection = (typeof CUSTOM_FIELD_SECTIONS)[number];

/** Our texts: the spec only says Save is disabled or an error flag is set. */
export const CUSTOM_FIELD_MESSAGES = {
  duplicateValue: 'Values cannot be repeated',
  noValues: 'Add at least one value',
  dependentField: 'Select the field this one depends on',
  dependentOption: 'Select the option of that field',
  dependentInvalid:
    'The field this one depends on must be a Multiple Choice, Dropdown or Checkbox field of the same section',
  attachmentNotAllowed: 'No permissions',
  notFound: 'This custom field no longer exists.',
  invalidOption: 'Choose one of the listed values',
  invalidDate: 'Enter a valid date',
  invalidTime: 'Enter a valid time',
  oneOptionOnly: 'Choose only one value',
  valueTooLong: 'This value is too long',
  orderMismatch: 'The list of fields has changed. Please reload and try again.',
} as const;

/** Every permission an actor holds for custom fields: non-staff roles hold the Attachment one. */
export function customFieldPermissions(role: string, staffPermissions: readonly string[]): string[] {
  return role === 'staff'
    ? staffPermissions.filter((p) => p === ATTACHMENT_PERMISSION)
    : [ATTACHMENT_PERMISSION];
}

export const customFieldInputSchema = z.object({
  section: z.enum(CUSTOM_FIELD_SECTIONS),
  type: z.enum(CUSTOM_FIELD_TYPES),
  fieldName: z.string().max(CUSTOM_FIELD_NAME_MAX_LENGTH),
  mandatory: z.boolean().default(false),
  conditional: z.boolean().default(false),
  dependent: z
    .object({
      fieldId: z.number().int().positive().nullable(),
      valueId: z.number().int().positive().nullable(),
    })
    .nullable()
    .default(null),
  /** For multi-value types, in order; an id keeps an existing value (and the answers that chose it). */
  values: z
    .array(
      z.object({
        id: z.number().int().positive().nullable().default(null),
        value: z.string().max(CUSTOM_FIELD_VALUE_MAX_LENGTH),
      }),
    )
    .max(200)
    .default([]),
});
export type CustomFieldInput = z.input<typeof customFieldInputSchema>;

/** The draft the spec's rules read, built from an HTTP input (tempIds are the ids as text). */
export function draftFromInput(input: z.infer<typeof customFieldInputSchema>): CustomFieldDraft {
  return {
    type: input.type,
    fieldName: input.fieldName,
    fieldValues: input.values.map((v, i) => ({ tempId: v.id ? String(v.id) : `new-${i}`, value: v.value })),
    mandatory: input.mandatory,
    conditional: input.conditional,
    dependent: {
      fieldTempId: input.dependent?.fieldId ? String(input.dependent.fieldId) : null,
      valueTempId: input.dependent?.valueId ? String(input.dependent.valueId) : null,
    },
  };
}

/** The rules' result as field messages keyed by input path (values.N.value, dependent.fieldId ...). */
export function customFieldInputErrors(
  input: z.infer<typeof customFieldInputSchema>,
  permissions: readonly string[],
): Record<string, string> {
  const draft = draftFromInput(input);
  const e = customFieldErrors(draft, permissions);
  const out: Record<string, string> = {};
  if (e.attachmentNotAllowed) out.type = CUSTOM_FIELD_MESSAGES.attachmentNotAllowed;
  if (e.fieldName) out.fieldName = e.fieldName;
  draft.fieldValues.forEach((v, i) => {
    if (e.emptyValues.includes(v.tempId)) out[`values.${i}.value`] = REQUIRED_FIELD_MESSAGE;
    else if (e.duplicateValues.includes(v.tempId))
      out[`values.${i}.value`] = CUSTOM_FIELD_MESSAGES.duplicateValue;
  });
  if (isMultiValueType(input.type) && input.values.length === 0) out.values = CUSTOM_FIELD_MESSAGES.noValues;
  if (e.dependentField) out['dependent.fieldId'] = CUSTOM_FIELD_MESSAGES.dependentField;
  if (e.dependentOption) out['dependent.valueId'] = CUSTOM_FIELD_MESSAGES.dependentOption;
  return out;
}

export const customFieldOptionSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  position: z.number().int(),
});

export const customFieldSchema = z.object({
  id: z.number().int(),
  section: z.enum(CUSTOM_FIELD_SECTIONS),
  fieldName: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  position: z.number().int(),
  mandatory: z.boolean(),
  conditional: z.boolean(),
  dependent: z.object({ fieldId: z.number().int(), valueId: z.number().int() }).nullable(),
  customFieldRelCommand: z.array(customFieldOptionSchema),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const customFieldListSchema = z.object({
  fields: z.array(customFieldSchema),
  /** The types the picker may offer this user. */
  availableTypes: z.array(z.enum(CUSTOM_FIELD_TYPES)),
});
export type CustomFieldList = z.infer<typeof customFieldListSchema>;

export const customFieldOrderSchema = z.object({
  section: z.enum(CUSTOM_FIELD_SECTIONS),
  fieldIds: z.array(z.number().int().positive()).max(500),
});

/** One answer: text for text/date/time/paragraph/attachment, option ids for the multi-value types. */
export const customFieldAnswerSchema = z.object({
  fieldId: z.number().int().positive(),
  value: z.string().max(5000).nullable().default(null),
  optionIds: z.array(z.number().int().positive()).max(200).default([]),
});
export type CustomFieldAnswer = z.infer<typeof customFieldAnswerSchema>;

export const productCustomFieldsInputSchema = z.object({
  values: z.array(customFieldAnswerSchema).max(500),
});

export const productCustomFieldsSchema = z.object({
  productId: z.number().int(),
  fields: z.array(customFieldSchema),
  values: z.array(
    z.object({
      fieldId: z.number().int(),
      value: z.string().nullable(),
      optionIds: z.array(z.number().int()),
    }),
  ),
});
export type ProductCustomFields = z.infer<typeof productCustomFieldsSchema>;

const DATE_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;
const TEXT_MAX: Partial<Record<CustomFieldType, number>> = { text: 250, paragraph: 5000, attachment: 1000 };

function isAnswered(field: CustomField, answer: CustomFieldAnswer | undefined): boolean {
  if (!answer) return false;
  return isMultiValueType(field.type) ? answer.optionIds.length > 0 : (answer.value ?? '').trim() !== '';
}

/**
 * Whether a conditional field applies: its dependent field applies too and has the chosen option.
 * A field that depends on a missing field does not apply.
 */
export function isFieldActive(
  field: CustomField,
  fields: readonly CustomField[],
  answers: ReadonlyMap<number, CustomFieldAnswer>,
  seen: ReadonlySet<number> = new Set(),
): boolean {
  if (!field.conditional || !field.dependent) return true;
  if (seen.has(field.id)) return false;
  const parent = fields.find((f) => f.id === field.dependent?.fieldId);
  if (!parent) return false;
  if (!isFieldActive(parent, fields, answers, new Set([...seen, field.id]))) return false;
  return answers.get(parent.id)?.optionIds.includes(field.dependent.valueId) ?? false;
}

/**
 * Checks a product's answers against the field definitions: a mandatory field that applies needs an
 * answer ('Required Field'); options must be the field's own, one only for Multiple Choice and
 * Dropdown; dates are YYYY-MM-DD days, times HH:MM. Returns messages keyed by field id.
 */
export function customFieldAnswerErrors(
  fields: readonly CustomField[],
  answers: readonly CustomFieldAnswer[],
): Record<string, string> {
  const byField = new Map(answers.map((a) => [a.fieldId, a]));
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!isFieldActive(field, fields, byField)) continue;
    const answer = byField.get(field.id);
    const key = String(field.id);
    if (!isAnswered(field, answer)) {
      if (field.mandatory) errors[key] = REQUIRED_FIELD_MESSAGE;
      continue;
    }
    const a = answer as CustomFieldAnswer;
    if (isMultiValueType(field.type)) {
      const own = new Set(field.customFieldRelCommand.map((o) => o.id));
      if (a.optionIds.some((id) => !own.has(id))) errors[key] = CUSTOM_FIELD_MESSAGES.invalidOption;
      else if (field.type !== 'checkbox' && a.optionIds.length > 1)
        errors[key] = CUSTOM_FIELD_MESSAGES.oneOptionOnly;
      continue;
    }
    const text = (a.value ?? '').trim();
    if (field.type === 'date') {
      const m = DATE_ISO.exec(text);
      if (!m || !isValidDayMonthYear(Number(m[3]), Number(m[2]), Number(m[1])))
        errors[key] = CUSTOM_FIELD_MESSAGES.invalidDate;
    } else if (field.type === 'time') {
      if (!TIME_24H.test(text)) errors[key] = CUSTOM_FIELD_MESSAGES.invalidTime;
    } else if (text.length > (TEXT_MAX[field.type] ?? 250)) {
      errors[key] = CUSTOM_FIELD_MESSAGES.valueTooLong;
    }
  }
  return errors;
}

/** What is stored: answers of fields that apply, trimmed; the rest are dropped. */
export function answersToStore(
  fields: readonly CustomField[],
  answers: readonly CustomFieldAnswer[],
): CustomFieldAnswer[] {
  const byField = new Map(answers.map((a) => [a.fieldId, a]));
  return fields
    .filter((f) => isFieldActive(f, fields, byField) && isAnswered(f, byField.get(f.id)))
    .map((f) => {
      const a = byField.get(f.id) as CustomFieldAnswer;
      return isMultiValueType(f.type)
        ? { fieldId: f.id, value: null, optionIds: [...new Set(a.optionIds)] }
        : { fieldId: f.id, value: (a.value ?? '').trim(), optionIds: [] };
    });
}
