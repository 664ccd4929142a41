// The multi-image upload queue in the section, with XMLHttpRequest replaced by a controllable fake:
// one file at a time, progress capped at 99 until done, cancel, clear-all, and the saved toast.
import type { ProductImagesReply } from '@storekeep/domain/product-images';
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ProductImagesSection } from './product-images-section.tsx';

const reply = (count: number): ProductImagesReply => ({
  productId: 7,
  maxImages: 40,
  images: Array.from({ length: count }, (_, position) => ({
    imageId: position + 1,
    position,
    url: `/uploads/library/1/products/7/i${position}.jpg`,
    thumbnailUrl: `/uploads/library/1/products/7/i${position}.jpg`,
    mobileUrl: `/uploads/library/1/products/7/i${position}.jpg`,
    webpUrl: `/uploads/library/1/products/7/i${position}.jpg`,
    state: 'processing' as const,
    width: 10,
    height: 10,
  })),
});
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

async function chooseFiles(files: File[]) {
  await screen.findByTestId('product-images-empty');
  const input = document.querySelector('input[type=file][multiple]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
  await screen.findAllByTestId('upload-item');
}
const statuses = () => screen.getAllByTestId('upload-item').map((item) => item.getAttribute('data-status'));
const messages = () => screen.getAllByTestId('upload-item-message').map((m) => m.textContent);

/** What the images list answers: the section looks again every few seconds while images process. */
let listed = reply(0);
/** An upload's answer, which the list gives from then on too. */
function answer(xhr: FakeXhr, count: number) {
  listed = reply(count);
  xhr.respond(201, listed);
}

beforeEach(() => {
  FakeXhr.all = [];
  listed = reply(0);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fakeApi(() => jsonResponse(200, listed));
});
afterEach(() => vi.unstubAllGlobals());

describe('multi-image upload queue', () => {
  it('sends one file at a time, shows at most 99% until done, then the saved toast', async () => {
    renderWithApp(<ProductImagesSection productId={7} />);
    await chooseFiles([jpeg('a.jpg'), jpeg('b.jpg')]);
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const first = FakeXhr.all[0] as FakeXhr;
    expect([first.method, first.url]).toEqual(['POST', '/api/v1/products/7/images']);
    expect(statuses()).toEqual(['start', 'ready']);
    first.progress(100);
    await vi.waitFor(() => expect(messages()[0]).toBe('99%'));
    answer(first, 1);
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    answer(FakeXhr.all[1] as FakeXhr, 2);
    await vi.waitFor(() => expect(statuses()).toEqual(['done', 'done']));
    expect(await screen.findByText(UPLOAD_MESSAGES.imageSaved)).toBeTruthy();
    expect(screen.getAllByTestId(/^product-image-\d$/)).toHaveLength(2);
  });

  it('cancels a waiting file, and clear-all aborts the one in flight and marks it failed', async () => {
    renderWithApp(<ProductImagesSection productId={7} />);
    await chooseFiles([jpeg('a.jpg'), jpeg('b.jpg')]);
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    fireEvent.click(screen.getAllByTestId('upload-item-cancel')[1] as HTMLElement);
    await vi.waitFor(() => expect(messages()[1]).toBe(UPLOAD_MESSAGES.uploadingCancelled));
    fireEvent.click(screen.getByTestId('upload-clear-all'));
    await vi.waitFor(() => expect(statuses()).toEqual(['error', 'cancel']));
    expect(messages()).toEqual([UPLOAD_MESSAGES.uploadingFailed, UPLOAD_MESSAGES.uploadingCancelled]);
    expect((FakeXhr.all[0] as FakeXhr).aborted).toBe(true);
    expect(FakeXhr.all).toHaveLength(1);
  });

  it("shows the server's refusal on the file", async () => {
    renderWithApp(<ProductImagesSection productId={7} />);
    await chooseFiles([jpeg('cut.jpg')]);
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    (FakeXhr.all[0] as FakeXhr).respond(400, {
      error: { code: 'invalid', message: UPLOAD_MESSAGES.productImageWrongExtension },
    });
    await vi.waitFor(() => expect(messages()).toEqual([UPLOAD_MESSAGES.productImageWrongExtension]));
  });
});
