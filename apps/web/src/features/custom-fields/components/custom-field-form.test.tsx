import type { CustomField } from '@storekeep/domain/custom-fields';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CustomFieldForm } from './custom-field-form.tsx';
import { ProductCustomFieldsSection } from './product-custom-fields-section.tsx';

const fabric: CustomField = {
  id: 7,
  section: 'PRODUCT',
  fieldName: 'Fabric',
  type: 'dropdown',
  position: 0,
  mandatory: false,
  conditional: false,
  dependent: null,
  customFieldRelCommand: [
    { id: 71, value: 'Cotton', position: 1 },
    { id: 72, value: 'Silk', position: 2 },
  ],
};

describe('custom field form', () => {
  it("starts a new list field with 'Value 1', blocks Save on repeated values and sends the field", async () => {
    const { fetchMock } = fakeApi(() => jsonResponse(201, { ...fabric, id: 9, fieldName: 'Size' }));
    const onDone = vi.fn();
    renderWithApp(
      <CustomFieldForm
        section="PRODUCT"
        type="dropdown"
        field={null}
        sectionFields={[]}
        canAddAttachments
        onDone={onDone}
      />,
    );
    const first = (await screen.findByTestId('custom-field-value-0')) as HTMLInputElement;
    expect(first.value).toBe('Value 1');
    fireEvent.click(screen.getByTestId('custom-field-save'));
    expect(await screen.findByText('Required Field')).toBeTruthy();
    fireEvent.change(screen.getByTestId('custom-field-name'), { target: { value: 'Size' } });
    fireEvent.click(screen.getByTestId('custom-field-add-value'));
    const second = screen.getByTestId('custom-field-value-1') as HTMLInputElement;
    expect(second.value).toBe('Value 2');
    fireEvent.change(second, { target: { value: 'Value 1' } });
    expect(await screen.findByText('Values cannot be repeated')).toBeTruthy();
    expect((screen.getByTestId('custom-field-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(second, { target: { value: 'Large' } });
    fireEvent.click(screen.getByTestId('custom-field-save'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/custom-fields');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      section: 'PRODUCT',
      type: 'dropdown',
      fieldName: 'Size',
      values: [
        { id: null, value: 'Value 1' },
        { id: null, value: 'Large' },
      ],
    });
  });

  it('asks for the dependent field and option when the conditional switch is on', async () => {
    fakeApi(() => jsonResponse(200, {}));
    renderWithApp(
      <CustomFieldForm
        section="PRODUCT"
        type="text"
        field={null}
        sectionFields={[fabric]}
        canAddAttachments
        onDone={vi.fn()}
      />,
    );
    fireEvent.change(await screen.findByTestId('custom-field-name'), { target: { value: 'Silk care' } });
    fireEvent.click(screen.getByTestId('custom-field-conditional'));
    fireEvent.click(screen.getByTestId('custom-field-save'));
    expect(await screen.findByText('Select the field this one depends on')).toBeTruthy();
    expect(screen.getByText('Select the option of that field')).toBeTruthy();
  });
});

describe('product custom fields section', () => {
  it("shows a conditional field only when its option is chosen and needs it when mandatory ('Required Field')", async () => {
    const silkCare: CustomField = {
      ...fabric,
      id: 8,
      fieldName: 'Silk care',
      type: 'text',
      mandatory: true,
      conditional: true,
      dependent: { fieldId: 7, valueId: 72 },
      customFieldRelCommand: [],
    };
    const { fetchMock } = fakeApi(() =>
      jsonResponse(200, {
        productId: 5,
        fields: [fabric, silkCare],
        values: [{ fieldId: 7, value: null, optionIds: [72] }],
      }),
    );
    renderWithApp(<ProductCustomFieldsSection productId={5} />);
    expect(await screen.findByTestId('product-custom-field-8')).toBeTruthy();
    fireEvent.click(screen.getByTestId('product-custom-fields-save'));
    expect(await screen.findByText('Required Field')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });
});
