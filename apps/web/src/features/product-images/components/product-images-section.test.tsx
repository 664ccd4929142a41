import type { ProductImagesReply } from '@storekeep/domain/product-images';
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ProductImagesSection } from './product-images-section.tsx';

const image = (imageId: number, position: number, state: 'ready' | 'processing' | 'failed' = 'ready') => ({
  imageId,
  position,
  url: `/uploads/library/1/products/7/img-${imageId}.jpg`,
  thumbnailUrl: `/uploads/library/1/products/7/img-${imageId}_200x200.jpg?fit=cover`,
  mobileUrl: `/uploads/library/1/products/7/img-${imageId}_500X.jpg`,
  webpUrl: `/uploads/library/1/products/7/img-${imageId}.webp`,
  state,
  width: 800,
  height: 600,
});
const reply = (images: ProductImagesReply['images']): ProductImagesReply => ({
  productId: 7,
  maxImages: 40,
  images,
});

describe('product images section', () => {
  it('shows the images in order with the main badge and the processing state', async () => {
    fakeApi(() => jsonResponse(200, reply([image(11, 0), image(12, 1, 'processing')])));
    renderWithApp(<ProductImagesSection productId={7} />);
    const first = await screen.findByTestId('product-image-0');
    expect(first.getAttribute('data-image-id')).toBe('11');
    expect(within(first).getByText('Main')).toBeTruthy();
    expect(screen.getByTestId('product-image-1').getAttribute('data-state')).toBe('processing');
    expect(screen.getByTestId('product-images-count').textContent).toBe('2 of 40');
  });

  it('shows a failed image with a retry that asks the server to make its variants again', async () => {
    const { fetchMock } = fakeApi((_url, init) =>
      init.method === 'POST'
        ? jsonResponse(200, reply([image(11, 0), image(12, 1, 'processing')]))
        : jsonResponse(200, reply([image(11, 0), image(12, 1, 'failed')])),
    );
    renderWithApp(<ProductImagesSection productId={7} />);
    const failed = await screen.findByTestId('product-image-failed-1');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(screen.queryByTestId('product-image-failed-0')).toBeNull();
    fireEvent.click(screen.getByTestId('product-image-retry-1'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('product-image-1').getAttribute('data-state')).toBe('processing'),
    );
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
    expect(url).toBe('/api/v1/products/7/images/1/retry');
  });

  it('asks to save a new product first, without calling the server', async () => {
    const { fetchMock } = fakeApi(() => jsonResponse(200, reply([])));
    renderWithApp(<ProductImagesSection productId={null} />);
    expect(await screen.findByTestId('product-images-save-first')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/images'))).toBe(false);
  });

  it('has empty, loading and error states', async () => {
    fakeApi(() => jsonResponse(200, reply([])));
    const { unmount } = renderWithApp(<ProductImagesSection productId={7} />);
    expect(await screen.findByTestId('product-images-loading')).toBeTruthy();
    expect(await screen.findByTestId('product-images-empty')).toBeTruthy();
    unmount();
    fakeApi(() => jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong' } }));
    renderWithApp(<ProductImagesSection productId={7} />);
    expect(await screen.findByTestId('product-images-error')).toBeTruthy();
  });

  it('deletes an image only after confirmation', async () => {
    const { fetchMock } = fakeApi((_url, init) =>
      init.method === 'DELETE'
        ? jsonResponse(200, reply([{ ...image(12, 0) }]))
        : jsonResponse(200, reply([image(11, 0), image(12, 1)])),
    );
    renderWithApp(<ProductImagesSection productId={7} />);
    fireEvent.click(await screen.findByTestId('product-image-delete-0'));
    expect(
      await screen.findByText('Are you sure you want to delete image 1? This cannot be undone.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-delete-image'));
    await vi.waitFor(() => expect(screen.queryByTestId('product-image-1')).toBeNull());
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE') ?? [];
    expect(url).toBe('/api/v1/products/7/images/0');
  });

  it("opens the enlarged viewer titled 'View Images' and steps through the images", async () => {
    fakeApi(() => jsonResponse(200, reply([image(11, 0), image(12, 1)])));
    renderWithApp(<ProductImagesSection productId={7} />);
    await screen.findByTestId('product-image-1');
    fireEvent.click(screen.getByTestId('view-images'));
    expect((await screen.findByTestId('image-viewer-position')).textContent).toBe('1 of 2');
    expect(screen.getByRole('dialog', { name: 'View Images' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Next image'));
    expect(screen.getByTestId('image-viewer-position').textContent).toBe('2 of 2');
    expect(screen.getByTestId('image-viewer-current').getAttribute('src')).toBe(image(12, 1).url);
  });

  it('shows the validation message for each refused file in the progress list', async () => {
    fakeApi(() => jsonResponse(200, reply([])));
    renderWithApp(<ProductImagesSection productId={7} />);
    await screen.findByTestId('product-images-empty');
    const input = document.querySelector('input[type=file][multiple]') as HTMLInputElement;
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [exe, big] } });
    const messages = await screen.findAllByTestId('upload-item-message');
    expect(messages.map((m) => m.textContent)).toEqual([
      UPLOAD_MESSAGES.productImageWrongExtension,
      UPLOAD_MESSAGES.productImageTooHeavy(3),
    ]);
  });
});
