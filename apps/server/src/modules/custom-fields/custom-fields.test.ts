import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';

let h: Harness;
let store: StoreFixture;
let owner: string;
let productId: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  owner = await login(h, store.owner);
  const [row] = await h.database.db
    .insert(t.products)
    .values({ supplierId: store.supplierId, name: 'Cotton Kurta' })
    .returning({ productId: t.products.productId });
  productId = row?.productId as number;
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie = owner, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const dropdown = (fieldName: string, values: string[], extra: object = {}) => ({
  section: 'PRODUCT',
  type: 'dropdown',
  fieldName,
  values: values.map((value) => ({ value })),
  ...extra,
});

describe('custom field definitions', () => {
  it('starts empty and offers all eight types to the owner', async () => {
    const reply = await call('GET', '/api/v1/custom-fields?section=PRODUCT');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().fields).toEqual([]);
    expect(reply.json().availableTypes).toHaveLength(8);
  });

  it('creates a field with its values numbered in order, trimmed', async () => {
    const reply = await call(
      'POST',
      '/api/v1/custom-fields',
      owner,
      dropdown('  Fabric ', [' Cotton', 'Silk ']),
    );
    expect(reply.statusCode).toBe(201);
    const field = reply.json();
    expect(field).toMatchObject({
      fieldName: 'Fabric',
      type: 'dropdown',
      position: 0,
      mandatory: false,
      dependent: null,
    });
    expect(
      field.customFieldRelCommand.map((v: { value: string; position: number }) => [v.value, v.position]),
    ).toEqual([
      ['Cotton', 1],
      ['Silk', 2],
    ]);
    const text = await call('POST', '/api/v1/custom-fields', owner, {
      section: 'PRODUCT',
      type: 'text',
      fieldName: 'Care',
      values: [{ value: 'ignored' }],
    });
    expect(text.json()).toMatchObject({ position: 1, customFieldRelCommand: [] });
  });

  it("refuses a blank name with 'Required Field'", async () => {
    const reply = await call('POST', '/api/v1/custom-fields', owner, {
      section: 'PRODUCT',
      type: 'text',
      fieldName: '   ',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({
      message: 'Required Field',
      fields: { fieldName: 'Required Field' },
    });
  });

  it('refuses an empty value, a repeated value, and a multi-value field with no values', async () => {
    const empty = await call('POST', '/api/v1/custom-fields', owner, dropdown('Size', ['S', ' ']));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ 'values.1.value': 'Required Field' });
    const repeated = await call('POST', '/api/v1/custom-fields', owner, dropdown('Size', ['S', 'M', ' S ']));
    expect(repeated.json().error).toMatchObject({
      message: 'Values cannot be repeated',
      fields: { 'values.2.value': 'Values cannot be repeated' },
    });
    const none = await call('POST', '/api/v1/custom-fields', owner, dropdown('Size', []));
    expect(none.json().error.message).toBe('Add at least one value');
  });

  it('needs a dependent field and option when the conditional switch is on', async () => {
    const both = await call('POST', '/api/v1/custom-fields', owner, {
      section: 'PRODUCT',
      type: 'text',
      fieldName: 'Silk care',
      conditional: true,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({
      'dependent.fieldId': 'Select the field this one depends on',
      'dependent.valueId': 'Select the option of that field',
    });
    const list = (await call('GET', '/api/v1/custom-fields')).json().fields;
    const fabric = list.find((f: { fieldName: string }) => f.fieldName === 'Fabric');
    const care = list.find((f: { fieldName: string }) => f.fieldName === 'Care');
    const onText = await call('POST', '/api/v1/custom-fields', owner, {
      section: 'PRODUCT',
      type: 'text',
      fieldName: 'Silk care',
      conditional: true,
      dependent: { fieldId: care.id, valueId: fabric.customFieldRelCommand[0].id },
    });
    expect(onText.json().error.message).toBe(
      'The field this one depends on must be a Multiple Choice, Dropdown or Checkbox field of the same section',
    );
    const foreignOption = await call('POST', '/api/v1/custom-fields', owner, {
      section: 'PRODUCT',
      type: 'text',
      fieldName: 'Silk care',
      conditional: true,
      dependent: { fieldId: fabric.id, valueId: 999_999 },
    });
    expect(foreignOption.json().error.fields).toEqual({
      'dependent.valueId': 'Select the option of that field',
    });
    const ok = await call('POST', '/api/v1/custom-fields', owner, {
      section: 'PRODUCT',
      type: 'text',
      fieldName: 'Silk care',
      mandatory: true,
      conditional: true,
      dependent: { fieldId: fabric.id, valueId: fabric.customFieldRelCommand[1].id },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().dependent).toEqual({ fieldId: fabric.id, valueId: fabric.customFieldRelCommand[1].id });
  });

  it('keeps Attachment for those with Settings.Custom_Fields.Add_Attachments', async () => {
    const attachment = { section: 'PRODUCT', type: 'attachment', fieldName: 'Manual' };
    const plain = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['SETTINGS:MENU'],
    });
    const plainCookie = await login(h, plain);
    expect((await call('GET', '/api/v1/custom-fields', plainCookie)).json().availableTypes).not.toContain(
      'attachment',
    );
    const refused = await call('POST', '/api/v1/custom-fields', plainCookie, attachment);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('No permissions');
    const allowed = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['SETTINGS:MENU', 'Settings.Custom_Fields.Add_Attachments'],
    });
    const reply = await call('POST', '/api/v1/custom-fields', await login(h, allowed), attachment);
    expect(reply.statusCode).toBe(201);
    const reader = await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: [] });
    const readerCookie = await login(h, reader);
    expect((await call('GET', '/api/v1/custom-fields', readerCookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/custom-fields', readerCookie, dropdown('X', ['a']))).statusCode).toBe(
      403,
    );
    await call('DELETE', `/api/v1/custom-fields/${reply.json().id}`);
  });

  it('edits a field keeping the ids of kept values, and clears conditions on removed ones', async () => {
    const created = (
      await call('POST', '/api/v1/custom-fields', owner, dropdown('Colour', ['Red', 'Blue']))
    ).json();
    const [red, blue] = created.customFieldRelCommand;
    const child = (
      await call('POST', '/api/v1/custom-fields', owner, {
        section: 'PRODUCT',
        type: 'text',
        fieldName: 'Blue shade',
        conditional: true,
        dependent: { fieldId: created.id, valueId: blue.id },
      })
    ).json();
    const reply = await call(
      'PUT',
      `/api/v1/custom-fields/${created.id}`,
      owner,
      dropdown('Colour', [], {
        values: [{ id: red.id, value: 'Crimson' }, { value: 'Green' }],
        mandatory: true,
      }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().mandatory).toBe(true);
    expect(reply.json().customFieldRelCommand[0]).toEqual({ id: red.id, value: 'Crimson', position: 1 });
    expect(reply.json().customFieldRelCommand[1].value).toBe('Green');
    const after = (await call('GET', `/api/v1/custom-fields/${child.id}`)).json();
    expect(after).toMatchObject({ conditional: false, dependent: null });
    const loop = await call('PUT', `/api/v1/custom-fields/${created.id}`, owner, {
      ...dropdown('Colour', []),
      values: [{ id: red.id, value: 'Crimson' }],
      conditional: true,
      dependent: { fieldId: created.id, valueId: red.id },
    });
    expect(loop.statusCode).toBe(400);
    expect((await call('GET', '/api/v1/custom-fields/999999')).json().error.message).toBe(
      'This custom field no longer exists.',
    );
    await call('DELETE', `/api/v1/custom-fields/${child.id}`);
    await call('DELETE', `/api/v1/custom-fields/${created.id}`);
  });

  it('reorders the whole section, and refuses a list that is not the section', async () => {
    const ids = (await call('GET', '/api/v1/custom-fields')).json().fields.map((f: { id: number }) => f.id);
    const reversed = [...ids].reverse();
    const reply = await call('PUT', '/api/v1/custom-fields/order', owner, {
      section: 'PRODUCT',
      fieldIds: reversed,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().fields.map((f: { id: number }) => f.id)).toEqual(reversed);
    const partial = await call('PUT', '/api/v1/custom-fields/order', owner, {
      section: 'PRODUCT',
      fieldIds: ids.slice(1),
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.message).toBe('The list of fields has changed. Please reload and try again.');
    await call('PUT', '/api/v1/custom-fields/order', owner, { section: 'PRODUCT', fieldIds: ids });
  });

  it('keeps sections apart', async () => {
    const reply = await call('POST', '/api/v1/custom-fields', owner, {
      section: 'CUSTOMER',
      type: 'date',
      fieldName: 'Birthday',
    });
    expect(reply.statusCode).toBe(201);
    expect((await call('GET', '/api/v1/custom-fields?section=CUSTOMER')).json().fields).toHaveLength(1);
    expect(
      (await call('GET', '/api/v1/custom-fields?section=PRODUCT'))
        .json()
        .fields.map((f: { fieldName: string }) => f.fieldName),
    ).not.toContain('Birthday');
  });
});

describe("a product's custom-field answers", () => {
  let fields: Array<{ id: number; fieldName: string; customFieldRelCommand: Array<{ id: number }> }>;
  const byName = (name: string) => fields.find((f) => f.fieldName === name) as (typeof fields)[number];
  const url = () => `/api/v1/products/${productId}/custom-fields`;

  beforeAll(async () => {
    await call('POST', '/api/v1/custom-fields', owner, {
      section: 'PRODUCT',
      type: 'date',
      fieldName: 'Made on',
    });
    await call('POST', '/api/v1/custom-fields', owner, {
      section: 'PRODUCT',
      type: 'time',
      fieldName: 'Ready at',
    });
    await call(
      'POST',
      '/api/v1/custom-fields',
      owner,
      dropdown('Sizes', ['S', 'M', 'L'], { type: 'checkbox' }),
    );
    fields = (await call('GET', url())).json().fields;
  });

  it('shows the fields with no answers at first', async () => {
    const reply = await call('GET', url());
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ productId, values: [] });
    expect((await call('GET', '/api/v1/products/999999/custom-fields')).statusCode).toBe(404);
  });

  it("needs the mandatory field only when its condition holds ('Required Field')", async () => {
    const fabric = byName('Fabric');
    const [cotton, silk] = fabric.customFieldRelCommand as [{ id: number }, { id: number }];
    const cottonReply = await call('PUT', url(), owner, {
      values: [{ fieldId: fabric.id, optionIds: [cotton.id] }],
    });
    expect(cottonReply.statusCode).toBe(200);
    const silkReply = await call('PUT', url(), owner, {
      values: [{ fieldId: fabric.id, optionIds: [silk.id] }],
    });
    expect(silkReply.statusCode).toBe(400);
    expect(silkReply.json().error).toMatchObject({
      message: 'Required Field',
      fields: { [String(byName('Silk care').id)]: 'Required Field' },
    });
    const ok = await call('PUT', url(), owner, {
      values: [
        { fieldId: fabric.id, optionIds: [silk.id] },
        { fieldId: byName('Silk care').id, value: ' Dry clean only ' },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().values).toContainEqual({
      fieldId: byName('Silk care').id,
      value: 'Dry clean only',
      optionIds: [],
    });
    // Back to cotton: the silk-only answer no longer applies and is dropped.
    const back = await call('PUT', url(), owner, {
      values: [
        { fieldId: fabric.id, optionIds: [cotton.id] },
        { fieldId: byName('Silk care').id, value: 'stale' },
      ],
    });
    expect(back.json().values.map((v: { fieldId: number }) => v.fieldId)).toEqual([fabric.id]);
  });

  it('refuses options of another field, two options for a dropdown, bad dates and times, unknown fields', async () => {
    const fabric = byName('Fabric');
    const sizes = byName('Sizes');
    const cases: Array<[object, string]> = [
      [
        { fieldId: fabric.id, optionIds: [sizes.customFieldRelCommand[0]?.id] },
        'Choose one of the listed values',
      ],
      [
        { fieldId: fabric.id, optionIds: fabric.customFieldRelCommand.map((o) => o.id) },
        'Choose only one value',
      ],
      [{ fieldId: byName('Made on').id, value: '2024-02-30' }, 'Enter a valid date'],
      [{ fieldId: byName('Ready at').id, value: '25:00' }, 'Enter a valid time'],
      [{ fieldId: 999_999, value: 'x' }, 'This custom field no longer exists.'],
    ];
    for (const [answer, message] of cases) {
      const reply = await call('PUT', url(), owner, { values: [answer] });
      expect(reply.statusCode, message).toBe(400);
      expect(reply.json().error.message).toBe(message);
    }
  });

  it('stores several checkbox options, a date and a time', async () => {
    const sizes = byName('Sizes');
    const optionIds = sizes.customFieldRelCommand.slice(0, 2).map((o) => o.id);
    const reply = await call('PUT', url(), owner, {
      values: [
        { fieldId: sizes.id, optionIds },
        { fieldId: byName('Made on').id, value: '2024-02-29' },
        { fieldId: byName('Ready at').id, value: '09:30' },
      ],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().values).toEqual(
      expect.arrayContaining([
        { fieldId: sizes.id, value: null, optionIds },
        { fieldId: byName('Made on').id, value: '2024-02-29', optionIds: [] },
      ]),
    );
  });

  it("deletes a field with the spec's message and its answers go with it", async () => {
    const sizes = byName('Sizes');
    const reply = await call('DELETE', `/api/v1/custom-fields/${sizes.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Sizes has been deleted');
    const after = (await call('GET', url())).json();
    expect(after.values.map((v: { fieldId: number }) => v.fieldId)).not.toContain(sizes.id);
    expect((await call('DELETE', `/api/v1/custom-fields/${sizes.id}`)).statusCode).toBe(404);
  });
});
