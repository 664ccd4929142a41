import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_PERMISSION,
  addFieldValue,
  availableFieldTypes,
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldDraft,
  canSaveCustomField,
  customFieldErrors,
  defaultValueText,
  deletedMessage,
  isMultiValueType,
  storedCustomFieldSchema,
  toStoredCustomField,
} from './custom-fields.ts';

const draft = (over: Partial<CustomFieldDraft> = {}): CustomFieldDraft => ({
  type: 'dropdown',
  fieldName: 'Size',
  fieldValues: [
    { tempId: 'a', value: 'Small' },
    { tempId: 'b', value: 'Large' },
  ],
  mandatory: false,
  conditional: false,
  dependent: { fieldTempId: null, valueTempId: null },
  ...over,
});

describe('the eight types (shared-blocks.md §2, §3)', () => {
  it('lists them with their picker labels', () => {
    expect(CUSTOM_FIELD_TYPES).toEqual([
      'text',
      'date',
      'time',
      'paragraph',
      'mulChoice',
      'dropdown',
      'checkbox',
      'attachment',
    ]);
    expect(Object.values(CUSTOM_FIELD_TYPE_LABELS)).toEqual([
      'Text',
      'Date',
      'Time',
      'Paragraph',
      'Multiple Choice',
      'Dropdown',
      'Checkbox',
      'Attachment',
    ]);
  });

  it.each([
    ['mulChoice', true],
    ['dropdown', true],
    ['checkbox', true],
    ['text', false],
    ['attachment', false],
  ] as const)('%s multi-value: %s', (type, multi) => {
    expect(isMultiValueType(type)).toBe(multi);
  });

  it('shows Attachment only with Settings.Custom_Fields.Add_Attachments', () => {
    expect(ATTACHMENT_PERMISSION).toBe('Settings.Custom_Fields.Add_Attachments');
    expect(availableFieldTypes([])).not.toContain('attachment');
    expect(availableFieldTypes([ATTACHMENT_PERMISSION])).toContain('attachment');
    expect(availableFieldTypes([ATTACHMENT_PERMISSION], ['text', 'attachment'])).toEqual([
      'text',
      'attachment',
    ]);
  });
});

describe("default value text 'Value N'", () => {
  it('numbers from 1', () => {
    expect(defaultValueText(1)).toBe('Value 1');
    expect(addFieldValue(addFieldValue([], 'x'), 'y')).toEqual([
      { tempId: 'x', value: 'Value 1' },
      { tempId: 'y', value: 'Value 2' },
    ]);
  });
  it("says '{value} has been deleted'", () => {
    expect(deletedMessage('Size')).toBe('Size has been deleted');
  });
});

describe('what blocks Save (shared-blocks.md §5)', () => {
  it.each<[string, Partial<CustomFieldDraft>, string[], boolean]>([
    ['a complete dropdown', {}, [], true],
    ['a blank trimmed name', { fieldName: '   ' }, [], false],
    ['an empty value of a multi-value type', { fieldValues: [{ tempId: 'a', value: ' ' }] }, [], false],
    [
      'an empty value of a text field (ignored)',
      { type: 'text', fieldValues: [{ tempId: 'a', value: '' }] },
      [],
      true,
    ],
    [
      'duplicate values',
      {
        fieldValues: [
          { tempId: 'a', value: 'Red' },
          { tempId: 'b', value: ' Red ' },
        ],
      },
      [],
      false,
    ],
    [
      'values differing in case',
      {
        fieldValues: [
          { tempId: 'a', value: 'Red' },
          { tempId: 'b', value: 'red' },
        ],
      },
      [],
      true,
    ],
    [
      'conditional without field',
      { conditional: true, dependent: { fieldTempId: null, valueTempId: 'v' } },
      [],
      false,
    ],
    [
      'conditional without option',
      { conditional: true, dependent: { fieldTempId: 'f', valueTempId: null } },
      [],
      false,
    ],
    [
      'conditional with both',
      { conditional: true, dependent: { fieldTempId: 'f', valueTempId: 'v' } },
      [],
      true,
    ],
    ['attachment without permission', { type: 'attachment' }, [], false],
    ['attachment with permission', { type: 'attachment' }, [ATTACHMENT_PERMISSION], true],
  ])('%s → can save %s', (_label, over, permissions, ok) => {
    expect(canSaveCustomField(draft(over), permissions)).toBe(ok);
  });

  it('flags each problem where it is', () => {
    const errors = customFieldErrors(
      draft({
        fieldName: '',
        fieldValues: [
          { tempId: 'a', value: 'Red' },
          { tempId: 'b', value: '' },
          { tempId: 'c', value: 'Red' },
        ],
        conditional: true,
      }),
      [],
    );
    expect(errors).toEqual({
      fieldName: 'Required Field',
      emptyValues: ['b'],
      duplicateValues: ['c'],
      dependentField: true,
      dependentOption: true,
      attachmentNotAllowed: false,
    });
  });
});

describe('stored form', () => {
  it('numbers values from 1 and trims', () => {
    const stored = toStoredCustomField(draft({ fieldName: ' Size ' }), 2, 7);
    expect(stored).toEqual({
      id: 7,
      fieldName: 'Size',
      type: 'dropdown',
      position: 2,
      customFieldRelCommand: [
        { id: null, value: 'Small', position: 1 },
        { id: null, value: 'Large', position: 2 },
      ],
    });
    expect(storedCustomFieldSchema.parse(stored)).toEqual(stored);
  });

  it('keeps no values for single-value types and defaults the id to null', () => {
    expect(toStoredCustomField(draft({ type: 'date' }), 0)).toMatchObject({
      id: null,
      customFieldRelCommand: [],
    });
  });

  it('refuses a blank name with Required Field', () => {
    const result = storedCustomFieldSchema.safeParse({
      id: null,
      fieldName: ' ',
      type: 'text',
      position: 0,
      customFieldRelCommand: [],
    });
    expect(result.error?.issues[0]?.message).toBe('Required Field');
  });
});
