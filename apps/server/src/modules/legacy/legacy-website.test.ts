// The website builder's legacy app paths (website-builder.md §7) over HTTP: the spec's envelopes and
// fields, the same services as /api/v1/site, the session's store only.
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { BUILDER_MESSAGES } from '@storekeep/domain/website-builder';
import { describe, expect, it } from 'vitest';
import { createStore, login } from '../../test/harness.ts';
import { jpegImage, pngImage } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';
import { builderTest } from '../online-store/test-support.ts';

const builder = builderTest({ storeName: 'Legacy Website Store', withTheme: true });

let signedIn: Promise<string> | undefined;
/** The owner's session, signed in once (sign-ins are throttled). */
function ownerCookie() {
  signedIn ??= login(builder.h, builder.owner.owner);
  return signedIn;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const as = headers.authorization ? {} : { cookie: await ownerCookie(), 'sec-fetch-site': 'same-origin' };
  return builder.h.app.inject({ method: 'GET', url, headers: { ...as, ...headers } });
}

/** The apps' own credential: the session token in the Authorization header. */
async function appCredential() {
  const cookie = await ownerCookie();
  return { authorization: `Bearer ${cookie.slice(cookie.indexOf('=') + 1)}` };
}

async function postForm(url: string, form: Record<string, string>) {
  return builder.h.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: {
      cookie: await ownerCookie(),
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
}

async function upload(url: string, fileName: string, bytes: Buffer, field = 'uploadedImageFile') {
  const body = multipart({ field, fileName, bytes });
  return builder.h.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: await ownerCookie(), 'sec-fetch-site': 'same-origin' },
  });
}

describe('start-up and theme calls of the apps', () => {
  it('answers the modification flag and the sticky footer visibility', async () => {
    for (const path of [
      '/marketplace/cms/nj/theme/modification-status',
      '/marketplace/cms/theme/checkThemeModificationStatus.ns',
    ]) {
      const reply = await get(path);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ isSuccess: true, isModified: false });
    }
    const footer = await get('/marketplace/cms/nj/store-setting/stickyFooterMobile/getVisibility');
    expect(footer.json()).toMatchObject({ isSuccess: true, visibilityStatus: expect.any(Boolean) });
  });

  it('lists theme categories, verticals and the themes of a vertical under both names', async () => {
    for (const path of [
      '/marketplace/cms/theme/categoryList.ns',
      '/marketplace/cms/theme/getCategoryList.ns',
    ])
      expect((await get(path)).json().data.length).toBeGreaterThan(0);
    const verticals = (await get('/marketplace/cms/theme/allVerticals.ns')).json();
    expect(verticals.isSuccess).toBe(true);
    expect(verticals.data.some((v: { verticalId: number }) => v.verticalId === 18)).toBe(true);
    for (const path of ['/marketplace/cms/theme/list.ns', '/marketplace/cms/theme/getList.ns']) {
      const themes = (await get(`${path}?vertical=18`)).json();
      expect(themes.isSuccess).toBe(true);
      expect(themes.data[0]).toMatchObject({ themeId: expect.any(Number), name: expect.any(String) });
    }
  });

  it('answers the store (supplier info) and its theme; another store’s supplierId is refused', async () => {
    const info = (await get('/marketplace/cms/supplier/info.ns')).json();
    expect(info).toMatchObject({ isSuccess: true, data: { supplierId: builder.owner.supplierId } });
    const theme = (await get('/marketplace/cms/nj/theme/user-theme')).json();
    expect(theme).toMatchObject({ isSuccess: true, themeId: await builder.firstThemeId() });
    const other = await get(`/marketplace/cms/supplier/info.ns?supplierId=${builder.owner.supplierId + 999}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ isSuccess: false, isError: true, errorCode: 'forbidden' });
  });

  it('selects a theme by GET only with the app’s own credential', async () => {
    const themes = (await get('/marketplace/cms/theme/list.ns?vertical=18')).json().data;
    const themeId = (themes[1] ?? themes[0]).themeId as number;
    const url = `/marketplace/cms/nj/theme/select-theme?themeId=${themeId}&userThemeChange=true&fromMyWebsiteTheme=false`;
    const byCookie = await get(url);
    expect(byCookie.statusCode).toBe(403);
    expect(byCookie.json().isSuccess).toBe(false);
    const selected = await get(url, await appCredential());
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({ isSuccess: true, themeId });
    expect((await get('/marketplace/cms/nj/theme/user-theme')).json().themeId).toBe(themeId);
  });

  it('keeps the template calls to the admin theme user', async () => {
    const themeId = await builder.firstThemeId();
    const refused = await get(`/marketplace/cms/nj/theme-creation/edit-template-theme?themeId=${themeId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().isSuccess).toBe(false);

    const designer = await createStore(builder.h, {
      storeName: 'Legacy Theme Studio',
      supplier: { supplierId: 231 },
    });
    const as = await login(builder.h, designer.owner);
    const opened = await builder.h.app.inject({
      method: 'GET',
      url: `/marketplace/cms/nj/theme-creation/edit-template-theme?themeId=${themeId}`,
      headers: { cookie: as, 'sec-fetch-site': 'same-origin' },
    });
    expect(opened.json()).toMatchObject({ isSuccess: true, themeId, data: { name: expect.any(String) } });
    const copied = await builder.h.app.inject({
      method: 'GET',
      url: `/marketplace/cms/nj/theme-creation/duplicate-theme?themeId=${themeId}`,
      headers: { authorization: `Bearer ${as.slice(as.indexOf('=') + 1)}` },
    });
    expect(copied.json()).toMatchObject({ isSuccess: true });
    expect(copied.json().themeId).not.toBe(themeId);
  });

  it('checks a YouTube link', async () => {
    const good = await get('/marketplace/cms/theme/checkYoutubeLink.ns?link=https://youtu.be/dQw4w9WgXcQ');
    expect(good.json()).toMatchObject({ isSuccess: true, isValid: true, videoId: 'dQw4w9WgXcQ' });
    const bad = await get('/marketplace/cms/theme/checkYoutubeLink.ns?link=https://example.com/video');
    expect(bad.json()).toMatchObject({
      isSuccess: true,
      isValid: false,
      message: 'Please enter a valid YouTube link',
    });
  });

  it('answers 401 in the envelope without a session', async () => {
    const reply = await builder.h.app.inject({ method: 'GET', url: '/marketplace/cms/nj/theme/user-theme' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ isSuccess: false, isError: true });
  });
});

describe("an image's crop data (getCropperData.ns)", () => {
  const crop = {
    cropperData: { x: 40, y: 10, width: 200, height: 200, rotate: 0, scaleX: 1, scaleY: 1 },
    canvasData: { left: -20, top: 0, width: 480, height: 320, naturalWidth: 600, naturalHeight: 400 },
    cropBoxData: { left: 20, top: 10, width: 160, height: 160 },
    isMobile: true,
  };

  async function uploadedImageId(cookie?: string): Promise<number> {
    const body = multipart({ field: 'file', fileName: 'banner.png', bytes: await pngImage(600, 400) });
    const reply = await builder.h.app.inject({
      method: 'POST',
      url: '/marketplace/common/ajax/uploadClientFile.service',
      payload: body.payload,
      headers: { ...body.headers, cookie: cookie ?? (await ownerCookie()), 'sec-fetch-site': 'same-origin' },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().data.imageId as number;
  }

  async function saveCrop(imageId: number, payload: unknown, cookie?: string) {
    return builder.h.app.inject({
      method: 'PUT',
      url: `/api/v1/site/images/${imageId}/crop`,
      payload: payload as object,
      headers: { cookie: cookie ?? (await ownerCookie()), 'sec-fetch-site': 'same-origin' },
    });
  }

  it('answers the crop the image was last saved with, in the spec’s fields', async () => {
    const imageId = await uploadedImageId();
    const before = await get(`/marketplace/cms/theme/getCropperData.ns?id=${imageId}`);
    expect([before.statusCode, before.json()]).toEqual([200, { isSuccess: true, data: null }]);

    const saved = await saveCrop(imageId, { ...crop, extra: 'dropped' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ imageId, crop });
    const reply = await get(`/marketplace/cms/theme/getCropperData.ns?id=${imageId}`);
    expect(reply.json()).toEqual({ isSuccess: true, data: { id: imageId, ...crop } });

    const recropped = { ...crop, cropperData: { ...crop.cropperData, x: 0 }, isMobile: false };
    await saveCrop(imageId, recropped);
    expect((await get(`/marketplace/cms/theme/getCropperData.ns?id=${imageId}`)).json().data).toMatchObject({
      cropperData: { x: 0 },
      isMobile: false,
    });
    const modern = await builder.h.app.inject({
      method: 'GET',
      url: `/api/v1/site/images/${imageId}/crop`,
      headers: { cookie: await ownerCookie() },
    });
    expect(modern.json()).toEqual({ imageId, crop: recropped });
  });

  it('answers data null for an id the store has no image under', async () => {
    for (const id of ['999999', 'banner', '', '0'])
      expect((await get(`/marketplace/cms/theme/getCropperData.ns?id=${id}`)).json()).toEqual({
        isSuccess: true,
        data: null,
      });
  });

  it('refuses a crop that is not the cropper’s, with the reason', async () => {
    const imageId = await uploadedImageId();
    for (const bad of [
      { ...crop, isMobile: 'yes' },
      { ...crop, cropperData: { ...crop.cropperData, width: 1e9 } },
      { cropperData: crop.cropperData },
    ]) {
      const reply = await saveCrop(imageId, bad);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.message).toBe('The crop data is not in the expected form.');
    }
    const missing = await saveCrop(999_999, crop);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This image is not in your store.');
  });

  it('shows another store neither the crop nor the image', async () => {
    const imageId = await uploadedImageId();
    await saveCrop(imageId, crop);
    const other = await createStore(builder.h, { storeName: 'Legacy Crop Neighbour' });
    const as = await login(builder.h, other.owner);
    const read = await builder.h.app.inject({
      method: 'GET',
      url: `/marketplace/cms/theme/getCropperData.ns?id=${imageId}`,
      headers: { cookie: as },
    });
    expect(read.json()).toEqual({ isSuccess: true, data: null });
    const modern = await builder.h.app.inject({
      method: 'GET',
      url: `/api/v1/site/images/${imageId}/crop`,
      headers: { cookie: as },
    });
    expect(modern.statusCode).toBe(404);
    const overwrite = await saveCrop(imageId, { ...crop, isMobile: false }, as);
    expect(overwrite.statusCode).toBe(404);
    expect((await get(`/marketplace/cms/theme/getCropperData.ns?id=${imageId}`)).json().data.isMobile).toBe(
      true,
    );
  });

  it('answers 401 in the envelope without a session', async () => {
    const reply = await builder.h.app.inject({
      method: 'GET',
      url: '/marketplace/cms/theme/getCropperData.ns?id=1',
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ isSuccess: false, isError: true });
  });
});

describe('canvas images, uploads, background and SEO of the apps', () => {
  it('uploads the Open Graph image, sets it and reads it back', async () => {
    const uploaded = await upload(
      '/marketplace/ajax/uploadImage.service?sourceName=openGraph',
      'og.png',
      await pngImage(512, 512),
    );
    expect(uploaded.statusCode).toBe(200);
    const { data, error, isSuccess } = uploaded.json();
    expect({ isSuccess, error }).toEqual({ isSuccess: true, error: '' });
    expect(data).toMatchObject({ imgURL: expect.any(String), imgwidth: 512, imgheight: 512 });

    const set = await postForm('/marketplace/cms/nj/canvas-image/updateByType/OG_IMAGE', {
      imgUrl: data.imgURL,
    });
    expect(set.json()).toEqual({ isSuccess: true, message: BUILDER_MESSAGES.openGraphUploaded });
    const empty = await postForm('/marketplace/cms/nj/canvas-image/updateByType/OG_IMAGE', { imgUrl: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ isSuccess: false, errorMsg: 'Please Upload Open Graph Image' });
    const read = await get('/marketplace/cms/nj/canvas-image/getByType/OG_IMAGE');
    expect(read.json()).toEqual({ isSuccess: true, data: { imgUrl: data.imgURL } });
  });

  it('refuses a favicon that is not an ICO with the spec’s message', async () => {
    const reply = await upload(
      '/marketplace/ajax/uploadImage.service?sourceName=favicon',
      'icon.png',
      await pngImage(64, 64),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ isSuccess: false, errorMsg: UPLOAD_MESSAGES.faviconWrongExtension });
  });

  it('refuses an Open Graph image above 500 kb with the spec’s message', async () => {
    const reply = await upload(
      '/marketplace/ajax/uploadImage.service?sourceName=openGraph',
      'big.jpg',
      await jpegImage(1600, 1600),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ isSuccess: false, errorMsg: UPLOAD_MESSAGES.openGraphTooLarge });
  });

  it('uploads the store logo and a multi-upload file in the apps’ shapes', async () => {
    const logo = await upload(
      '/marketplace/products/ajax/uploadGenericImage.service?module=storeLogo',
      'logo.png',
      await pngImage(300, 200),
    );
    expect(logo.json()).toMatchObject({
      isSuccess: true,
      status: 'success',
      imgURL: expect.any(String),
      imgwidth: 300,
      imgheight: 200,
    });
    const file = await upload(
      '/marketplace/common/ajax/uploadClientFile.service?module=cmsStorage',
      'banner.png',
      await pngImage(400, 300),
      'file',
    );
    expect(file.json()).toMatchObject({
      isSuccess: true,
      isError: 'false',
      data: { imgURL: expect.any(String) },
    });

    // The image is removed from the system when the editor drops it unsaved.
    const removed = await postForm('/marketplace/cms/nj/delete-image/remove-image-from-system', {
      newImages: JSON.stringify([file.json().data.imgURL]),
      deletedImages: '',
      themeId: '1',
    });
    expect(removed.json()).toEqual({ isSuccess: true, removed: 1 });
  });

  it('takes the multi-upload’s base64Image (a data URL, or base64 with its extension) as a file', async () => {
    const png = await pngImage(320, 240);
    const CLIENT_FILE = '/marketplace/common/ajax/uploadClientFile.service?module=cmsStorage';
    const asDataUrl = await postForm(CLIENT_FILE, {
      base64Image: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(asDataUrl.json()).toMatchObject({
      isSuccess: true,
      isError: 'false',
      data: { imgURL: expect.stringMatching(/\.png$/) },
    });
    const withExtension = await builder.h.app.inject({
      method: 'POST',
      url: CLIENT_FILE,
      payload: { base64Image: png.toString('base64'), extension: 'png' },
      headers: { cookie: await ownerCookie(), 'sec-fetch-site': 'same-origin' },
    });
    expect(withExtension.json()).toMatchObject({ isSuccess: true, data: { imgURL: expect.any(String) } });
    // Bytes that are no image, and no image at all, get the spec's messages.
    const notImage = await postForm(CLIENT_FILE, {
      base64Image: Buffer.from('not a picture').toString('base64'),
      extension: 'png',
    });
    expect([notImage.statusCode, notImage.json().isSuccess]).toEqual([400, false]);
    const missing = await postForm(CLIENT_FILE, { extension: 'png' });
    expect([missing.statusCode, missing.json().errorMsg]).toEqual([400, 'Required Field']);
  });

  it('saves the theme background from colorCode and jsonData text', async () => {
    const saved = await postForm('/marketplace/cms/nj/theme/update-settings', {
      colorCode: '#FFAA00',
      jsonData: JSON.stringify({ backgroundImage: '', transparencyValue: 0.5 }),
    });
    expect(saved.json()).toMatchObject({ isSuccess: true, message: BUILDER_MESSAGES.saved });
    const background = await get('/api/v1/site/background');
    expect(background.json()).toMatchObject({ colorCode: '#FFAA00', transparencyValue: 0.5 });
    const bad = await postForm('/marketplace/cms/nj/theme/update-settings', {
      colorCode: 'red',
      jsonData: '{',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().isSuccess).toBe(false);
  });

  it('reads a page’s SEO through cmsapi.php getSeoDetails as results[]', async () => {
    const site = await builder.siteOf(await ownerCookie());
    const pageId = site.document.pages[0].id as string;
    await builder.h.app.inject({
      method: 'PUT',
      url: `/api/v1/site/seo/${pageId}`,
      headers: { cookie: await ownerCookie(), 'sec-fetch-site': 'same-origin' },
      payload: { title: 'Fresh groceries', keywords: 'dal, rice', description: 'Daily needs' },
    });
    const reply = await get(
      `/marketplace/static/php/web/cmsapi.php?action=getSeoDetails&page=homepage&id=${pageId}`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      isSuccess: true,
      results: [
        { title: 'Fresh groceries', keywords: 'dal, rice', description: 'Daily needs', page: 'home' },
      ],
    });
    const unknown = await get(
      '/marketplace/static/php/web/cmsapi.php?action=somethingElse&page=homepage&id=x',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().isSuccess).toBe(false);
  });
});
