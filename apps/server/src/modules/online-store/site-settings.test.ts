// The website builder over HTTP, the store-level settings: the Open Graph image and the favicon
// with the spec's messages and on the published storefront, pixel bombs for every purpose, the background, the builder's images
// and their removal, and one store's versions and images out of another's reach.
import { existsSync } from 'node:fs';
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { encode as encodeIco } from 'sharp-ico';
import { describe, expect, it } from 'vitest';
import { createStore, login } from '../../test/harness.ts';
import { icoBitmapBomb, icoOf, jpegImage, pngBomb, pngImage } from '../../test/images.ts';
import { builderTest } from './test-support.ts';

const builder = builderTest({ withTheme: true });
const { call, firstThemeId, upload, uploadsFile } = builder;

describe('Open Graph image and favicon', () => {
  it('refuses wrong types and sizes with the spec messages', async () => {
    const gif = await upload('OG_IMAGE', 'share.gif', await pngImage(100, 100));
    expect(gif.json().error.message).toBe('Only JPG, PNG & WEBP Files are Supported');
    const heavy = await upload('OG_IMAGE', 'share.jpg', await jpegImage(1400, 1400));
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().error.message).toBe('File Size cannot Exceed 500kb');
    const favPng = await upload('FAVICON', 'icon.png', await pngImage(32, 32));
    expect(favPng.json().error.message).toBe('Only ICO Files are Supported');
    const bigIco = encodeIco([await pngImage(256, 256, true), await pngImage(200, 200, true)]);
    expect(bigIco.length).toBeGreaterThan(200 * 1024);
    const favHeavy = await upload('FAVICON', 'icon.ico', bigIco);
    expect(favHeavy.json().error.message).toBe('File Size cannot Exceed 200kb');
    const fakeIco = await upload('FAVICON', 'icon.ico', await pngImage(32, 32));
    expect(fakeIco.statusCode).toBe(400);
  });

  it('stores a 512×512 Open Graph image and a favicon, and asks for them when missing', async () => {
    const og = await upload('OG_IMAGE', 'share.jpg', await jpegImage(700, 500));
    expect(og.statusCode).toBe(201);
    expect(og.json()).toMatchObject({ status: 'success', imgwidth: 512, imgheight: 512, error: '' });
    const missing = await call('PUT', '/api/v1/site/canvas-images/OG_IMAGE', { imgUrl: '' });
    expect(missing.json().error.message).toBe('Please Upload Open Graph Image');
    const set = await call('PUT', '/api/v1/site/canvas-images/OG_IMAGE', { imgUrl: og.json().imgURL });
    expect(set.json()).toEqual({ isSuccess: true, message: 'Open Graph Image Uploaded' });
    expect((await call('GET', '/api/v1/site/canvas-images/OG_IMAGE')).json()).toEqual({
      isSuccess: true,
      data: { imgUrl: og.json().imgURL },
    });

    const ico = await upload('FAVICON', 'icon.ico', encodeIco([await pngImage(32, 32)]));
    expect(ico.statusCode).toBe(201);
    expect(ico.json()).toMatchObject({ imgwidth: 32, imgheight: 32 });
    expect(
      (await call('PUT', '/api/v1/site/canvas-images/FAVICON', { imgUrl: '' })).json().error.message,
    ).toBe('Please Upload Favicon');
    // An Open Graph picture cannot be set as the favicon.
    expect(
      (await call('PUT', '/api/v1/site/canvas-images/FAVICON', { imgUrl: og.json().imgURL })).statusCode,
    ).toBe(400);
    const fav = await call('PUT', '/api/v1/site/canvas-images/FAVICON', { imgUrl: ico.json().imgURL });
    expect(fav.json().message).toBe('Favicon Uploaded Succesfully');

    await call('POST', '/api/v1/site/publish');
    const slug = (await call('GET', '/api/v1/site/supplier-info')).json().storeSlug;
    const page = (await builder.h.app.inject({ method: 'GET', url: `/s/${slug}` })).body;
    // Open Graph wants an absolute URL: the storefront puts its origin in front of a path.
    const ogUrl: string = og.json().imgURL;
    const absolute = ogUrl.startsWith('/') ? `http://localhost:80${ogUrl}` : ogUrl;
    expect(page).toContain(`<meta property="og:image" content="${absolute}">`);
    expect(page).toContain(`<link rel="icon" href="${ico.json().imgURL}">`);
  });
});

describe('pixel bombs', () => {
  const message = UPLOAD_MESSAGES.imageTooManyPixels;
  it.each([
    ['FAVICON', 'icon.ico', () => icoOf(pngBomb(20_000))],
    ['FAVICON', 'icon.ico', () => icoBitmapBomb(20_000, 20_000)],
    ['OG_IMAGE', 'share.png', () => pngBomb(20_000)],
    ['BACKGROUND', 'wall.png', () => pngBomb(20_000)],
    ['LOGO', 'logo.png', () => pngBomb(20_000)],
    ['CONTENT', 'photo.png', () => pngBomb(20_000)],
  ])('refuses a %s (%s) of 20 000 × 20 000 pixels from its header', async (purpose, fileName, make) => {
    const bytes = make();
    expect(bytes.length).toBeLessThan(200 * 1024);
    const reply = await upload(purpose, fileName, bytes);
    expect([reply.statusCode, reply.json()]).toEqual([
      400,
      { error: { code: 'invalid', message, fields: { uploadedImageFile: message } } },
    ]);
  });
});

describe('background and images', () => {
  it('saves the background and removes the new images it did not keep', async () => {
    const kept = (await upload('BACKGROUND', 'wall.jpg', await jpegImage(400, 300))).json().imgURL;
    const dropped = (await upload('BACKGROUND', 'other.jpg', await jpegImage(400, 300))).json().imgURL;
    expect(existsSync(uploadsFile(dropped))).toBe(true);
    const saved = await call('PUT', '/api/v1/site/background', {
      colorCode: '#fff8e7',
      backgroundImage: kept,
      transparencyValue: 0.5,
      newImages: [kept, dropped],
    });
    expect(saved.json()).toMatchObject({ isSuccess: true, removed: 1 });
    expect(existsSync(uploadsFile(dropped))).toBe(false);
    expect(existsSync(uploadsFile(kept))).toBe(true);
    expect((await call('GET', '/api/v1/site/background')).json()).toEqual({
      colorCode: '#fff8e7',
      backgroundImage: kept,
      transparencyValue: 0.5,
    });
  });

  it('remove-image-from-system deletes unused images only', async () => {
    const unused = (await upload('CONTENT', 'a.jpg', await jpegImage(300, 200))).json().imgURL;
    const background = (await call('GET', '/api/v1/site/background')).json().backgroundImage;
    const reply = await call('POST', '/api/v1/site/images/remove', {
      newImages: [unused],
      deletedImages: [background, '/uploads/site/unknown.jpg'],
    });
    expect(reply.json()).toEqual({ isSuccess: true, removed: 1 });
    expect(existsSync(uploadsFile(unused))).toBe(false);
    expect(existsSync(uploadsFile(background))).toBe(true);
  });

  it('refuses a builder image of the wrong kind with the spec message', async () => {
    const reply = await upload('CONTENT', 'photo.webp', await jpegImage(50, 50));
    expect(reply.json().error.message).toBe(
      'Please upload a Image with one of these extensions only: jpeg, png, jpg',
    );
  });
});

describe('store isolation', () => {
  it("cannot roll back, preview or set another store's versions and images", async () => {
    const other = await createStore(builder.h, { storeName: 'Nosy Neighbour' });
    const as = await login(builder.h, other.owner);
    expect((await call('GET', '/api/v1/site/preview?version=1', undefined, as)).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/site/versions/1/rollback', undefined, as)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/v1/site/canvas-images/OG_IMAGE')).json().data.imgUrl;
    await call('POST', '/api/v1/site/select-theme', { themeId: await firstThemeId() }, as);
    expect((await call('PUT', '/api/v1/site/canvas-images/OG_IMAGE', { imgUrl: mine }, as)).statusCode).toBe(
      400,
    );
    await call('POST', '/api/v1/site/images/remove', { newImages: [mine], deletedImages: [mine] }, as);
    expect(existsSync(uploadsFile(mine))).toBe(true);
  });
});
