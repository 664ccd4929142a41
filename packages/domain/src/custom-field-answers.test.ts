import { describe, expect, it } from 'vitest';
import {
  answersToStore,
  type CustomField,
  customFieldAnswerErrors,
  customFieldInputErrors,
  customFieldInputSchema,
  customFieldPermissions,
  isFieldActive,
} from './custom-fields.ts';

const field = (over: Partial<CustomField> & { id: number }): CustomField => ({
  section: 'PRODUCT',
  fieldName: `Field ${over.id}`,
  type: 'text',
  position: 0,
  mandatory: false,
  conditional: false,
  dependent: null,
  customFieldRelCommand: [],
  ...over,
});

const fabric = field({
  id: 1,
  type: 'dropdown',
  customFieldRelCommand: [
    { id: 11, value: 'Cotton', position: 1 },
    { id: 12, value: 'Silk', position: 2 },
  ],
});
const silkCare = field({ id: 2, mandatory: true, conditional: true, dependent: { fieldId: 1, valueId: 12 } });
const deeper = field({ id: 3, mandatory: true, conditional: true, dependent: { fieldId: 2, valueId: 99 } });
const fields = [fabric, silkCare, deeper];

describe('custom field input (shared-blocks.md §5)', () => {
  const parse = (value: object) => customFieldInputSchema.parse({ section: 'PRODUCT', ...value });
  it.each([
    [{ type: 'text', fieldName: ' ' }, { fieldName: 'Required Field' }],
    [{ type: 'dropdown', fieldName: 'A', values: [] }, { values: 'Add at least one value' }],
    [{ type: 'dropdown', fieldName: 'A', values: [{ value: '' }] }, { 'values.0.value': 'Required Field' }],
    [
      { type: 'checkbox', fieldName: 'A', values: [{ value: 'x' }, { value: ' x' }] },
      { 'values.1.value': 'Values cannot be repeated' },
    ],
    [
      { type: 'text', fieldName: 'A', conditional: true, dependent: { fieldId: 1, valueId: null } },
      { 'dependent.valueId': 'Select the option of that field' },
    ],
    [{ type: 'attachment', fieldName: 'A' }, { type: 'No permissions' }],
    [{ type: 'text', fieldName: 'A', conditional: false, dependent: null }, {}],
  ])('%j gives %j', (input, expected) => {
    expect(customFieldInputErrors(parse(input), [])).toEqual(expected);
  });

  it('gives the Attachment permission to every role but staff without it', () => {
    expect(customFieldPermissions('owner', [])).toEqual(['Settings.Custom_Fields.Add_Attachments']);
    expect(customFieldPermissions('staff', ['SETTINGS:MENU'])).toEqual([]);
    expect(customFieldPermissions('staff', ['Settings.Custom_Fields.Add_Attachments'])).toHaveLength(1);
  });
});

describe("a product's answers", () => {
  it('applies a conditional field only when its parent applies and has the option', () => {
    const silk = new Map([[1, { fieldId: 1, value: null, optionIds: [12] }]]);
    expect(isFieldActive(silkCare, fields, silk)).toBe(true);
    expect(isFieldActive(deeper, fields, silk)).toBe(false);
    expect(isFieldActive(silkCare, fields, new Map())).toBe(false);
    const loop = [
      field({ id: 5, conditional: true, dependent: { fieldId: 6, valueId: 1 } }),
      field({ id: 6, conditional: true, dependent: { fieldId: 5, valueId: 1 } }),
    ];
    expect(isFieldActive(loop[0] as CustomField, loop, new Map())).toBe(false);
  });

  it("needs mandatory fields that apply ('Required Field') and ignores those that do not", () => {
    expect(customFieldAnswerErrors(fields, [{ fieldId: 1, value: null, optionIds: [11] }])).toEqual({});
    expect(customFieldAnswerErrors(fields, [{ fieldId: 1, value: null, optionIds: [12] }])).toEqual({
      2: 'Required Field',
    });
  });

  it.each([
    ['date', '2024-02-29', null],
    ['date', '2023-02-29', 'Enter a valid date'],
    ['date', '29/02/2024', 'Enter a valid date'],
    ['time', '23:59', null],
    ['time', '7:00', 'Enter a valid time'],
    ['text', 'x'.repeat(251), 'This value is too long'],
    ['paragraph', 'x'.repeat(1000), null],
  ] as const)('%s %j → %s', (type, value, message) => {
    const errors = customFieldAnswerErrors([field({ id: 9, type })], [{ fieldId: 9, value, optionIds: [] }]);
    expect(errors[9] ?? null).toBe(message);
  });

  it('stores only the answers of fields that apply, trimmed and without repeats', () => {
    const stored = answersToStore(fields, [
      { fieldId: 1, value: 'ignored', optionIds: [11, 11] },
      { fieldId: 2, value: ' stale ', optionIds: [] },
    ]);
    expect(stored).toEqual([{ fieldId: 1, value: null, optionIds: [11] }]);
  });
});
