import type { ProductTemplate } from '@storekeep/domain/product-templates';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CreateFromTemplateModal } from './create-from-template-modal.tsx';
import { SmartFillSlider } from './smart-fill-slider.tsx';

const template: ProductTemplate = {
  templateId: 3,
  templateCategoryId: 1,
  categoryName: 'Frozen',
  isCategoryUnderMaintenance: true,
  name: 'Frozen Peas',
  barcode: 'PEAS1',
  hsnSacNo: null,
  unit: 'pcs',
  mrpPaise: 9000,
  pricePaise: 8500,
  taxRate: '5.00',
  isApproved: true,
};

describe('create from template', () => {
  it("shows the server's refusal as it comes, and sends the merchant's barcode and createStock", async () => {
    const { fetchMock } = fakeApi(() =>
      jsonResponse(409, {
        error: { code: 'conflict', message: 'The category of the product is currently under maintenance.' },
      }),
    );
    renderWithApp(<CreateFromTemplateModal template={template} onClose={vi.fn()} />);
    fireEvent.change(await screen.findByTestId('template-barcode'), { target: { value: '**MY-PEAS 1' } });
    fireEvent.click(screen.getByTestId('template-create-submit'));
    expect((await screen.findByTestId('template-create-error')).textContent).toBe(
      'The category of the product is currently under maintenance.',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/product-templates/3/products');
    // The barcode input keeps only barcode characters, as the product form does.
    expect(JSON.parse(String(init?.body))).toEqual({
      templateId: undefined,
      barcode: 'MY-PEAS1',
      createStock: true,
    });
  });
});

describe('SmartFill slider', () => {
  it('reads globalSmartFill and turns it on', async () => {
    const { fetchMock } = fakeApi((url) =>
      url.endsWith('/update')
        ? jsonResponse(200, { globalSmartFill: 1 })
        : jsonResponse(200, { globalSmartFill: 0 }),
    );
    renderWithApp(<SmartFillSlider opened onClose={vi.fn()} />);
    const toggle = (await screen.findByTestId('smart-fill-switch')) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await vi.waitFor(() =>
      expect((screen.getByTestId('smart-fill-switch') as HTMLInputElement).checked).toBe(true),
    );
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/update'));
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({ type: 'smartFill', smartFill: 1 });
  });
});
