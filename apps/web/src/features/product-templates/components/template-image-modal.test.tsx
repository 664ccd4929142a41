// The image upload screen of a template-based product: the upload goes to the template's image
// address (which creates the product first), with the merchant's barcode and createStock.
import type { ProductTemplate } from '@storekeep/domain/product-templates';
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { TemplateImageModal } from './template-image-modal.tsx';

const template: ProductTemplate = {
  templateId: 4,
  templateCategoryId: null,
  categoryName: null,
  isCategoryUnderMaintenance: false,
  name: 'Ragi Flour 500 g',
  barcode: 'RAGI500',
  hsnSacNo: null,
  unit: 'pkt',
  mrpPaise: 6_000,
  pricePaise: 5_500,
  taxRate: '0.00',
  isApproved: true,
};
const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const drop = (file: File) => {
  const input = screen
    .getByTestId('template-image-drop')
    .querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fakeApi(() => jsonResponse(200, {}));
});
afterEach(() => vi.unstubAllGlobals());

describe('adding an image to a template-based product', () => {
  it('creates the product with the image, shows progress, the saved toast and a link to the product', async () => {
    renderWithApp(<TemplateImageModal template={template} onClose={vi.fn()} />);
    fireEvent.change(await screen.findByTestId('template-image-barcode'), { target: { value: '**MY-RAGI' } });
    drop(png('ragi.png'));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.all[0] as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual([
      'POST',
      '/api/v1/product-templates/4/images?createStock=true&barcode=MY-RAGI',
    ]);
    xhr.progress(40);
    expect(await screen.findByTestId('template-image-progress')).toBeTruthy();
    xhr.respond(201, { productId: 77, maxImages: 40, images: [] });
    expect(await screen.findByText(UPLOAD_MESSAGES.imageSaved)).toBeTruthy();
    expect(screen.getByTestId('template-image-open').getAttribute('href')).toBe('/edit/77/0/0');
  });

  it('shows the server’s refusal (a template that is not approved) and creates nothing', async () => {
    renderWithApp(<TemplateImageModal template={template} onClose={vi.fn()} />);
    await screen.findByTestId('template-image-drop');
    drop(png('photo.png'));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    (FakeXhr.all[0] as FakeXhr).respond(409, {
      error: { code: 'conflict', message: 'The template of product is not approved.' },
    });
    expect((await screen.findByTestId('template-image-error')).textContent).toBe(
      'The template of product is not approved.',
    );
  });
});
