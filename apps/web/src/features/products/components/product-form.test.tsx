import type { MissingDataView } from '@storekeep/domain/product';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api-client.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ProductForm } from './product-form.tsx';
import { emptyFormValues, type ProductFormValues } from './product-form-values.ts';

const outlets = [{ outletId: 1, name: 'Main', stateId: null, state: null, accounts: [] }];

function renderForm(
  onSubmit: (values: ProductFormValues) => Promise<void>,
  review: MissingDataView | null = null,
  saved: Partial<ProductFormValues> = {},
) {
  fakeApi((url) =>
    url.includes('/categories')
      ? jsonResponse(200, { categories: [], lastModifiedTimestamp: 0, isCategoryAutomated: false })
      : jsonResponse(200, { conflict: null }),
  );
  return renderWithApp(
    <ProductForm
      initialValues={{ ...emptyFormValues([1], false), productName: 'Tea 250 g', ...saved }}
      product={null}
      outlets={outlets}
      allowVariants={false}
      highlightVariantId={null}
      review={review}
      saving={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      imagesSection={({ productId }) => <div data-testid="images-slot">{String(productId)}</div>}
      customFieldsSection={() => <div data-testid="custom-fields-slot" />}
      smartFillSection={({ name, current, apply }) => (
        <button
          type="button"
          data-testid="smart-fill-probe"
          data-name={name}
          onClick={() =>
            apply({
              productName: `${current().productName} (filled)`,
              barcode: '8901262150101',
              mrpPaise: 9_050,
              sellingPricePaise: 8_500,
              salesTax: 5,
            })
          }
        />
      )}
    />,
  );
}

describe('the product editor', () => {
  it('shows the margin as prices are typed, and refuses a selling price above MRP before sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    fireEvent.change(await screen.findByTestId('product-mrp'), { target: { value: '100' } });
    fireEvent.change(screen.getByTestId('product-selling-price'), { target: { value: '1x20' } });
    expect((screen.getByTestId('product-selling-price') as HTMLInputElement).value).toBe('120');
    fireEvent.change(screen.getByTestId('product-cost-price'), { target: { value: '60' } });
    expect(screen.getByTestId('product-margin').textContent).toBe('Margin: 50% · Max discount on MRP: 40%');
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('Selling price cannot be more than MRP')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('mounts the images and custom-fields slots with the product id (null while new)', async () => {
    renderForm(() => Promise.resolve());
    expect((await screen.findByTestId('images-slot')).textContent).toBe('null');
    expect(screen.getByTestId('custom-fields-slot')).toBeTruthy();
  });

  it('lets SmartFill read the typed name and fill the fields of a new product', async () => {
    renderForm(() => Promise.resolve());
    const probe = await screen.findByTestId('smart-fill-probe');
    expect(probe.getAttribute('data-name')).toBe('Tea 250 g');
    fireEvent.click(probe);
    const value = (id: string) => (screen.getByTestId(id) as HTMLInputElement).value;
    await waitFor(() => expect(value('product-name')).toBe('Tea 250 g (filled)'));
    expect([value('product-barcode'), value('product-mrp'), value('product-selling-price')]).toEqual([
      '8901262150101',
      '90.50',
      '85.00',
    ]);
  });

  it('points at what to fix when opened from a missing-data view (reviewState)', async () => {
    renderForm(() => Promise.resolve(), 'tax');
    expect((await screen.findByTestId('product-review')).textContent).toBe(
      'This product has no sales tax yet: enter it, then save.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('product-sales-tax')));
  });

  it('shows no review hint when opened from the plain list', async () => {
    renderForm(() => Promise.resolve());
    await screen.findByTestId('product-name');
    expect(screen.queryByTestId('product-review')).toBeNull();
  });

  it('puts the server’s barcode clash next to the barcode field', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(409, 'conflict', 'This barcode is already used by Rice', {
          barcode: 'This barcode is already used by Rice',
          conflictProductId: '4',
          conflictProductName: 'Rice',
        }),
      ),
    );
    renderForm(onSubmit);
    fireEvent.change(await screen.findByTestId('product-barcode'), { target: { value: '**8901' } });
    expect((screen.getByTestId('product-barcode') as HTMLInputElement).value).toBe('8901');
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(await screen.findByText('This barcode is already used by Rice')).toBeTruthy();
  });

  it('shows the saved selling switches as saved, and sends what the merchant switched', async () => {
    const onSubmit = vi.fn((_values: ProductFormValues) => Promise.resolve());
    renderForm(onSubmit, null, { isSellOnline: true, isEnquiryEnabled: true, isBulkPricingActive: true });
    const checked = (id: string) => (screen.getByTestId(id) as HTMLInputElement).checked;
    await screen.findByTestId('product-sell-online');
    expect([
      checked('product-sell-online'),
      checked('product-enquiry'),
      checked('product-bulk-pricing'),
    ]).toEqual([true, true, true]);
    fireEvent.click(screen.getByTestId('product-enquiry'));
    expect(checked('product-enquiry')).toBe(false);
    fireEvent.click(screen.getByTestId('product-bulk-pricing'));
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ isSellOnline: true, isEnquiryEnabled: false });
  });

  it('keeps the Hindi name and description the merchant types under Translations, and sends them', async () => {
    const onSubmit = vi.fn((_values: ProductFormValues) => Promise.resolve());
    renderForm(onSubmit, null, { translations: { ta: { name: 'தேநீர்' } } });
    expect((await screen.findByTestId('product-translations-given')).textContent).toContain('தமிழ்');
    fireEvent.change(screen.getByTestId('product-translations-name'), { target: { value: 'चाय 250 g' } });
    fireEvent.change(screen.getByTestId('product-translations-description'), {
      target: { value: 'असम की चाय' },
    });
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].translations).toEqual({
      ta: { name: 'தேநீர்' },
      hi: { name: 'चाय 250 g', description: 'असम की चाय' },
    });
  });
});
